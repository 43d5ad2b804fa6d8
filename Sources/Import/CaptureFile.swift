import Sessions
#if canImport(Glibc)
import Glibc
#endif

/// Reads a capture file whole (a ten-minute capture is tens of megabytes; both formats are read
/// in one pass over the bytes).
public enum CaptureFile {
    /// The largest capture read: 1 GiB, hours of a busy touchpad.
    public static let maximumSize = 1 << 30

    /// The file's bytes; a file that cannot be opened or read is an I/O error (exit 1), one too
    /// large is bad input (65).
    public static func read(path: String) throws(SessionError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError(path, "cannot open") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ioError(path) }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw SessionError(file: path, line: 0, message: "cannot read: Is a directory", kind: .io)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(0, min(Int(status.st_size), maximumSize)) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ioError(path)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= maximumSize else {
                throw SessionError(file: path, line: 0, message: "larger than \(maximumSize >> 30) GiB: not read")
            }
        }
        return bytes
    }

    private static func ioError(_ path: String, _ what: String = "cannot read") -> SessionError {
        SessionError(file: path, line: 0, message: "\(what): \(String(cString: strerror(errno)))", kind: .io)
    }
}
