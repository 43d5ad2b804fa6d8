import Foundation

/// Runs the built `handoff` executable as a user would, capturing its output.
struct CommandRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `handoff` binary next to the test bundle (SwiftPM builds every product before testing).
    static var handoff: String {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var dir = URL(fileURLWithPath: exe).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = dir.appendingPathComponent("handoff").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot + "/.build/debug/handoff"
    }

    /// The package's root folder.
    static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Runs `handoff args…` to completion.
    static func run(_ arguments: [String], environment: [String: String]? = nil, timeout: TimeInterval = 120) throws -> Result {
        try run(executable: handoff, arguments, environment: environment, timeout: timeout)
    }

    static func run(executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: TimeInterval = 120) throws -> Result {
        let base = NSTemporaryDirectory() + "handoff-run-\(UUID().uuidString)"
        defer {
            try? FileManager.default.removeItem(atPath: base + ".out")
            try? FileManager.default.removeItem(atPath: base + ".err")
        }
        let child = try ChildProcess(executable, arguments, environment: environment ?? [:],
                                     stdout: base + ".out", stderr: base + ".err")
        let status = child.wait(timeout: timeout)
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: base + ".out"))) ?? Data()
        let stderr = (try? Data(contentsOf: URL(fileURLWithPath: base + ".err"))) ?? Data()
        return Result(status: status, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Absolute path of a file in the package (tests run from any working directory).
    static func asset(_ relative: String) -> String { packageRoot + "/" + relative }

    /// Size of the largest file in `folder` whose name starts with `prefix` (an output being
    /// written, before it is renamed into place), or 0.
    static func bytesWritten(in folder: String, prefix: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix(prefix) }
            .compactMap { try? FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as? Int }
            .max() ?? 0
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "handoff-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
