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

    /// An output path that names one of the inputs (exit 64, nothing written).
    static func overwritesInput(option: String, path: String) -> CommandFailure {
        CommandFailure("\(option) \(path): is an input of this command; refusing to overwrite it", status: ExitStatus.usage)
    }

    /// Two outputs of one command that name the same file (exit 64, nothing written).
    static func sharedOutput(first: String, second: String, path: String) -> CommandFailure {
        CommandFailure("\(first) and \(second) both name \(path); give each output its own file", status: ExitStatus.usage)
    }
}
