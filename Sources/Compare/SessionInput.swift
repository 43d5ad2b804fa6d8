#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Sessions

/// The session `compare` replays, read once however many runs replay it.
///
/// A regular file is opened by each run (streaming: memory does not grow with its length). Anything
/// else — a pipe, a FIFO, `/dev/stdin` — can be read only once, so its bytes are read up front and
/// every run replays the same bytes (a copy of a reader over bytes shares them).
public struct SessionInput: Sendable {
    private enum Source: Sendable {
        case file
        case bytes([UInt8])
    }

    /// The name given, used in every message.
    public let path: String
    private let source: Source

    /// Opens `path`: a regular file is only checked; anything else is read to its end now.
    public init(path: String) throws(SessionError) {
        self.path = path
        var status = stat()
        guard stat(path, &status) == 0 else { throw Self.systemError("cannot open", path) }
        if (status.st_mode & S_IFMT) == S_IFREG {
            source = .file
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.systemError("cannot open", path) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.systemError("cannot read", path)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        source = .bytes(bytes)
    }

    /// A new reader at the session's first event.
    public func reader() throws(SessionError) -> SessionReader {
        switch source {
        case .file: try SessionReader(path: path)
        case .bytes(let bytes): try SessionReader(bytes: bytes, name: path)
        }
    }

    private static func systemError(_ operation: String, _ path: String) -> SessionError {
        SessionError(file: path, line: 0, message: "\(operation): \(String(cString: strerror(errno)))", kind: .io)
    }
}
