import Foundation
import Output
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Records a session to a file as it happens.
///
/// Lines go to a temporary file beside the target (`ReplacedFile`), each handed to the kernel
/// in whole as it comes (one `write(2)`, continued after a short write), and `finish` syncs
/// it and renames it into place: the target never holds a half-written recording. If a write
/// fails (a full disk), the torn line is cut off, the whole lines written so far are put in
/// place — a session without its `end`, which replays until the scene rests — and the error
/// says how many events that is. A crash leaves the temporary `.NAME.partial-XXXXXX` beside
/// the target, whole lines but for the last.
///
/// Times are supplied by the caller in milliseconds from the start of recording: the
/// recorder has no clock, so recording is deterministic and testable.
///
/// Thread-safe (`@unchecked Sendable`, guarded by a lock) because the CLI may call
/// `finish` from its SIGINT/SIGTERM path on another thread while the main loop records.
/// `finish` is idempotent, and `record` after `finish` does nothing, so a late event
/// from the main loop racing a signal-driven `finish` is harmless. After a write fails,
/// every later `record` throws that error again.
public final class SessionRecorder: @unchecked Sendable {
    /// The file being written.
    public let path: String

    private let lock = NSLock()
    private var writer: SessionWriter
    /// The open output, or nil once finished or failed.
    private var file: ReplacedFile?
    private var failure: SessionError?
    /// Events in whole lines so far.
    public private(set) var eventCount = 0

    /// Creates the recording (the target appears at `finish`) and writes the header line.
    public init(path: String, header: SessionHeader) throws(SessionError) {
        self.path = path
        writer = try SessionWriter(header: header, name: path)
        do { file = try ReplacedFile(path: path) } catch {
            throw SessionError(file: path, line: 0, message: "\(error.action): \(String(cString: strerror(error.code)))", kind: .io)
        }
        if let other = ReplacedFile.otherWriters(for: path, excluding: file?.temporaryPath).first {
            file?.discard()
            throw SessionError(file: path, line: 0, message: "another handoff is recording to it (\(other)); give each recording its own file",
                               kind: .io)
        }
        try writeLine(writer.headerLine, line: 1, event: false)
    }

    /// The header written on line 1.
    public var header: SessionHeader { writer.header }

    /// Whether `finish` has run or a write failed; recording is over either way.
    public var isFinished: Bool {
        lock.withLock { file == nil }
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
        guard file != nil else { return }
        var next = writer
        let text = try next.line(for: timed)
        try writeLine(text, line: next.lineNumber, event: true)
        writer = next
    }

    /// Ends the recording: writes `{"t":endAt,"type":"end"}` when `endAt` is given (without
    /// it, replay runs until every animation rests), syncs the file and puts it in place.
    /// Calling it again does nothing.
    public func finish(endAt: Double? = nil) throws(SessionError) {
        lock.lock()
        defer { lock.unlock() }
        if let failure { throw failure }
        guard let file else { return }
        // An `end` the writer refuses (earlier than the last event) is reported after the
        // recording is in place without it.
        var refusedEnd: SessionError?
        if let endAt {
            var next = writer
            do {
                let text = try next.line(for: TimedEvent(t: endAt, event: .end))
                try writeLine(text, line: next.lineNumber, event: true)
                writer = next
            } catch where error.kind == .invalidData {
                refusedEnd = error
            }
        }
        self.file = nil
        do { try file.commit() } catch {
            let failed = SessionError(file: path, line: 0, message: "\(error.action): \(String(cString: strerror(error.code))); nothing saved", kind: .io)
            failure = failed
            throw failed
        }
        if let refusedEnd { throw refusedEnd }
    }

    deinit {
        // No `end`: an abandoned recording is put in place like an interrupted one.
        try? file?.commit()
    }

    /// Where the lines are while recording (the temporary file beside `path`), or nil once done.
    public var writingPath: String? {
        lock.withLock { file?.temporaryPath }
    }

    /// Writes `text` whole; on failure keeps the whole lines before it (see the type's
    /// documentation) and remembers the error. Lock held.
    private func writeLine(_ text: String, line: Int, event: Bool) throws(SessionError) {
        guard let file else { return }
        let goodSize = file.size
        var text = text
        let result: Result<Void, OutputError> = text.withUTF8 { bytes in
            Result { () throws(OutputError) in try file.write(UnsafeRawBufferPointer(bytes)) }
        }
        guard case .failure(let error) = result else {
            if event { eventCount += 1 }
            return
        }
        self.file = nil
        file.truncate(to: goodSize)
        var saved = "nothing saved"
        if line > 1 {
            do {
                try file.commit()
                saved = "the \(eventCount) events before it are saved (lines 1-\(line - 1), no end: replay runs until the scene rests)"
            } catch {}
        } else {
            file.discard()
        }
        let failed = SessionError(file: path, line: line,
                                  message: "cannot write: \(String(cString: strerror(error.code))); \(saved)", kind: .io)
        failure = failed
        throw failed
    }
}
