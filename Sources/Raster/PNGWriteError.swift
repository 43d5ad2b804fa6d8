#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why `PNGEncoder.write` could not store a file.
public enum PNGWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be created (missing directory, permissions); `errno` says why.
    case cannotOpen(path: String, errno: Int32)
    /// Fewer bytes reached the file than were encoded (disk full, I/O error); nothing was left behind.
    case incompleteWrite(path: String, errno: Int32)

    /// One line: `PATH: cannot write PNG: No space left on device`.
    public var description: String {
        switch self {
        case let .cannotOpen(path, code): "\(path): cannot create PNG: \(String(cString: strerror(code)))"
        case let .incompleteWrite(path, code): "\(path): cannot write PNG: \(String(cString: strerror(code)))"
        }
    }
}
