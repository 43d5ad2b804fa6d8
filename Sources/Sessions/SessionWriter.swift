/// Formats a session's lines, refusing anything the reader would reject.
///
/// Pure formatting with no I/O, so tests, tools and the fuzzer can produce session text
/// in memory; `SessionRecorder` adds the file. Every line it returns ends with "\n".
/// Numbers are written compactly and round-trip bit for bit: integral values without
/// ".0" (`640`), `-0.0` as `-0`, others in Swift's shortest round-tripping form (`8.3`).
public struct SessionWriter: Sendable {
    /// The name used in errors (the path, when recording to a file).
    public let name: String
    /// The session's header.
    public let header: SessionHeader
    /// Line 1, with its "\n".
    public let headerLine: String
    /// Number of the last line produced; the header is line 1.
    public private(set) var lineNumber = 1
    private var previousT: Double?

    /// Checks `header` and formats its line. Errors name line 1 of `name`.
    public init(header: SessionHeader, name: String = "<session>") throws(SessionError) {
        if let problem = header.problem {
            throw SessionError(file: name, line: 1, message: problem.message)
        }
        self.name = name
        self.header = header
        headerLine = SessionLineEncoder.line(for: header) + "\n"
    }

    /// The line for `timed`, with its "\n". Throws, naming the line it would have been,
    /// when a number is not finite, `t` is negative or smaller than the previous event's,
    /// a key name is empty or a resize is not positive; nothing changes then.
    public mutating func line(for timed: TimedEvent) throws(SessionError) -> String {
        let line = lineNumber + 1
        if let problem = timed.problem {
            throw SessionError(file: name, line: line, message: problem.message)
        }
        if let previousT, timed.t < previousT {
            throw SessionError(file: name, line: line, message: SessionProblem.decreasingTime(timed.t, after: previousT).message)
        }
        previousT = timed.t
        lineNumber = line
        return SessionLineEncoder.line(for: timed) + "\n"
    }

    /// A whole session as text: the header line and one line per event.
    public static func text(header: SessionHeader, events: [TimedEvent],
                            name: String = "<session>") throws(SessionError) -> String {
        var writer = try SessionWriter(header: header, name: name)
        var text = writer.headerLine
        for event in events {
            text += try writer.line(for: event)
        }
        return text
    }
}
