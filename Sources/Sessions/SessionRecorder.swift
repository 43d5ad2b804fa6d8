import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records a session to a file as it happens, so that a crash loses at most the last line.
///
/// Each line goes to the kernel in one `write(2)` (retried only for the rest of the same
/// line after a short write), so a crash or `kill -9` can leave a torn last line — which
/// the reader ignores with a warning — but never a damaged earlier one. There is no
/// `fsync` per line (it would cost milliseconds per event); `finish` syncs once.
///
/// Times are supplied by the caller in milliseconds from the start of recording: the
/// recorder has no clock, so recording is deterministic and testable.
///
/// Thread-safe (`@unchecked Sendable`, guarded by a lock) because the CLI may call
/// `finish` from its SIGINT/SIGTERM path on another thread while the main loop records.
/// `finish` is idempotent, and `record` after `finish` does nothing, so a late event
/// from the main loop racing a signal-driven `finish` is harmless. After a write fails,
/// the file is closed at once (appending after a torn line would damage the file
/// mid-way) and every later `record` throws that error again.
public final class SessionRecorder: @unchecked Sendable {
    /// The file being written.
    public let path: String

    private let lock = NSLock()
    private var writer: SessionWriter
    /// The open file, or -1 once finished or failed.
    private var descriptor: CInt
    private var failure: SessionError?

    /// Creates (or truncates) `path`, mode 0644, and writes the header line.
    public init(path: String, header: SessionHeader) throws(SessionError) {
        self.path = path
        writer = try SessionWriter(header: header, name: path)
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SessionByteSource.systemError("cannot create", file: path, line: 0)
        }
        try writeLine(writer.headerLine, line: 1)
    }

    deinit {
        // No `end` and no fsync: an abandoned recording is left like an interrupted one.
        if descriptor >= 0 { _ = close(descriptor) }
    }

    /// The header written on line 1.
    public var header: SessionHeader { writer.header }

    /// Whether `finish` has run or a write failed; recording is over either way.
    public var isFinished: Bool {
        lock.withLock { descriptor < 0 }
    }

    /// Appends `event` at `t` ms from the start of recording (see `record(_:)`).
    public func record(_ event: SessionEvent, at t: Double) throws(SessionError) {
        try record(TimedEvent(t: t, event: event))
    }

    /// Appends one event line. Invalid events (see `SessionWriter.line(for:)`) throw and
    /// write nothing; the recording goes on. Does nothing after `finish`.
    public func record(_ timed: TimedEvent) throws(SessionError) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        guard descriptor >= 0 else { return }
        var next = writer
        let text = try next.line(for: timed)
        try writeLine(text, line: next.lineNumber)
        writer = next
    }

    /// Ends the recording: writes `{"t":endAt,"type":"end"}` when `endAt` is given (without
    /// it, replay runs until every animation rests), syncs and closes the file. Calling
    /// it again does nothing. The file is closed even when writing `end` fails.
    public func finish(endAt: Double? = nil) throws(SessionError) {
        lock.lock()
        defer { lock.unlock() }
        guard descriptor >= 0 else { return }
        var firstError: SessionError?
        if let endAt {
            do {
                var next = writer
                let text = try next.line(for: TimedEvent(t: endAt, event: .end))
                try writeLine(text, line: next.lineNumber)
                writer = next
            } catch {
                firstError = error
            }
        }
        // A file that cannot be synced (EINVAL: a pipe or special file) is still complete.
        if descriptor >= 0, fsync(descriptor) != 0, errno != EINVAL, errno != EROFS {
            firstError = firstError ?? SessionByteSource.systemError("cannot sync", file: path, line: 0)
        }
        if descriptor >= 0, close(descriptor) != 0, errno != EINTR {
            firstError = firstError ?? SessionByteSource.systemError("cannot close", file: path, line: 0)
        }
        descriptor = -1
        if let firstError { throw firstError }
    }

    /// Writes `text` whole; on failure closes the file and remembers the error. Lock held.
    private func writeLine(_ text: String, line: Int) throws(SessionError) {
        var text = text
        let failedErrno: CInt? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return written == 0 ? EIO : errno
                }
            }
            return nil
        }
        guard let failedErrno else { return }
        errno = failedErrno
        let error = SessionByteSource.systemError("cannot write", file: path, line: line)
        _ = close(descriptor)
        descriptor = -1
        failure = error
        throw error
    }
}
