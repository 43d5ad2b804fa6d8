import Foundation
import Testing
@testable import ScrollEngine

/// The engines' own ways past an edge (`EdgeOvershoot`): their curves' shape from the engines'
/// rules, and that a preset without the key keeps the generic spring.
@Suite("Engine overshoot past an edge")
struct EdgeOvershootTests {
    /// APZ halves the handed velocity and its ζ 1.1 spring peaks then returns to exactly 0.
    @Test("APZ: a fling's residual overshoots once, never crosses back, ends at the edge")
    func apzBounce() {
        let s = APZOverscrollAnimation(displacement: 0, handedVelocity: 1200)
        #expect(s.velocity == 600)
        let samples = stride(from: 0.0, through: 1.5, by: 1.0 / 60).map { s.x($0) }
        let peak = samples.max() ?? 0
        // Closed form of the same ODE: v₀/(r₁ − r₂)·(e^{r₁t} − e^{r₂t}) at its maximum.
        let k = APZOverscrollAnimation.stiffness, z = APZOverscrollAnimation.damping
        let w = k.squareRoot(), r1 = -z * w + w * (z * z - 1).squareRoot(), r2 = -z * w - w * (z * z - 1).squareRoot()
        let tPeak = log(r2 / r1) / (r1 - r2)
        let closed = 600 / (r1 - r2) * (exp(r1 * tPeak) - exp(r2 * tPeak))
        #expect(abs(peak - closed) < 0.2)
        #expect(samples.allSatisfy { $0 >= 0 })
        #expect(s.isDone(1.5) && s.x(1.5) == 0)
        #expect(!s.isDone(0.2))
    }

    @Test("APZ: pan resistance is 1/16 at the edge, less as the overscroll grows, at most 8 px")
    func apzResistance() {
        #expect(APZOverscrollAnimation.resisted(16, shown: 0, length: 800) == 1)
        #expect(APZOverscrollAnimation.resisted(16, shown: 400, length: 800) == 0.5)
        #expect(APZOverscrollAnimation.resisted(-1000, shown: 0, length: 800) == -8)
        #expect(APZOverscrollAnimation.resisted(16, shown: 900, length: 800) == 0)
    }

    /// APZ's `HandleEndOfPan` flings above the threshold even when the scroller is past its
    /// edge; the fling's first sample starts the overscroll animation from the overscroll there.
    @Test("APZ: a fast lift past the top flings on from the pan's overscroll, then returns")
    func apzFlingFromOverscroll() throws {
        var s = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 2000, viewportExtent: 500, leading: .bounce)]),
                         preset: .firefox)
        try s.pointerDown(position: 300, timeMs: 0)
        for k in 1...16 { try s.pointerMove(position: 300 + Double(k) * 12, timeMs: Double(k) * 8) }
        try s.pointerUp(position: 492, timeMs: 136)
        let atLift = s.chain.nodes[0].offset
        #expect(atLift < -5)
        var path: [Double] = []
        for _ in 0..<90 {
            try s.step(1.0 / 60)
            path.append(s.chain.nodes[0].offset)
        }
        // Further past the edge than the pan left it, never back across it, then at rest on it.
        #expect((path.min() ?? 0) < atLift - 5)
        #expect(path.allSatisfy { $0 <= 0 })
        #expect(path.last == 0)
    }

    @Test("APZ's frames fall short of the frame before by a step's excess over the vsync interval")
    func apzSampleShortfall() {
        let rule = FlingStartRule.inputOneFrameLate, vsync = FlingStartRule.apzSoftwareVsyncMs
        #expect(rule.sampleShortfallMs(lastStepMs: 2 * vsync) == vsync)
        #expect(abs(rule.sampleShortfallMs(lastStepMs: 17.2) - (17.2 - vsync)) < 1e-12)
        #expect(rule.sampleShortfallMs(lastStepMs: 16) == 0)
        #expect(rule.sampleShortfallMs(lastStepMs: nil) == 0)
        #expect(FlingStartRule.input.sampleShortfallMs(lastStepMs: 2 * vsync) == 0)
    }

    @Test("Qt: a flick past a bound decelerates at 8x, then the fixup returns in 400 ms")
    func qtFlick() {
        let s = QtFlickableOvershoot(displacement: 6, velocity: 1400, flickDeceleration: 1500)
        #expect(s.deceleration == 12_000)
        let peak = s.x(s.overshootDuration)
        #expect(abs(peak - (6 + 1400 * 1400 / 24_000)) < 0.5)
        // InQuad to half the peak in the first 100 ms of the fixup.
        #expect(abs(s.x(s.overshootDuration + 0.1) - peak / 2) < 1e-9)
        #expect(s.x(s.overshootDuration + 0.4) == 0 && s.isDone(s.overshootDuration + 0.4))
        let capped = QtFlickableOvershoot(displacement: -20, velocity: -6000, flickDeceleration: 1500)
        #expect(abs(capped.x(capped.overshootDuration)) <= 150.5)
    }

    @Test("a drag past the edge: Qt shows half the travel and gives it back at the same rate")
    func qtDrag() throws(ScrollInputError) {
        var chain = ScrollChain(nodes: [ScrollNode(contentExtent: 2000, viewportExtent: 500, leading: .bounce, trailing: .bounce)])
        _ = chain.dispatch(-40, mode: .engine(.qtFlickable))
        #expect(chain.nodes[0].offset == -20)
        _ = chain.dispatch(30, mode: .engine(.qtFlickable))
        #expect(chain.nodes[0].offset == -5)
    }

    @Test("presets name their overshoot; a file without the key keeps the spring")
    func presetKey() throws {
        #expect(PhysicsPreset.firefox.overshoot == .apz)
        #expect(PhysicsPreset.qtquick.overshoot == .qtFlickable)
        #expect(PhysicsPreset.ios.overshoot == .spring)
        let data = try JSONEncoder().encode(PhysicsPreset.qtquick)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["overshoot"] as? String == "qt-flickable")
        object["overshoot"] = nil
        let old = try JSONDecoder().decode(PhysicsPreset.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.overshoot == .spring)
    }
}
