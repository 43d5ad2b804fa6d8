import Testing
@testable import ScrollEngine

/// A finger on one tall scroller with frames every 1000/60 ms from 0: flicks at a constant speed,
/// moves every 8 ms, each event reaching the engine before the frame at or after it.
struct Flicker {
    var scroller: Scroller
    var frameMs = 0.0

    init(_ preset: PhysicsPreset, content: Double = 40_000, viewport: Double = 800) {
        let node = ScrollNode(contentExtent: content, viewportExtent: viewport, offset: 0, leading: .clamp, trailing: .clamp)
        scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
    }

    /// Steps the frames before `timeMs`.
    mutating func frames(before timeMs: Double) throws {
        while frameMs < timeMs {
            scroller.frameTimeMs = frameMs
            try scroller.step(1.0 / 60)
            frameMs += 1000.0 / 60
        }
    }

    /// A press at `startMs`, `holdMs` still, then moves up at `speed` px/s for 120 ms and the
    /// lift; the release it made.
    mutating func flick(at startMs: Double, speed: Double, holdMs: Double = 0) throws -> ReleaseRecord? {
        var y = 700.0
        try frames(before: startMs)
        try scroller.pointerDown(position: y, timeMs: startMs)
        var t = startMs + holdMs
        for _ in 0..<15 {
            t += 8
            y -= speed * 0.008
            try frames(before: t)
            try scroller.pointerMove(position: y, timeMs: t)
        }
        try frames(before: t + 1)
        try scroller.pointerUp(position: y, timeMs: t + 1)
        return scroller.lastRelease
    }
}

@Suite("Flings into a running fling")
struct FlingBoostTests {
    /// The second flick's release velocity and its own (bounded) velocity.
    static func reflick(_ preset: PhysicsPreset, speed: Double, gapMs: Double, holdMs: Double = 0,
                        secondSpeed: Double? = nil, content: Double = 40_000) throws -> (boosted: Double, own: Double, first: Double) {
        var flicker = Flicker(preset, content: content)
        let first = try #require(try flicker.flick(at: 0, speed: speed))
        let second = try #require(try flicker.flick(at: first.timeMs + gapMs, speed: secondSpeed ?? speed, holdMs: holdMs))
        return (second.velocity, min(second.liftVelocity, preset.maxFlingVelocity), first.velocity)
    }

    @Test("Chromium adds the caught fling's starting velocity; a 60-ms pause, a slow flick or a reversal does not")
    func chromium() throws {
        let boosted = try Self.reflick(.chromium, speed: 2000, gapMs: 250)
        #expect(abs(boosted.boosted - (boosted.own + boosted.first)) < 1e-6 && boosted.own > 1900)
        let paused = try Self.reflick(.chromium, speed: 2000, gapMs: 250, holdMs: 60)
        #expect(paused.boosted == paused.own)
        let slow = try Self.reflick(.chromium, speed: 2000, gapMs: 250, secondSpeed: 300)
        #expect(slow.boosted == slow.own)
        let back = try Self.reflick(.chromium, speed: 2000, gapMs: 250, secondSpeed: -2000)
        #expect(back.boosted == back.own)
    }

    @Test("Chromium widens the boosted fling's distance cap by the boost")
    func chromiumCap() throws {
        var flicker = Flicker(.chromium)
        let first = try #require(try flicker.flick(at: 0, speed: 2000))
        let second = try #require(try flicker.flick(at: first.timeMs + 250, speed: 2000))
        let from = flicker.scroller.chain.totalOffset
        try flicker.frames(before: second.timeMs + 5000)
        let travel = flicker.scroller.chain.totalOffset - from
        // About 4000 px/s: v²/2a ≈ 3024 px, past the unboosted cap of 3 viewports (2400).
        #expect(travel > 2400 && abs(travel - PhysicsBasedFlingSimulation(velocity: second.velocity, viewport: 0).finalX) < 1)
    }

    @Test("Firefox accelerates a quick, fast pan by the caught fling's starting velocity; not after a 60-ms rest")
    func firefox() throws {
        let accelerated = try Self.reflick(.firefox, speed: 2500, gapMs: 100)
        #expect(abs(accelerated.boosted - (accelerated.own + accelerated.first)) < 1e-6)
        let rested = try Self.reflick(.firefox, speed: 2500, gapMs: 100, holdMs: 60)
        #expect(rested.boosted == rested.own)
        let slow = try Self.reflick(.firefox, speed: 2500, gapMs: 100, secondSpeed: 1200)
        #expect(slow.boosted == slow.own)
    }

    @Test("Qt multiplies by 1.25 on content over 10 viewports; not on shorter content, nor after 600 ms")
    func qtquick() throws {
        let boosted = try Self.reflick(.qtquick, speed: 1600, gapMs: 150)
        #expect(abs(boosted.boosted - boosted.own * 1.25) < 1e-6)
        let short = try Self.reflick(.qtquick, speed: 1600, gapMs: 150, content: 8000)
        #expect(short.boosted == short.own)
        let late = try Self.reflick(.qtquick, speed: 2500, gapMs: 700)
        #expect(late.boosted == late.own)
    }

    @Test("Qt's factor grows by 0.25 a flick and a press on a timeline over 300 ms lowers it by 0.5")
    func qtquickChain() throws {
        var flicker = Flicker(.qtquick)
        var release = try #require(try flicker.flick(at: 0, speed: 1600))
        var factors: [Double] = []
        for gap in [150.0, 150, 400] {
            release = try #require(try flicker.flick(at: release.timeMs + gap, speed: 1600))
            factors.append(release.velocity / min(release.liftVelocity, 2500))
        }
        // 1.25, then 1.5 (the second flick's 1600 × 1.5 = 2400 stays under the maximum), then
        // max(1, 1.5 − 0.5) + 0.25.
        #expect(abs(factors[0] - 1.25) < 1e-9 && abs(factors[1] - 1.5) < 1e-9 && abs(factors[2] - 1.25) < 1e-9)
    }
}
