#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a reader's bytes come from: a file, or an array for tests and fuzzing.
///
/// Both kinds hand out bytes through the same `read(into:)` so that the reader's
/// buffering code is one path, exercised by the fuzzer exactly as files exercise it.
/// Files are read with `pread` at this value's own offset, so copies of a reader are
/// independent; only unseekable files (pipes) fall back to `read`, whose position
/// copies then share.
struct SessionByteSource: Sendable {
    private enum Storage: Sendable {
        case file(FileDescriptorOwner)
        case memory([UInt8])
    }

    private let storage: Storage
    private var offset = 0
    private var seekable = true
    /// Largest number of bytes one `read(into:)` returns; small values let tests and the
    /// fuzzer split lines at every possible place, like short reads from a pipe would.
    private let maxChunk: Int

    /// The name used in errors.
    let name: String

    /// Opens `path` for reading.
    init(path: String) throws(SessionError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw SessionByteSource.systemError("cannot open", file: path, line: 0)
        }
        storage = .file(FileDescriptorOwner(descriptor: descriptor))
        name = path
        maxChunk = Int.max
    }

    /// Serves `bytes`, at most `maxChunk` of them per read.
    init(bytes: [UInt8], name: String, maxChunk: Int = Int.max) {
        storage = .memory(bytes)
        self.name = name
        self.maxChunk = max(1, maxChunk)
    }

    /// Fills the start of `destination` with the next bytes; returns how many (0 at end of file).
    /// `line` is only for the error message.
    mutating func read(into destination: UnsafeMutableRawBufferPointer, line: Int) throws(SessionError) -> Int {
        let wanted = min(destination.count, maxChunk)
        guard wanted > 0 else { return 0 }
        switch storage {
        case let .memory(bytes):
            let count = min(wanted, bytes.count - offset)
            guard count > 0 else { return 0 }
            bytes.withUnsafeBytes { source in
                destination.baseAddress!.copyMemory(from: source.baseAddress! + offset, byteCount: count)
            }
            offset += count
            return count
        case let .file(owner):
            while true {
                let count = seekable
                    ? pread(owner.descriptor, destination.baseAddress, wanted, off_t(offset))
                    : posixRead(owner.descriptor, destination.baseAddress, wanted)
                if count >= 0 {
                    offset += count
                    return count
                }
                if errno == EINTR { continue }
                if errno == ESPIPE && seekable {
                    seekable = false
                    continue
                }
                throw SessionByteSource.systemError("cannot read", file: name, line: line)
            }
        }
    }

    /// An I/O error naming the failed operation and the system's reason.
    static func systemError(_ operation: String, file: String, line: Int) -> SessionError {
        let reason = String(cString: strerror(errno))
        return SessionError(file: file, line: line, message: "\(operation): \(reason)", kind: .io)
    }
}

/// `read(2)`, under a name the struct's own `read(into:line:)` does not shadow.
private func posixRead(_ descriptor: CInt, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
