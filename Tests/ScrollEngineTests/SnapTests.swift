import Testing
@testable import ScrollEngine

@Suite("Snapping to cells (snap paging)")
struct SnapTests {
    func feed(offset: Double = 0) -> Scroller {
        let node = ScrollNode(contentExtent: 540 * 100, viewportExtent: 800, offset: offset, leading: .bounce, trailing: .bounce)
        return Scroller(chain: ScrollChain(nodes: [node]), snap: .interval(540))
    }

    @Test("a fling lands exactly on a cell top chosen from the projected resting point", arguments: [600.0, 1500, 3000, 6000, -2500])
    func flingLandsExactly(velocity: Double) throws {
        var scroller = feed(offset: 540 * 50)
        try scroller.fling(velocity: velocity)
        let projected = 540 * 50 + PhysicsPreset.ios.flingTravel(velocity: velocity)
        try settle(&scroller)
        let offset = scroller.chain.nodes[0].offset
        #expect(offset.truncatingRemainder(dividingBy: 540) == 0)
        #expect(abs(offset - projected) <= 270)
    }

    @Test("a fast fling skips several cells")
    func skipsCells() throws {
        var scroller = feed()
        try scroller.fling(velocity: 5000)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset >= 540 * 4)
    }

    @Test("half a cell or more goes on, less comes back")
    func threshold() {
        let policy = SnapPolicy.interval(540)
        #expect(policy.target(projected: 269, current: 0, range: 0...10_000) == 0)
        #expect(policy.target(projected: 270, current: 0, range: 0...10_000) == 540)
        #expect(policy.target(projected: 810, current: 1080, range: 0...10_000) == 540)
        #expect(policy.target(projected: 811, current: 1080, range: 0...10_000) == 1080)
        #expect(policy.target(projected: 9_990, current: 0, range: 0...10_000) == 10_000)
    }

    @Test("a target against the release direction is reached from where the finger left it, monotonically, with no tick")
    func reverseSnapNoTick() throws {
        var scroller = feed(offset: 540)
        // Drag up by 150 px, then let go still creeping up (≈60 px/s): projected rest ≈ 720, nearer 540 than 1080.
        try scroller.pointerDown(position: 600, timeMs: 0)
        for i in 1...30 { try scroller.pointerMove(position: 600 - Double(i) * 5, timeMs: Double(i) * 16) }
        for i in 1...8 { try scroller.pointerMove(position: 450 - Double(i), timeMs: 480 + Double(i) * 16) }
        try scroller.pointerUp(position: 442, timeMs: 480 + 8 * 16)
        #expect(scroller.releaseVelocity > 0)
        let released = scroller.chain.nodes[0].offset
        var offsets: [Double] = [released]
        try settle(&scroller) { offsets.append($0.chain.nodes[0].offset) }
        #expect(offsets.last == 540)
        for (a, b) in zip(offsets, offsets.dropFirst()) { #expect(b <= a, "moved the wrong way: \(a) → \(b)") }
    }

    @Test("wheel notches in a snapping scroller page one cell each and end on a cell")
    func wheelThenSnap() throws {
        var scroller = feed()
        try scroller.wheel(notches: 2)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 1080)
        try scroller.wheel(notches: 3)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 2700)
        try scroller.wheel(notches: -1)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 2160)
        // From between two cells (a drag left it there), a notch goes to the next cell in its direction.
        scroller.chain.nodes[0].offset = 2300
        try scroller.wheel(notches: 1)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 2700)
        scroller.chain.nodes[0].offset = 2300
        try scroller.wheel(notches: -1)
        try settle(&scroller)
        #expect(scroller.chain.nodes[0].offset == 2160)
    }
}
