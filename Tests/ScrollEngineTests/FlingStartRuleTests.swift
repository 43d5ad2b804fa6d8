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

    @Test("previous-frame starts at the frame before the lift, or at the lift when that frame is over 50 ms old; input-one-frame-late shows input's frames one frame later; last-move starts at the last move")
    func timeRules() throws {
        let input = try Self.frames(.input), previous = try Self.frames(.previousFrame), late = try Self.frames(.inputOneFrameLate)
        let lift = try #require(input.firstIndex { $0.timeMs >= 290 })
        let dragEnd = ReferenceFlick(velocity: 2000, releaseMs: 290, hz: 60).run(.ios).outcome.releaseOffset
        let curve = PhysicsPreset.ios.fling.simulation(for: FlingStart(velocity: 2000))
        // Frame 18 (300 ms) shows 16.7 ms of motion from the frame at 283.3 ms.
        #expect(abs(previous[lift].offset - dragEnd - curve.x(1.0 / 60)) < 1e-6)
        #expect(FlingStartRule.previousFrame.startMs(liftMs: 290, periodMs: 1000.0 / 60) == 1000.0 / 60 * 17)
        #expect(FlingStartRule.previousFrame.startMs(liftMs: 300, periodMs: 1000.0 / 60) == 1000.0 / 60 * 17)
        #expect(FlingStartRule.previousFrame.startMs(liftMs: 290, periodMs: 100) == 290)
        #expect(abs(late[lift].offset - dragEnd) < 1e-9)
        for n in lift..<(lift + 30) { #expect(abs(late[n + 1].offset - input[n].offset) < 1e-9) }
        // Moves every 8 ms up to 120 ms, the lift at 125 ms where the last move was.
        var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 0)]),
                                preset: .ios.with { $0.flingStart = .lastMove })
        try scroller.pointerDown(position: 700, timeMs: 0)
        for i in 1...15 { try scroller.pointerMove(position: 700 - 16 * Double(i), timeMs: 8 * Double(i)) }
        try scroller.pointerUp(position: 460, timeMs: 125)
        let release = try #require(scroller.lastRelease)
        scroller.frameTimeMs = 1000.0 / 60 * 8
        try scroller.step(1.0 / 60)
        let moved = PhysicsPreset.ios.fling.simulation(for: FlingStart(velocity: release.velocity)).x((1000.0 / 60 * 8 - 120) / 1000)
        #expect(abs(scroller.chain.totalOffset - release.offset - moved) < 1e-6)
        // A first frame 2/60 s or more after the last move starts the curve 1/60 s before it.
        let frame = 1000.0 / 60
        #expect(abs(FlingStartRule.lastMove.startMs(liftMs: 170, periodMs: frame, lastMoveMs: 120) - 10 * frame) < 1e-9)
        #expect(FlingStartRule.lastMove.startMs(liftMs: 125, periodMs: frame, lastMoveMs: 120) == 120)
        var paused = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 0)]),
                              preset: .chromium)
        try paused.pointerDown(position: 700, timeMs: 0)
        for i in 1...15 { try paused.pointerMove(position: 700 - 16 * Double(i), timeMs: 8 * Double(i)) }
        try paused.pointerUp(position: 460, timeMs: 170)
        let pausedRelease = try #require(paused.lastRelease)
        paused.frameTimeMs = 11 * frame
        try paused.step(1.0 / 60)
        let shown = PhysicsPreset.chromium.fling.simulation(for: FlingStart(velocity: pausedRelease.velocity, viewport: 800)).x(frame / 1000)
        #expect(pausedRelease.velocity > 1000 && abs(paused.chain.totalOffset - pausedRelease.offset - shown) < 1e-6)
    }

    @Test("last-move-one-frame-late: the first frame shows the lift's sample, each later one the frame's before; a late lift restarts the curve")
    func lastMoveOneFrameLate() throws {
        let frame = 1000.0 / 60
        #expect(FlingStartRule.lastMoveOneFrameLate.startMs(liftMs: 125, periodMs: frame, lastMoveMs: 120) == 120)
        #expect(abs(FlingStartRule.lastMoveOneFrameLate.startMs(liftMs: 170, periodMs: frame, lastMoveMs: 120) - (170 - frame)) < 1e-9)
        #expect(FlingStartRule.lastMoveOneFrameLate.lagFrames == 1 && FlingStartRule.lastMoveOneFrameLate.startsAtLastMove)
        for (liftMs, startMs) in [(125.0, 120.0), (170.0, 170 - frame)] {
            // Moves every 8 ms up to 120 ms, then the lift.
            var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 0)]),
                                    preset: .ios.with { $0.flingStart = .lastMoveOneFrameLate })
            try scroller.pointerDown(position: 700, timeMs: 0)
            for i in 1...15 { try scroller.pointerMove(position: 700 - 16 * Double(i), timeMs: 8 * Double(i)) }
            try scroller.pointerUp(position: 460, timeMs: liftMs)
            let release = try #require(scroller.lastRelease)
            let curve = PhysicsPreset.ios.fling.simulation(for: FlingStart(velocity: release.velocity))
            var sampledMs = liftMs
            for index in 0..<5 {
                let frameMs = ((liftMs / frame).rounded(.up) + Double(index)) * frame
                scroller.frameTimeMs = frameMs
                try scroller.step(1.0 / 60)
                let expected = curve.x((sampledMs - startMs) / 1000)
                #expect(abs(scroller.chain.totalOffset - release.offset - expected) < 1e-6, "lift \(liftMs), frame \(index)")
                sampledMs = frameMs
            }
        }
    }

    @Test("nearest-frame starts at the frame nearest the lift: the one before early in a period, the next one late in it")
    func nearestFrame() throws {
        let frame = 1000.0 / 60
        #expect(abs(FlingStartRule.nearestFrame.startMs(liftMs: 290, periodMs: frame) - 17 * frame) < 1e-9)
        #expect(abs(FlingStartRule.nearestFrame.startMs(liftMs: 295, periodMs: frame) - 18 * frame) < 1e-9)
        // A half rounds up, and the start is never before the last frame.
        #expect(abs(FlingStartRule.nearestFrame(to: 17 * frame + frame / 2, lastFrameMs: 17 * frame, periodMs: frame) - 18 * frame) < 1e-9)
        #expect(FlingStartRule.nearestFrame(to: 100, lastFrameMs: 120, periodMs: frame) == 120)
        let input = try Self.frames(.input), nearest = try Self.frames(.nearestFrame), previous = try Self.frames(.previousFrame)
        let lift = try #require(input.firstIndex { $0.timeMs >= 290 })
        // A lift at 290 ms is nearer the frame at 283.3 than at 300: the curve starts at 283.3.
        for n in lift..<(lift + 30) { #expect(abs(nearest[n].offset - previous[n].offset) < 1e-9) }
        // A lift at 295 ms is nearer 300: that frame shows the drag's end.
        let late = ReferenceFlick(velocity: 2000, releaseMs: 295, hz: 60).run(.ios.with { $0.flingStart = .nearestFrame })
        let dragEnd = late.outcome.releaseOffset
        let first = try #require(late.all.firstIndex { $0.timeMs >= 295 })
        #expect(abs(late.all[first].offset - dragEnd) < 1e-9 && late.all[first + 1].offset > dragEnd + 5)
    }

    @Test("a preset file without fling_start reads as input; the key round-trips")
    func decoding() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(PhysicsPreset.gtk)) as? [String: Any])
        #expect(object["fling_start"] as? String == "nearest-frame")
        object["fling_start"] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.flingStart == .input)
        let back = try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(PhysicsPreset.qtquick))
        #expect(back == PhysicsPreset.qtquick)
    }
}

