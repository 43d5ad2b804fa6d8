import Pixels
import Sessions
import Testing
import Replay

/// `replay --scale` cannot make a session's frames larger than the pixel limits: refused at the
/// header's line before any framebuffer exists.
@Suite("Replay: the scale override meets the device-pixel limits")
struct ReplayScaleLimitTests {
    static let text = #"{"handoff":1,"scene":"profile","physics":"ios","size":[16384,4096],"hz":60}"# + "\n" + #"{"t":10,"type":"end"}"# + "\n"

    @Test("at --scale 2 a 16384×4096 session is refused on line 1, naming the device size")
    func refusedBeforeAllocation() throws {
        let reader = try SessionReader(bytes: Array(Self.text.utf8), name: "big.jsonl")
        #expect(throws: SessionError(file: "big.jsonl", line: 1, message: "\"size\" 16384×4096 at --scale 2 is 32768×8192 device pixels; at most 16384 on each side and 67108864 pixels are drawn")) {
            _ = try Replay(reader: reader, overrides: ReplayOverrides(scale: DisplayScale(2)))
        }
    }

    @Test("the options for the header at scale 1 are within the limits")
    func scaleOneAccepted() throws {
        let reader = try SessionReader(bytes: Array(Self.text.utf8), name: "big.jsonl")
        let options = try Replay.options(for: reader.header, file: "big.jsonl", overrides: ReplayOverrides(scale: DisplayScale(1)))
        #expect(options.deviceSize.width == 16384)
    }
}
