#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output the operating system refused: which file, what was being done, and its reason.
///
/// `description` is one line, `PATH: cannot write: No space left on device`. A closed pipe
/// (`EPIPE`) is not a failure to report: `isBrokenPipe` lets the command end quietly.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given (or "standard output").
    public var path: String
    /// What failed, e.g. "cannot write", "cannot create", "cannot rename".
    public var action: String
    /// The C error number.
    public var code: Int32
    /// Words after the reason, e.g. how much of a recording is safe; may be empty.
    public var detail: String

    public init(path: String, action: String, code: Int32, detail: String = "") {
        self.path = path
        self.action = action
        self.code = code
        self.detail = detail
    }

    /// The error for the C `errno` just set by a failed call.
    public static func last(_ action: String, path: String) -> OutputError {
        OutputError(path: path, action: action, code: errno)
    }

    /// Whether the reader of a pipe went away (EPIPE).
    public var isBrokenPipe: Bool { code == EPIPE }

    public var description: String {
        "\(path): \(action): \(String(cString: strerror(code)))\(detail.isEmpty ? "" : "; \(detail)")"
    }
}
