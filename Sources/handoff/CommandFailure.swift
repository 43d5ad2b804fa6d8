import ArgumentParser

/// A command's failure that is not one of the library errors `ExitStatus.report` knows:
/// the line to print (nil when it was printed already, or there is none) and the exit code.
struct CommandFailure: Error {
    var message: String?
    var status: ExitCode

    init(_ message: String?, status: ExitCode) {
        self.message = message
        self.status = status
    }

}
