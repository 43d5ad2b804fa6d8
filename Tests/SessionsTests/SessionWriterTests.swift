@testable import Sessions
import TestSupport
import Testing

/// Formatting sessions: exact text, and round trips bit for bit.
struct SessionWriterTests {
    @Test func documentedExampleIsReproducedByteForByte() throws {
        let text = try SessionWriter.text(header: SessionFixtures.documentedHeader, events: SessionFixtures.documentedEvents)
        #expect(text == SessionFixtures.documentedExample)
    }

    @Test func optionalHeaderKeysAreWrittenOnlyWhenNotDefault() throws {
        let header = SessionHeader(scene: .chat, physics: "android", width: 640, height: 480, hz: 59.94,
                                   bounce: .child, loadLatencyMs: 250.5)
        let writer = try SessionWriter(header: header)
        #expect(writer.headerLine == #"{"handoff":1,"scene":"chat","physics":"android","size":[640,480],"hz":59.94,"bounce":"child","load_latency_ms":250.5}"# + "\n")
        #expect(try SessionFixtures.read(writer.headerLine).header == header)
    }

    static let numbers: [(value: Double, text: String)] = [
        (0, "0"), (-0.0, "-0"), (640, "640"), (-5, "-5"), (8.3, "8.3"), (0.1 + 0.2, "0.30000000000000004"),
        (1000.0 / 60, "16.666666666666668"), (1e-7, "1e-07"), (1e20, "1e+20"),
        (9_007_199_254_740_991, "9007199254740991"), (9_007_199_254_740_992, "9007199254740992"), (1e15, "1000000000000000"),
        (1e16, "1e+16"), (9_007_199_254_740_994, "9.007199254740994e+15"), (-1.5e300, "-1.5e+300"),
        (Double.leastNonzeroMagnitude, "5e-324"), (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
    ]

    @Test(arguments: numbers)
    func numbersAreCompactAndRoundTrip(value: Double, text: String) throws {
        #expect(SessionLineEncoder.number(value) == text)
        guard case let .number(parsed) = try JSONLineParser.parse(Array(text.utf8)) else {
            Issue.record("not a number")
            return
        }
        #expect(parsed.value.bitPattern == value.bitPattern)
    }

    @Test func keyNamesAreEscaped() {
        let line = { (name: String) in SessionLineEncoder.line(for: TimedEvent(t: 1, event: .key(name))) }
        #expect(line("2") == #"{"t":1,"type":"key","key":"2"}"#)
        #expect(line("\"") == #"{"t":1,"type":"key","key":"\""}"#)
        #expect(line("\\") == #"{"t":1,"type":"key","key":"\\"}"#)
        #expect(line("\n\t\u{1}\u{1F}") == #"{"t":1,"type":"key","key":"\n\t\u0001\u001F"}"#)
        #expect(line("é/😀") == #"{"t":1,"type":"key","key":"é/😀"}"#)
    }

    static let invalidEvents: [(event: TimedEvent, message: String)] = [
        (TimedEvent(t: .nan, event: .end), #"expected "t" to be a finite number"#),
        (TimedEvent(t: .infinity, event: .end), #"expected "t" to be a finite number"#),
        (TimedEvent(t: -1, event: .end), #"expected "t" to be >= 0, got -1"#),
        (TimedEvent(t: 5, event: .end), #""t" decreases (5 after 10)"#),
        (TimedEvent(t: 10, event: .move(x: .nan, y: 0)), #"expected "x" to be a finite number within ±1000000"#),
        (TimedEvent(t: 10, event: .wheel(x: 0, y: 0, dx: 0, dy: -.infinity)), #"expected "dy" to be an integer within ±100 (wheel notches)"#),
        (TimedEvent(t: 86_400_001, event: .end), #""t" is beyond 24 hours (at most 86400000 ms, got 86400001)"#),
        (TimedEvent(t: 10, event: .down(x: 0, y: 2e6, button: 1)), #"expected "y" to be a finite number within ±1000000"#),
        (TimedEvent(t: 10, event: .wheel(x: 0, y: 0, dx: 0, dy: 1000)), #"expected "dy" to be an integer within ±100 (wheel notches)"#),
        (TimedEvent(t: 10, event: .resize(width: 16384, height: 16384)), #""w"×"h" must be at most 67108864 pixels, got 16384×16384 = 268435456"#),
        (TimedEvent(t: 10, event: .key("")), #"expected "key" to be a non-empty string"#),
        (TimedEvent(t: 10, event: .resize(width: 0, height: 1)), #"expected "w" to be an integer > 0"#),
        (TimedEvent(t: 10, event: .resize(width: 1, height: -1)), #"expected "h" to be an integer > 0"#),
    ]

    /// The writer refuses, in the reader's words, anything the reader would reject.
    @Test(arguments: invalidEvents)
    func invalidEventsAreRefused(event: TimedEvent, message: String) throws {
        var writer = try SessionWriter(header: SessionFixtures.documentedHeader, name: "w.jsonl")
        _ = try writer.line(for: TimedEvent(t: 10, event: .end))
        #expect(throws: SessionError(file: "w.jsonl", line: 3, message: message)) { try writer.line(for: event) }
        #expect(writer.lineNumber == 2)
        _ = try writer.line(for: TimedEvent(t: 10, event: .end))  // still usable
        #expect(writer.lineNumber == 3)
    }

    @Test func invalidHeadersAreRefused() {
        // (An unknown scene cannot be written: `scene` is a `SceneKind`; the reader's test refuses one.)
        var header = SessionFixtures.documentedHeader
        header.hz = .nan
        #expect(throws: SessionError.self) { _ = try SessionWriter(header: header) }
        header = SessionFixtures.documentedHeader
        header.width = 0
        #expect(throws: SessionError.self) { _ = try SessionWriter(header: header) }
        header = SessionFixtures.documentedHeader
        header.width = 16_385
        #expect(throws: SessionError(file: "w.jsonl", line: 1, message: #""size" must be at most 16384 on each side, got 16385×800"#)) {
            _ = try SessionWriter(header: header, name: "w.jsonl")
        }
        header = SessionFixtures.documentedHeader
        header.version = 2
        #expect(throws: SessionError.self) { _ = try SessionWriter(header: header) }
    }

    /// Random events, including awkward doubles, survive writer → reader bit for bit,
    /// whatever the read boundaries.
    @Test(arguments: [1, 2, 3, 42, 0xDEAD_BEEF])
    func randomSessionsRoundTripBitForBit(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let events = RandomSession.events(count: 2000, using: &random)
        let header = RandomSession.header(using: &random)
        let text = try SessionWriter.text(header: header, events: events)
        // Random events include `end` mid-way; the reader notes the first event after one.
        let firstAfterEnd = events.firstIndex { $0.event == .end }.map { $0 + 1 }.flatMap { $0 < events.count ? $0 : nil }
        let expectedWarnings = firstAfterEnd.map { index in
            events[index].event == .end ? [#"s.jsonl:\#(index + 2): a second "end" (replay stops at the first)"#]
                                        : [#"s.jsonl:\#(index + 2): event after "end" (replay stops at "end")"#]
        } ?? []
        for chunk in [Int.max, 1 + Int(random.next() % 300)] {
            let session = try SessionFixtures.read(text, maxChunk: chunk)
            #expect(session.header == header)
            #expect(session.header.hz.bitPattern == header.hz.bitPattern)
            #expect(SessionFixtures.identical(session.events, events))
            #expect(session.warnings == expectedWarnings)
        }
        // Writing what was read gives the same text again.
        let reread = try SessionFixtures.read(text)
        #expect(try SessionWriter.text(header: reread.header, events: reread.events) == text)
    }
}
