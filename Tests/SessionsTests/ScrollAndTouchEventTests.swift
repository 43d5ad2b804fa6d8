import Testing
@testable import Sessions

/// The `scroll` and `touch` events (docs/sessions.md): read with the reader's
/// strictness and the documented limits, written in the documented field order, round trip.
struct ScrollAndTouchEventTests {
    static let session = """
        {"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}
        {"t":0,"type":"scroll","x":640,"y":500,"dx":0,"dy":12.5}
        {"t":8,"type":"scroll","x":640,"y":500,"dx":-1.25,"dy":-0}
        {"t":16,"type":"scroll","x":640,"y":500,"dx":0,"dy":0}
        {"t":20,"type":"touch","phase":"begin","id":3,"x":640,"y":500}
        {"t":28,"type":"touch","phase":"move","id":3,"x":640.5,"y":480}
        {"t":30,"type":"touch","phase":"begin","id":4,"x":100,"y":100}
        {"t":36,"type":"touch","phase":"end","id":3,"x":640.5,"y":470}
        {"t":40,"type":"touch","phase":"cancel","id":4,"x":-20,"y":1000000}

        """

    static let events: [TimedEvent] = [
        TimedEvent(t: 0, event: .scroll(x: 640, y: 500, dx: 0, dy: 12.5)),
        TimedEvent(t: 8, event: .scroll(x: 640, y: 500, dx: -1.25, dy: -0.0)),
        TimedEvent(t: 16, event: .scroll(x: 640, y: 500, dx: 0, dy: 0)),
        TimedEvent(t: 20, event: .touch(phase: .begin, id: 3, x: 640, y: 500)),
        TimedEvent(t: 28, event: .touch(phase: .move, id: 3, x: 640.5, y: 480)),
        TimedEvent(t: 30, event: .touch(phase: .begin, id: 4, x: 100, y: 100)),
        TimedEvent(t: 36, event: .touch(phase: .end, id: 3, x: 640.5, y: 470)),
        TimedEvent(t: 40, event: .touch(phase: .cancel, id: 4, x: -20, y: 1_000_000)),
    ]

    @Test func readsToTheExactEvents() throws {
        let read = try SessionFixtures.read(Self.session)
        #expect(SessionFixtures.identical(read.events, Self.events))
    }

    @Test func writesTheDocumentedFieldOrderByteForByte() throws {
        let text = try SessionWriter.text(header: SessionFixtures.documentedHeader, events: Self.events)
        #expect(text == Self.session)
    }

    static let badLines: [(line: String, message: String)] = [
        (#"{"t":20,"type":"scroll","x":1,"y":2,"dx":0}"#, #"missing "dy" (required by "scroll" events)"#),
        (#"{"t":20,"type":"scroll","x":1,"y":2,"dx":"0","dy":0}"#, #"expected "dx" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"scroll","x":1,"y":2,"dx":0,"dy":1000000.5}"#, #"expected "dy" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"scroll","x":-1e7,"y":2,"dx":0,"dy":0}"#, #"expected "x" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"scroll","x":1,"y":2,"dx":1e999,"dy":0}"#, #"expected "dx" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"touch","id":1,"x":1,"y":2}"#, #"missing "phase" (required by "touch" events)"#),
        (#"{"t":20,"type":"touch","phase":"up","id":1,"x":1,"y":2}"#, #"expected "phase" to be "begin", "move", "end" or "cancel""#),
        (#"{"t":20,"type":"touch","phase":3,"id":1,"x":1,"y":2}"#, #"expected "phase" to be "begin", "move", "end" or "cancel""#),
        (#"{"t":20,"type":"touch","phase":"begin","id":1.5,"x":1,"y":2}"#, #"expected "id" to be an integer"#),
        (#"{"t":20,"type":"touch","phase":"begin","id":1,"x":1}"#, #"missing "y" (required by "touch" events)"#),
        (#"{"t":20,"type":"touch","phase":"move","id":1,"x":1,"y":-1000001}"#, #"expected "y" to be a finite number within ±1000000"#),
    ]

    @Test(arguments: badLines)
    func badLinesNameTheLineAndTheProblem(line: String, message: String) {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":16.6,"type":"end"}"# + "\n" + line + "\n"
        #expect(SessionFixtures.error(reading: text) == SessionError(file: "s.jsonl", line: 3, message: message))
    }

    @Test func writerRefusesWhatTheReaderWould() throws {
        var writer = try SessionWriter(header: SessionFixtures.documentedHeader, name: "w.jsonl")
        #expect(throws: SessionError(file: "w.jsonl", line: 2, message: #"expected "dy" to be a finite number within ±1000000"#)) {
            try writer.line(for: TimedEvent(t: 1, event: .scroll(x: 0, y: 0, dx: 0, dy: 2e6)))
        }
        #expect(throws: SessionError(file: "w.jsonl", line: 2, message: #"expected "x" to be a finite number within ±1000000"#)) {
            try writer.line(for: TimedEvent(t: 1, event: .touch(phase: .move, id: 1, x: .nan, y: 0)))
        }
        #expect(try writer.line(for: TimedEvent(t: 1, event: .touch(phase: .move, id: -7, x: 1e6, y: -1e6)))
                == #"{"t":1,"type":"touch","phase":"move","id":-7,"x":1000000,"y":-1000000}"# + "\n")
    }
}
