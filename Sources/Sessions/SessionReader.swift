/// Reads and validates a session file line by line, in constant memory.
///
/// `init` reads and checks the header (line 1); each `next()` returns the next event.
/// Every line is checked: a JSON object, `t` a finite number ≥ 0 that never decreases
/// (equal times are fine), `type` known, the type's fields present with the right types
/// (numbers finite, `button`, `w`, `h` written as integers, `w`/`h` > 0, `key` a
/// non-empty string). Unknown keys are ignored. Lines are limited to
/// `maxLineLength` bytes; "\r\n" line ends are accepted (the "\r" is JSON whitespace).
///
/// Two tolerances, both recorded in `warnings` rather than thrown:
/// - A torn last line — the file does not end with "\n" and its last fragment is not
///   valid JSON, which is what a recorder killed mid-write leaves — is ignored
///   (`FILE:LINE: ignoring incomplete last line`). A last line without "\n" that parses
///   is an ordinary line, validated as usual. The header is never treated as torn.
/// - Events after an `end` event are returned, but a warning notes the first of them,
///   because replay stops at `end` and will not deliver them.
///
/// Blank (whitespace-only) lines are an error, except at the end of the file, where
/// editors like to leave them. The error names the first blank line.
///
/// Errors are sticky: after `next()` throws, it throws the same error again.
/// A reader is a value: copies read on independently (files are read with `pread`),
/// except for unseekable files such as pipes, where copies share the position.
public struct SessionReader: Sendable {
    /// Longest line accepted, in bytes, not counting its "\n".
    public static let maxLineLength = SessionLineScanner.maxLineLength

    /// The file's header (line 1), already validated.
    public let header: SessionHeader
    /// Problems tolerated so far, each as `FILE:LINE: message`.
    public private(set) var warnings: [String] = []

    private var scanner: SessionLineScanner
    private var previousT: Double?
    private var firstPendingBlankLine: Int?
    private var sawEndEvent = false
    private var warnedAboutEventAfterEnd = false
    private var failure: SessionError?
    private var finished = false

    /// The scale the frames are drawn at (the header's unless replay overrides it): a `resize`
    /// whose device pixels break the limits is refused at its line.
    public var deviceScale: Double = 1

    /// The name used in errors and warnings (the path, for files).
    public var name: String { scanner.name }
    /// Number of the last line read (1 after `init`).
    public var lineNumber: Int { scanner.lineNumber }
    /// Bytes held by the line buffer, which never grows; exposed for tests.
    var bufferCapacity: Int { scanner.bufferCapacity }

    /// Opens `path` and reads its header. Throws `.io` errors when the file cannot be
    /// opened or read and `.invalidData` errors when the header is missing or invalid.
    public init(path: String) throws(SessionError) {
        try self.init(source: SessionByteSource(path: path))
    }

    /// Reads a session held in memory; `name` stands in for the path in messages.
    public init(bytes: [UInt8], name: String) throws(SessionError) {
        try self.init(source: SessionByteSource(bytes: bytes, name: name))
    }

    /// Like `init(bytes:name:)`, but the bytes arrive at most `maxChunk` at a time, so tests
    /// and the fuzzer can make lines straddle every possible read boundary.
    init(bytes: [UInt8], name: String, maxChunk: Int) throws(SessionError) {
        try self.init(source: SessionByteSource(bytes: bytes, name: name, maxChunk: maxChunk))
    }

    private init(source: SessionByteSource) throws(SessionError) {
        var scanner = SessionLineScanner(source: source)
        let name = scanner.name
        guard let (parsed, _) = try scanner.nextLine({ bytes, terminated in
            let header = ByteOrderMark.isAtStart(of: bytes)
                ? .failure(JSONSyntaxError(problem: ByteOrderMark.problem, column: 1)) : SessionReader.parse(bytes)
            return (header, terminated)
        }) else {
            throw SessionError(file: name, line: 1, message: "empty file (expected the header line)")
        }
        switch parsed {
        case .success(nil):
            throw SessionError(file: name, line: 1, message: "blank line (expected the header line)")
        case let .failure(syntax) where syntax.problem == ByteOrderMark.problem:
            throw SessionError(file: name, line: 1, message: ByteOrderMark.problem)
        case let .failure(syntax):
            throw SessionError(file: name, line: 1, message: "not valid JSON: \(syntax.description)")
        case let .success(value?):
            do {
                header = try SessionLineDecoder.header(from: value)
            } catch {
                throw SessionError(file: name, line: 1, message: error.message)
            }
        }
        self.scanner = scanner
        deviceScale = header.scale
    }

