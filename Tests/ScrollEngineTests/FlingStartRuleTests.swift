import Foundation
import Testing
@testable import ScrollEngine

/// When a release's fling starts: at the lift's time, on the frame that handles the lift, or on
/// the frame after.
@Suite("Fling start rule")
struct FlingStartRuleTests {
    /// A 2000 px/s drag lifted at 290 ms, frames every 1000/60 ms from 0; the offset at each frame.
    static func frames(_ rule: FlingStartRule) throws -> [(timeMs: Double, offset: Double)] {
        let preset = PhysicsPreset.ios.with { $0.flingStart = rule }
        return ReferenceFlick(velocity: 2000, releaseMs: 290, hz: 60).run(preset).all
    }

    @Test("input moves in the frame after the lift; lift-frame holds that frame at the drag's end; next-frame holds two")
    func heldFrames() throws {
        let input = try Self.frames(.input), liftFrame = try Self.frames(.liftFrame), nextFrame = try Self.frames(.nextFrame)
        // Frame 18 (300 ms) is the first at or after the lift.
        let lift = try #require(input.firstIndex { $0.timeMs >= 290 })
        let dragEnd = ReferenceFlick(velocity: 2000, releaseMs: 290, hz: 60).run(.ios).outcome.releaseOffset
        #expect(abs(liftFrame[lift].offset - dragEnd) < 1e-9)
        #expect(abs(nextFrame[lift].offset - dragEnd) < 1e-9 && abs(nextFrame[lift + 1].offset - dragEnd) < 1e-9)
        #expect(input[lift].offset > dragEnd + 5, "10 ms of momentum at 2000 px/s")
        // The same curve, shifted: lift-frame's frame n + 1 is next-frame's frame n + 2.
        for n in lift..<(lift + 30) {
            #expect(abs(liftFrame[n + 1].offset - nextFrame[n + 2].offset) < 1e-9)
        }
        #expect(FlingStartRule.liftFrame.startMs(liftMs: 290, periodMs: 1000.0 / 60) == 300)
        #expect(FlingStartRule.nextFrame.startMs(liftMs: 300, periodMs: 1000.0 / 60) == 300 + 1000.0 / 60)
        #expect(FlingStartRule.input.startMs(liftMs: 290, periodMs: 1000.0 / 60) == 290)
    }

    @Test("a preset file without fling_start reads as input; the key round-trips")
    func decoding() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(PhysicsPreset.qtquick)) as? [String: Any])
        #expect(object["fling_start"] as? String == "lift-frame")
        object["fling_start"] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.flingStart == .input)
        let back = try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(PhysicsPreset.qtquick))
        #expect(back == PhysicsPreset.qtquick)
    }
}