/// `previous-frame` counts the display's frame grid, not the frames the engine was stepped on.
@Suite("Start rules on the display's grid")
struct DisplayGridStartTests {
    /// A 1000-Hz display, input every 4 ms, the engine stepped only on the frame after each input
    /// (a replay skips the frames where nothing moves): a lift at 44 ms starts the fling at the
    /// display's frame before it, 43 ms, not at the last frame stepped, 41 ms.
    @Test("a lift between stepped frames starts at the display's previous frame")
    func previousFrameOnTheGrid() throws {
        func run(period: Double?) throws -> Double? {
            let node = ScrollNode(contentExtent: 100_000, viewportExtent: 800, offset: 50_000)
            var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: .ios.with { $0.flingStart = .previousFrame })
            scroller.displayPeriodMs = period
            try scroller.pointerDown(position: 700, timeMs: 0)
            var previous = 0.0
            for step in 1...10 {
                let t = Double(step) * 4
                try scroller.pointerMove(position: 700 - Double(step) * 8, timeMs: t)
                scroller.frameTimeMs = t + 1
                try scroller.step((t + 1 - previous) / 1000)
                previous = t + 1
            }
            scroller.inputTimeMs = 44
            try scroller.pointerUp(position: 620, timeMs: 44)
            return scroller.motion?.startMs
        }
        #expect(try run(period: 1) == 43)
        #expect(try run(period: nil) == 41)
    }
}
