#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file that appears whole or not at all.
///
/// Bytes go to a temporary file beside the target (same directory, so the final `rename(2)` is
/// atomic); `commit` syncs, closes and renames it over the target, checking each step. Until
/// then the target keeps its old content, and a failure (`discard`, or dropping the object)
/// removes the temporary file: a full disk leaves no half-written trace or PNG behind.
///
/// Targets that are not regular files — `-` (standard output), a FIFO, a terminal, `/dev/full`
/// — cannot be replaced; they are written in place, with the same checks.
public final class ReplacedFile {
    /// The target as given (`standard output` for `-`), as errors name it.
    public let path: String
    /// The temporary file, or nil when writing in place (or once committed or discarded).
    public private(set) var temporaryPath: String?
    private var descriptor: Int32
    /// Whether `descriptor` is ours to close (not standard output).
    private let ownsDescriptor: Bool
    /// Bytes written so far (the recorder truncates back to a whole line with it).
    public private(set) var size = 0

    /// Opens the output for `path` (`-`: standard output).
    public init(path: String) throws(OutputError) {
        self.path = path == "-" ? StandardOutput.name : path
        if path == "-" {
            descriptor = STDOUT_FILENO
            ownsDescriptor = false
            return
        }
        ownsDescriptor = true
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            if status.st_mode & S_IFMT == S_IFDIR { throw OutputError(path: path, action: "cannot write", code: EISDIR) }
            descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw OutputError.last("cannot open", path: path) }
            return
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(directory).\(name).partial-XXXXXX".utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw OutputError.last("cannot create", path: path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        // Held until the descriptor closes (or the process ends): how another writer of the
        // same target tells a live temporary file from one a crash left (`otherWriters`).
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        // mkstemp makes 0600; a finished output gets the usual 0666 less the umask.
        let mask = umask(0)
        umask(mask)
        _ = fchmod(descriptor, 0o666 & ~mask)
    }

    deinit {
        if temporaryPath != nil { discard() } else if ownsDescriptor, descriptor >= 0 { _ = close(descriptor) }
    }

    /// Writes `bytes` whole.
    public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
        guard descriptor >= 0 else { throw OutputError(path: path, action: "cannot write", code: EBADF) }
        if let code = DescriptorWrite.all(bytes, to: descriptor) {
            throw OutputError(path: path, action: "cannot write", code: code)
        }
        size += bytes.count
    }

    /// Writes `bytes` whole.
    public func write(_ bytes: [UInt8]) throws(OutputError) {
        let result: Result<Void, OutputError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(OutputError) in try write(buffer) }
        }
        try result.get()
    }

    /// Cuts the output back to its first `length` bytes (a torn last line after a failed write).
    public func truncate(to length: Int) {
        if descriptor >= 0, ftruncate(descriptor, off_t(length)) == 0 { size = length }
    }

    /// Makes the output final: sync, close and rename over the target (each checked).
    public func commit() throws(OutputError) {
        guard descriptor >= 0 else { return }
        // A pipe or terminal cannot be synced (EINVAL); that is no loss.
        if fsync(descriptor) != 0, errno != EINVAL, errno != EROFS, errno != ENOTSUP {
            let error = OutputError.last("cannot write", path: path)
            discard()
            throw error
        }
        if ownsDescriptor {
            let closed = close(descriptor)
            descriptor = -1
            if closed != 0, errno != EINTR {
                let error = OutputError.last("cannot write", path: path)
                discard()
                throw error
            }
        }
        descriptor = -1
        guard let temporaryPath else { return }
        if rename(temporaryPath, path) != 0 {
            let error = OutputError.last("cannot rename the finished file onto it", path: path)
            discard()
            throw error
        }
        self.temporaryPath = nil
    }

    /// Gives up: closes and removes the temporary file; the target is left as it was.
    public func discard() {
        if ownsDescriptor, descriptor >= 0 { _ = close(descriptor) }
        descriptor = -1
        if let temporaryPath { _ = unlink(temporaryPath) }
        temporaryPath = nil
    }

    /// Writes `bytes` as the whole content of `path`, or leaves `path` untouched.
    public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
        let file = try ReplacedFile(path: path)
        try file.write(bytes)
        try file.commit()
    }
}
