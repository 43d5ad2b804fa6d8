import Testing
@testable import ScrollEngine

/// Two axes in one chain: the axis lock of `Scroller.pointerDown(x:y:…)` and paging nodes.
@Suite("Two axes: axis lock, per-axis velocity, paging nodes")
struct AxisLockTests {
    /// [outer y 280, pager x (4 pages of 1000), inner y, carousel x (max 1000)].
    func twoAxisScroller() -> Scroller {
        var header = ScrollNode(contentExtent: 1032, viewportExtent: 752, leading: .bounce, id: "outer", axis: .y)
        header.maxOffset = 280
        var pager = ScrollNode(contentExtent: 4000, viewportExtent: 1000, leading: .bounce, trailing: .bounce,
                               id: "pager", axis: .x, rule: .pager)
        pager.pageExtent = 1000
        let list = ScrollNode(contentExtent: 12_800, viewportExtent: 752, trailing: .bounce, id: "inner", axis: .y)
        let carousel = ScrollNode(contentExtent: 2000, viewportExtent: 1000, id: "carousel", axis: .x)
        return Scroller(chain: ScrollChain(nodes: [header, pager, list, carousel]))
    }

    let pageRoute = ScrollRoute(leaf: 1, hit: 1, axis: .x)
    let listRoute = ScrollRoute(leaf: 2, hit: 2, axis: .y)

    @Test("the axis with more travel at the slop wins, its whole travel applies, the other axis is ignored")
    func lockHorizontal() throws {
        var s = twoAxisScroller()
        try s.pointerDown(x: 500, y: 500, timeMs: 0, routeX: pageRoute, routeY: listRoute)
        try s.pointerMove(x: 495, y: 497, timeMs: 16)      // inside the slop: nothing moves
        #expect(s.chain.nodes[1].offset == 0 && s.chain.nodes[0].offset == 0 && s.lockedAxis == nil)
        try s.pointerMove(x: 490, y: 495, timeMs: 32)      // 11 px: x (10) beats y (5)
        #expect(s.lockedAxis == .x)
        #expect(s.chain.nodes[1].offset == 10)
        try s.pointerMove(x: 400, y: 300, timeMs: 48)      // far more vertical now, still ignored
        #expect(s.chain.nodes[1].offset == 100)
        #expect(s.chain.nodes[0].offset == 0 && s.chain.nodes[2].offset == 0)
        #expect(s.velocity > 0)                            // finger left = pager "more"
    }

    @Test("a tie at the slop goes to the vertical axis")
    func tieGoesVertical() throws {
        var s = twoAxisScroller()
        try s.pointerDown(x: 500, y: 500, timeMs: 0, routeX: pageRoute, routeY: listRoute)
        try s.pointerMove(x: 494, y: 494, timeMs: 16)
        #expect(s.lockedAxis == .y)
        #expect(s.chain.nodes[0].offset == 6 && s.chain.nodes[1].offset == 0)
    }

    @Test("a locked axis with no scroller under the press moves nothing, to its release")
    func lockedAxisWithoutRoute() throws {
        var s = twoAxisScroller()
        try s.pointerDown(x: 500, y: 100, timeMs: 0, routeX: nil, routeY: ScrollRoute(leaf: 2, hit: 0, axis: .y))
        try s.pointerMove(x: 300, y: 100, timeMs: 16)
        try s.pointerMove(x: 100, y: 90, timeMs: 32)
        try s.pointerUp(x: 100, y: 90, timeMs: 48)
        for node in s.chain.nodes { #expect(node.offset == 0) }
        #expect(!s.isAnimating)
    }

    @Test("release between pages: fast → next page in the fling's direction, slow → nearest; one page at most")
    func pagingTargets() throws {
        var pager = ScrollNode(contentExtent: 4000, viewportExtent: 1000, id: "pager", axis: .x, rule: .pager)
        pager.pageExtent = 1000
        pager.offset = 1200
        #expect(pager.isBetweenPages)
        #expect(pager.pageTarget(velocity: 3000, minimumFling: 50) == 2000)
        #expect(pager.pageTarget(velocity: 8000, minimumFling: 50) == 2000)
        #expect(pager.pageTarget(velocity: -60, minimumFling: 50) == 1000)
        #expect(pager.pageTarget(velocity: 40, minimumFling: 50) == 1000)
        pager.offset = 1700
        #expect(pager.pageTarget(velocity: 0, minimumFling: 50) == 2000)
        #expect(pager.pageTarget(velocity: -100, minimumFling: 50) == 1000)
        pager.offset = 3000
        #expect(!pager.isBetweenPages)
    }

    @Test("a pager takes no momentum: the carousel's fling stops at the carousel's end")
    func noMomentumForPager() throws {
        var s = twoAxisScroller()
        let carouselRoute = ScrollRoute(leaf: 3, hit: 3, axis: .x)
        try s.pointerDown(x: 900, y: 500, timeMs: 0, routeX: carouselRoute, routeY: listRoute)
        for i in 1...10 { try s.pointerMove(x: 900 - Double(i) * 60, y: 500, timeMs: Double(i) * 16) }
        try s.pointerUp(x: 300, y: 500, timeMs: 160)
        #expect(s.chain.nodes[3].offset == 600 && s.chain.nodes[1].offset == 0)
        #expect(s.phase == .fling)
        for _ in 0..<300 { try s.step(1.0 / 60) }
        #expect(s.chain.nodes[3].offset == 1000)
        #expect(s.chain.nodes[1].offset == 0)
        #expect(!s.isAnimating)
    }
}
