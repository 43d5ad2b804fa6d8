import Testing
@testable import ScrollEngine

@Suite("Momentum: presets, and carrying velocity across the seam")
struct FlingTests {
    /// Rests a fling of `velocity` on one long node and returns how far it went.
    func travel(_ preset: PhysicsPreset, _ velocity: Double) throws -> Double {
        var scroller = Scroller(chain: ScrollChain(nodes: [ScrollNode(contentExtent: 1e7, viewportExtent: 800, offset: 5e6)]),
                                preset: preset)
        try scroller.fling(velocity: velocity)
        try settle(&scroller)
        return scroller.chain.totalOffset - 5e6
    }

    @Test("iOS preset: travel to rest is (v/1000)·r/(1−r) within 2%", arguments: [500.0, 1000, 2000, 4000, 8000, -3000])
    func iosTravel(velocity: Double) throws {
        let r = 0.998
        let formula = (velocity / 1000) * r / (1 - r)
        let measured = try travel(.ios, velocity)
        #expect(abs(measured - formula) / abs(formula) < 0.02, "v=\(velocity): \(measured) vs \(formula)")
    }

    @Test("Android preset: OverScroller's spline distances, truncated to whole pixels as AOSP's (int) cast does",
          arguments: [(1000.0, 194.3), (2000.0, 647.4), (4000.0, 2157.0), (-2000.0, -647.4)])
    func androidTravel(velocity: Double, expected: Double) throws {
        let measured = try travel(.android, velocity)
        #expect(abs(measured - expected) / abs(expected) < 0.02, "v=\(velocity): \(measured) vs \(expected)")
        let unrounded = SplineFlingSimulation.splineDistanceAndDuration(velocity: velocity).distance
        #expect(abs(unrounded - abs(expected)) < 0.1)
        #expect(SplineFlingSimulation.travel(velocity: velocity) == (velocity < 0 ? -1 : 1) * unrounded.rounded(.towardZero))
    }

    @Test("simulations start at the release velocity and their final point is where they rest")
    func simulationContracts() {
        let decel = DecelerationSimulation(velocity: 2000)
        #expect(abs(decel.dx(0) - 2000) < 1e-9)
        #expect(decel.isDone(10))
        #expect(abs(decel.x(10) - decel.finalX) < 0.01)
        let spline = SplineFlingSimulation(velocity: 2000)
        #expect(spline.x(0) == 0 && spline.x(spline.duration) == spline.finalX)
        #expect(abs(spline.dx(0) - 2000) / 2000 < 0.15)  // the spline's slope at 0 approximates v₀
        let targeted = TargetedDecelerationSimulation(distance: 300, velocity: 1500)
        #expect(targeted.dx(0) == 1500 && targeted.finalX == 300)
    }

    /// Frame by frame, a fling through the profile's two scrollers against the same fling in one
    /// scroller of the combined length (its offset = the chain's offset sum). A handoff that
    /// carries momentum exactly makes the two the same motion: the sums must agree within 0.5 px
    /// every frame until both rest. Returns the frames compared and the frame of the seam.
    func compareWithOneScroller(outer: Double, inner: Double, velocity: Double,
                                preset: PhysicsPreset) throws -> (frames: Int, seam: Int?) {
        let chain = profileChain(outer: outer, inner: inner)
        var two = Scroller(chain: chain, preset: preset)
        let header = chain.nodes[0], list = chain.nodes[1]
        let combined = ScrollNode(contentExtent: list.viewportExtent + header.maxOffset + list.maxOffset,
                                  viewportExtent: list.viewportExtent, offset: outer + inner, leading: .bounce, trailing: .bounce)
        var one = Scroller(chain: ScrollChain(nodes: [combined]), preset: preset)
        #expect(one.chain.totalOffset == two.chain.totalOffset)
        try two.fling(velocity: velocity)
        try one.fling(velocity: velocity)
        var frames = 0
        var seam: Int?
        var lastOuter = two.chain.nodes[0].offset, lastInner = two.chain.nodes[1].offset
        while (two.isAnimating || one.isAnimating) && frames < 60 * 30 {
            try two.step(1.0 / 60)
            try one.step(1.0 / 60)
            frames += 1
            let difference = abs(two.chain.totalOffset - one.chain.totalOffset)
            #expect(difference <= 0.5, "frame \(frames): two scrollers at \(two.chain.totalOffset), one at \(one.chain.totalOffset)")
            if difference > 0.5 { break }
            let outerMoved = two.chain.nodes[0].offset != lastOuter, innerMoved = two.chain.nodes[1].offset != lastInner
            if seam == nil, outerMoved, innerMoved { seam = frames }
            lastOuter = two.chain.nodes[0].offset
            lastInner = two.chain.nodes[1].offset
        }
        #expect(!two.isAnimating && !one.isAnimating)
        return (frames, seam)
    }

    @Test("a fling from the header into the list moves, frame by frame, as one scroller of the combined length would",
          arguments: [PhysicsPreset.ios, .android])
    func carryOuterToInner(preset: PhysicsPreset) throws {
        let (frames, seam) = try compareWithOneScroller(outer: 100, inner: 0, velocity: 3000, preset: preset)
        let s = try #require(seam, "the fling never reached the list")
        #expect(s > 1 && s < frames - 1)  // the seam is crossed mid-fling, not at its start or end
    }

    @Test("a fling from the list up into the header moves as one scroller would, bounce at the top included",
          arguments: [PhysicsPreset.ios, .android])
    func carryInnerToOuter(preset: PhysicsPreset) throws {
        let (frames, seam) = try compareWithOneScroller(outer: 280, inner: 150, velocity: -4000, preset: preset)
        let s = try #require(seam, "the fling never reached the header")
        #expect(s > 1 && s < frames - 1)
    }

    @Test("a fling that reaches a bounce edge hands its velocity to a spring that returns exactly to the edge")
    func bounceAtEdge() throws {
        var scroller = Scroller(chain: profileChain(outer: 50, inner: 0))
        try scroller.fling(velocity: -3000)
        var minimum = 0.0
        var sawSpring = false
        try settle(&scroller) { s in
            minimum = min(minimum, s.chain.nodes[0].offset)
            sawSpring = sawSpring || s.phase == .spring
        }
        #expect(sawSpring)
        #expect(minimum < -20)
        #expect(scroller.chain.nodes[0].offset == 0)
        #expect(scroller.phase == .idle)
    }

    @Test("a touch during a fling catches it where it is")
    func touchCatchesFling() throws {
        var scroller = Scroller(chain: profileChain(outer: 280, inner: 0))
        try scroller.fling(velocity: 3000)
        for _ in 0..<5 { try scroller.step(1.0 / 60) }
        let caught = scroller.chain.totalOffset
        try scroller.pointerDown(position: 400, timeMs: 100)
        try scroller.step(1.0 / 60)
        #expect(scroller.chain.totalOffset == caught)
        #expect(scroller.phase == .drag)
        try scroller.pointerUp(position: 400, timeMs: 200)
        try scroller.step(1.0 / 60)
        #expect(scroller.chain.totalOffset == caught)
        #expect(scroller.phase == .idle)
    }
}
