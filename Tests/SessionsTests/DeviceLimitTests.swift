import Scenes
@testable import Sessions
import Testing

/// The pixel limits hold for device pixels (size × scale), and replay keeps the promise about
/// events after `end` (docs/sessions.md).
@Suite("Sessions: device-pixel limits, events after end")
struct DeviceLimitTests {
    static func header(size: String, scale: String?) -> String {
        #"{"handoff":1,"scene":"profile","physics":"ios","size":\#(size),"hz":60"# + (scale.map { #","scale":\#($0)"# } ?? "") + "}"
    }

    @Test("a size within the limits at scale 1 is refused at line 1 when its scale makes it too many device pixels")
    func headerAtScale() throws {
        #expect(throws: SessionError(file: "s.jsonl", line: 1, message: "\"size\" 16384×4096 at \"scale\" 3 is 49152×12288 device pixels; at most 16384 on each side and 67108864 pixels are drawn")) {
            _ = try SessionFixtures.read(Self.header(size: "[16384,4096]", scale: "3") + "\n")
        }
        _ = try SessionFixtures.read(Self.header(size: "[16384,4096]", scale: nil) + "\n")
        _ = try SessionFixtures.read(Self.header(size: "[1920,1080]", scale: "3") + "\n")
    }

    @Test("the writer refuses a header whose scale breaks the limits, in the reader's words")
    func writerAgrees() {
        let header = SessionHeader(scene: .profile, physics: "ios", width: 8192, height: 8192, hz: 60, scale: 2)
        #expect(throws: SessionError(file: "<session>", line: 1, message: "\"size\" 8192×8192 at \"scale\" 2 is 16384×16384 device pixels; at most 16384 on each side and 67108864 pixels are drawn")) {
            _ = try SessionWriter(header: header)
        }
    }

    @Test("a resize beyond the limits at the scale replay draws at is refused at its line")
    func resizeAtScale() throws {
        let text = Self.header(size: "[1280,800]", scale: nil) + "\n" + #"{"t":1,"type":"resize","w":9000,"h":100}"# + "\n"
        var reader = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl")
        reader.deviceScale = 2
        #expect(throws: SessionError(file: "s.jsonl", line: 2, message: "\"w\"×\"h\" 9000×100 at scale 2 is 18000×200 device pixels; at most 16384 on each side and 67108864 pixels are drawn")) {
            _ = try reader.next()
        }
        var atOne = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl")
        #expect(try atOne.next()?.event == .resize(width: 9000, height: 100))
    }

    @Test("replaying stops at end and still warns about the event after it, or a second end",
          arguments: [(#"{"t":6,"type":"key","key":"a"}"#, #"s.jsonl:4: event after "end" (replay stops at "end")"#),
                      (#"{"t":6,"type":"end"}"#, #"s.jsonl:4: a second "end" (replay stops at the first)"#)])
    func warnsAfterEnd(after: String, warning: String) throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"key","key":"b"}"# + "\n" + #"{"t":5,"type":"end"}"# + "\n" + after + "\n"
        var schedule = ReplaySchedule(reader: try SessionReader(bytes: Array(text.utf8), name: "s.jsonl"))
        var delivered = 0
        while let frame = try schedule.nextFrame() { delivered += frame.events.count }
        #expect(delivered == 2)
        #expect(schedule.warnings == [warning])
    }
}
