import Foundation

/// Runs the X command-line tools the tests drive the server with (xdotool, xwd, ipcs).
enum Tool {
    /// The absolute path of `name` on PATH, or a failure naming the package that provides it.
    static func path(_ name: String, package: String) throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories + ["/usr/bin", "/usr/local/bin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw TestFailure("\(name) not found on PATH: install the \(package) package (the X11Host tests need it)")
    }

    /// Runs a tool to completion with `DISPLAY` set and returns its standard output.
    /// Fails the test if it exits non-zero, quoting its standard error.
    @discardableResult
    static func run(_ name: String, package: String, _ arguments: [String], display: String? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(name, package: package))
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = display }
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting: a screenshot is megabytes, more than a pipe holds.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(name) \(arguments.joined(separator: " ")) exited \(process.terminationStatus): \(errorText)")
        }
        return data
    }

    /// `xdotool` with the given command words.
    @discardableResult
    static func xdotool(_ arguments: [String], display: String) throws -> String {
        String(decoding: try run("xdotool", package: "xdotool", arguments, display: display), as: UTF8.self)
    }

    /// A screenshot of the whole root window.
    static func screenshot(display: String) throws -> XWDImage {
        try XWDImage(try run("xwd", package: "x11-apps", ["-root", "-silent", "-display", display]))
    }

    /// Ids of the shared-memory segments this test process created that still exist (`ipcs -m -p`).
    /// Filtering on the creator pid keeps other programs' segments (another Handoff window) out.
    static func sharedMemorySegmentsOfThisProcess() throws -> Set<String> {
        let text = String(decoding: try run("ipcs", package: "util-linux", ["-m", "-p"]), as: UTF8.self)
        let me = String(getpid())
        var ids = Set<String>()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            // Rows are "shmid owner cpid lpid"; the title and header rows are not numeric.
            if fields.count >= 4, Int(fields[0]) != nil, fields[2] == me { ids.insert(String(fields[0])) }
        }
        return ids
    }
}
