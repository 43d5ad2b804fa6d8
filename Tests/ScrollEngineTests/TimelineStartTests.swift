import Foundation
import Testing
@testable import ScrollEngine

/// An engine's own clock zero for what a lift starts (`Scroller.timelineStartMs`, Qt's timeline):
/// the fling, or the return from past a bound, counts from it, even when it comes after the
/// frame that follows the lift.
@Suite("Timeline start")
struct TimelineStartTests {
    /// A 2000 px/s drag down the content, lifted at 125 ms, under the qtquick preset; `zeroMs`
    /// is the engine's clock zero, nil for none.
    static func flung(zeroMs: Double?) throws -> Scroller {
        var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 5000)]),
                                preset: .qtquick)
        try scroller.pointerDown(position: 700, timeMs: 0)
        for i in 1...15 { try scroller.pointerMove(position: 700 - 16 * Double(i), timeMs: 8 * Double(i)) }
        scroller.timelineStartMs = zeroMs
        try scroller.pointerUp(position: 460, timeMs: 125)
        return scroller
    }

    @Test("a zero after the first frame holds the release offset until a frame reaches it, then whole ms from it")
    func flingHoldsUntilZero() throws {
        var scroller = try Self.flung(zeroMs: 131.4)
        let release = try #require(scroller.lastRelease)
        #expect(scroller.timelineStartMs == nil, "the lift uses it up")
        let curve = PhysicsPreset.qtquick.fling.simulation(for: FlingStart(velocity: release.velocity, origin: release.offset, viewport: 800))
        var previousMs = 125.0
        for frameMs in [128.0, 144.9, 161.2] {
            scroller.frameTimeMs = frameMs
            try scroller.step((frameMs - previousMs) / 1000)
            previousMs = frameMs
            let shown = scroller.chain.totalOffset - release.offset
            if frameMs < 131.4 {
                #expect(abs(shown) < 1e-9, "before the zero the fling has not moved")
            } else {
                #expect(abs(shown - curve.x((frameMs - 131.4).rounded(.down) / 1000)) < 1e-9)
            }
        }
        // Without it the fling counts from the lift and has moved by the first frame.
        var plain = try Self.flung(zeroMs: nil)
        plain.frameTimeMs = 128
        try plain.step(0.003)
        #expect(plain.chain.totalOffset - release.offset > 5)
    }

    @Test("a release past a bound returns from the engine's zero")
    func fixupCountsFromZero() throws {
        func released(zeroMs: Double?) throws -> Scroller {
            var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 0, leading: .bounce)]),
                                    preset: .qtquick)
            try scroller.pointerDown(position: 100, timeMs: 0)
            // A slow drag toward the start, past it; held still before the lift (no fling).
            for i in 1...40 { try scroller.pointerMove(position: 100 + 5 * Double(i), timeMs: 20 * Double(i)) }
            scroller.timelineStartMs = zeroMs
            try scroller.pointerUp(position: 300, timeMs: 1000)
            return scroller
        }
        var late = try released(zeroMs: 1010)
        var now = try released(zeroMs: nil)
        let past = late.chain.nodes[0].offset
        #expect(past < -10)
        late.frameTimeMs = 1005
        try late.step(0.005)
        now.frameTimeMs = 1005
        try now.step(0.005)
        #expect(late.chain.nodes[0].offset == past, "the return has not started before the zero")
        #expect(now.chain.nodes[0].offset > past, "without it, it starts at the lift")
        late.frameTimeMs = 1026.5
        try late.step(0.0215)
        let fixup = QtFlickableOvershoot(fixupFrom: past)
        #expect(abs(late.chain.nodes[0].offset - fixup.x(0.016)) < 1e-9)
    }
}
