import Sessions
#if canImport(Glibc)
import Glibc
#endif

/// Reads a capture file as it goes (`CaptureText`): the device descriptions and the events are
/// kept, the file's text is not.
public enum CaptureFile {
    /// The largest capture read: 1 GiB, hours of a busy touchpad. A regular file larger than this
    /// is refused unread; a pipe or a device is read up to it and refused there.
    public static let maximumSize = 1 << 30

    /// The capture at `path`; a file that cannot be opened or read is an I/O error (exit 1),
    /// one too large or malformed is bad input (65).
    public static func read(path: String) throws(SessionError) -> Capture {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError(path, "cannot open") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw ioError(path) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            throw SessionError(file: path, line: 0, message: "cannot read: Is a directory", kind: .io)
        }
        let size = type == S_IFREG ? Int(status.st_size) : 0
        guard size <= maximumSize else {
            throw SessionError(file: path, line: 0, message: "larger than \(maximumSize >> 30) GiB: not read")
        }
        return try CaptureImport.read(CaptureText(descriptor: descriptor, name: path, size: size))
    }

    private static func ioError(_ path: String, _ what: String = "cannot read") -> SessionError {
        SessionError(file: path, line: 0, message: "\(what): \(String(cString: strerror(errno)))", kind: .io)
    }
}
