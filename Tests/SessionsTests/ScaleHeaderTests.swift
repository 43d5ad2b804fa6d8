import Testing
@testable import Sessions

/// The header's optional `scale`: the display scale a session was recorded at.
@Suite("Header key scale")
struct ScaleHeaderTests {
    @Test("absent means 1 and is not written; other scales round trip", arguments: [1.0, 1.25, 1.5, 2.0, 3.0])
    func roundTrip(scale: Double) throws {
        var header = SessionFixtures.documentedHeader
        header.scale = scale
        let text = try SessionWriter.text(header: header, events: [TimedEvent(t: 5, event: .end)])
        #expect(text.contains("\"scale\"") == (scale != 1))
        #expect(try SessionFixtures.read(text).header == header)
        #expect(try SessionFixtures.read(SessionFixtures.documentedExample).header.scale == 1)
    }

    @Test("a scale that is not supported is bad data naming the line", arguments: ["1.3", "0", "\"2\"", "-2"])
    func badScale(value: String) {
        let text = #"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60,"scale":"# + value + "}\n"
        #expect(throws: SessionError.self) { _ = try SessionFixtures.read(text) }
        var header = SessionFixtures.documentedHeader
        header.scale = 1.3
        #expect(throws: SessionError(file: "w.jsonl", line: 1, message: #"expected "scale" to be one of 1, 1.25, 1.5, 2, 3"#)) {
            _ = try SessionWriter(header: header, name: "w.jsonl")
        }
    }
}
