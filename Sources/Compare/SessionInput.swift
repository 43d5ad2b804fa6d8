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

    /// The most a session read from a pipe or a device may hold (a file is streamed instead).
    public static let maximumPipedSize = 256 << 20

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
        var lineStart = 0
        var line = 1
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.systemError("cannot read", path)
            }
            // Refused as soon as it cannot be a session, not once all of it is in memory
            // (`/dev/zero` has no line end).
            for index in 0..<count where chunk[index] == 0x0A {
                lineStart = bytes.count + index + 1
                line += 1
            }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count - lineStart > SessionReader.maxLineLength {
                throw SessionError(file: path, line: line, message: "line longer than \(SessionReader.maxLineLength) bytes")
            }
            guard bytes.count <= Self.maximumPipedSize else {
                throw SessionError(file: path, line: 0, message: "more than \(Self.maximumPipedSize >> 20) MiB from a pipe (every run replays it, so it is held in memory): give the file itself")
            }
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
