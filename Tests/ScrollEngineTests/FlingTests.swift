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

    @Test("Android preset: OverScroller's spline distances within 2%",
          arguments: [(1000.0, 194.3), (2000.0, 647.4), (4000.0, 2157.0), (-2000.0, -647.4)])
    func androidTravel(velocity: Double, expected: Double) throws {
        let measured = try travel(.android, velocity)
        #expect(abs(measured - expected) / abs(expected) < 0.02, "v=\(velocity): \(measured) vs \(expected)")
        #expect(abs(SplineFlingSimulation.travel(velocity: velocity) - expected) < 0.1)
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

    /// Per-frame travel of a fling through a two-node chain, with the frame at which the seam was crossed.
    func seamFrames(outer: Double, inner: Double, velocity: Double, preset: PhysicsPreset = .ios) throws -> (travel: [Double], seam: Int?) {
        var scroller = Scroller(chain: profileChain(outer: outer, inner: inner), preset: preset)
        try scroller.fling(velocity: velocity)
        var travel: [Double] = []
        var seam: Int? = nil
        var last = scroller.chain.totalOffset
        var lastOuter = scroller.chain.nodes[0].offset
        var lastInner = scroller.chain.nodes[1].offset
        while scroller.phase == .fling {
            try scroller.step(1.0 / 60)
            let total = scroller.chain.totalOffset
            travel.append(total - last)
            let outerMoved = scroller.chain.nodes[0].offset != lastOuter
            let innerMoved = scroller.chain.nodes[1].offset != lastInner
            if seam == nil, outerMoved && innerMoved { seam = travel.count - 1 }
            last = total
            lastOuter = scroller.chain.nodes[0].offset
            lastInner = scroller.chain.nodes[1].offset
        }
        return (travel, seam)
    }

    @Test("a fling carries from the header into the list with no stall and no speed jump", arguments: [PhysicsPreset.ios, .android])
    func carryOuterToInner(preset: PhysicsPreset) throws {
        let (travel, seam) = try seamFrames(outer: 100, inner: 0, velocity: 3000, preset: preset)
        let s = try #require(seam, "the fling never reached the list")
        #expect(s > 0 && s < travel.count - 1)
        let before = travel[s - 1], at = travel[s], after = travel[s + 1]
        #expect(at > 0 && after > 0)
        #expect(max(before, at) / min(before, at) < 2)
        #expect(max(at, after) / min(at, after) < 2)
        #expect(travel[0..<s].allSatisfy { $0 > 0 })
    }

    @Test("a fling carries from the list up into the header, and the header bounces at its top", arguments: [PhysicsPreset.ios, .android])
    func carryInnerToOuter(preset: PhysicsPreset) throws {
        let (travel, seam) = try seamFrames(outer: 280, inner: 150, velocity: -4000, preset: preset)
        let s = try #require(seam)
        let before = travel[s - 1], at = travel[s], after = travel[s + 1]
        #expect(at < 0 && after < 0)
        #expect(max(abs(before), abs(at)) / min(abs(before), abs(at)) < 2)
        #expect(max(abs(at), abs(after)) / min(abs(at), abs(after)) < 2)
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