    /// The next event, or nil at the end of the file.
    public mutating func next() throws(SessionError) -> TimedEvent? {
        if let failure { throw failure }
        if finished { return nil }
        do {
            guard let event = try readEvent() else {
                finished = true
                return nil
            }
            return event
        } catch {
            failure = error
            throw error
        }
    }

    /// Reads a whole session file: header, every event, and the warnings.
    public static func readAll(path: String) throws(SessionError)
        -> (header: SessionHeader, events: [TimedEvent], warnings: [String]) {
        var reader = try SessionReader(path: path)
        return try reader.readRemaining()
    }

    /// Reads a whole session held in memory; `name` stands in for the path in messages.
    public static func readAll(bytes: [UInt8], name: String) throws(SessionError)
        -> (header: SessionHeader, events: [TimedEvent], warnings: [String]) {
        var reader = try SessionReader(bytes: bytes, name: name)
        return try reader.readRemaining()
    }

    private mutating func readRemaining() throws(SessionError)
        -> (header: SessionHeader, events: [TimedEvent], warnings: [String]) {
        var events: [TimedEvent] = []
        while let event = try next() {
            events.append(event)
        }
        return (header, events, warnings)
    }

    // MARK: - Lines

    private mutating func readEvent() throws(SessionError) -> TimedEvent? {
        while true {
            guard let (parsed, terminated) = try scanner.nextLine({ bytes, terminated in
                (SessionReader.parse(bytes), terminated)
            }) else {
                return nil  // blank lines still pending are trailing ones: allowed
            }
            let line = scanner.lineNumber
            let value: JSONValue
            switch parsed {
            case .success(nil):
                if firstPendingBlankLine == nil { firstPendingBlankLine = line }
                continue
            case let .failure(syntax):
                if !terminated {
                    warnings.append("\(name):\(line): ignoring incomplete last line")
                    return nil
                }
                try rejectPendingBlankLine()
                throw SessionError(file: name, line: line, message: "not valid JSON: \(syntax.description)")
            case let .success(parsedValue?):
                value = parsedValue
            }
            try rejectPendingBlankLine()
            let timed: TimedEvent
            do {
                timed = try SessionLineDecoder.event(from: value)
            } catch {
                throw SessionError(file: name, line: line, message: error.message)
            }
            if case let .resize(width, height) = timed.event,
               let problem = SessionLimits.deviceSizeProblem(width: width, height: height, scale: deviceScale,
                                                             label: "scale \(SessionLineEncoder.number(deviceScale))") {
                throw SessionError(file: name, line: line, message: "\"w\"×\"h\" " + problem)
            }
            if let previousT, timed.t < previousT {
                throw SessionError(file: name, line: line,
                                   message: SessionProblem.decreasingTime(timed.t, after: previousT).message)
            }
            previousT = timed.t
            if sawEndEvent && !warnedAboutEventAfterEnd {
                warnedAboutEventAfterEnd = true
                warnings.append(timed.event == .end ? "\(name):\(line): a second \"end\" (replay stops at the first)"
                                                    : "\(name):\(line): event after \"end\" (replay stops at \"end\")")
            }
            if timed.event == .end { sawEndEvent = true }
            return timed
        }
    }

    private func rejectPendingBlankLine() throws(SessionError) {
        if let blank = firstPendingBlankLine {
            throw SessionError(file: name, line: blank, message: "blank line (only allowed at the end of the file)")
        }
    }

    /// nil for a blank line (only spaces, tabs, "\r"), else the parsed JSON or why it is not JSON.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue?, JSONSyntaxError> {
        let isBlank = bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        if isBlank { return .success(nil) }
        do {
            return .success(try JSONLineParser.parse(bytes))
        } catch {
            return .failure(error)
        }
    }
}
