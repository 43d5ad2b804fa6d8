import Raster
import Testing
@testable import Scenes
@testable import ScrollEngine

@Suite("Profile scene: layout, hit testing, multi-tab rules")
struct ProfileSceneTests {
    /// Drags from y0 to y1 in 10-px steps, 16 ms apart, then holds still 100 ms before release (no fling).
    func slowDrag(_ scene: ProfileScene, from y0: Double, to y1: Double, x: Double = 640, at start: inout Double) {
        scene.pointerDown(x: x, y: y0, timeMs: start)
        let steps = max(1, Int(abs(y1 - y0) / 10))
        for i in 1...steps {
            start += 16
            scene.pointerMove(x: x, y: y0 + (y1 - y0) * Double(i) / Double(steps), timeMs: start)
            scene.advance(dt: 1.0 / 60)
        }
        start += 100
        scene.pointerUp(x: x, y: y1, timeMs: start)
        for _ in 0..<240 where scene.isAnimating { scene.advance(dt: 1.0 / 60) }
    }

    @Test("a drag up on the list collapses the header first, then scrolls the list; the tab bar pins at 0")
    func collapseThenScroll() {
        let scene = ProfileScene(width: 1280, height: 800)
        var t = 0.0
        slowDrag(scene, from: 700, to: 300, at: &t)
        #expect(scene.state.outer == 280)
        #expect(scene.state.inner == 120)
        #expect(scene.tabBarY == 0)
        #expect(scene.state.phase == .idle)
    }

    @Test("dragging on the header scrolls too")
    func dragOnHeader() {
        let scene = ProfileScene(width: 1280, height: 800)
        var t = 0.0
        #expect(scene.hitTest(x: 640, y: 100) == .header)
        slowDrag(scene, from: 250, to: 150, at: &t)
        #expect(scene.state.outer == 100)
    }

    @Test("taps and keys 1–4 select tabs; a drag that starts on a tab does not")
    func tabSelection() {
        let scene = ProfileScene(width: 1280, height: 800)
        #expect(scene.hitTest(x: 1000, y: 300) == .tab(3))
        scene.pointerDown(x: 1000, y: 300, timeMs: 0)
        scene.pointerMove(x: 1003, y: 302, timeMs: 10)
        scene.pointerUp(x: 1003, y: 302, timeMs: 20)
        #expect(scene.state.tab == 3)
        #expect(scene.key("2"))
        #expect(scene.state.tab == 1)
        #expect(scene.key("9"))     // no 9th tab: consumed, nothing changes
        #expect(scene.state.tab == 1)
        var t = 100.0
        slowDrag(scene, from: 300, to: 200, x: 100, at: &t)   // starts on tab 0's label
        #expect(scene.state.tab == 1)
        #expect(scene.state.outer == 100)
    }

    @Test("while collapsed each tab keeps its offset; once the header shows, the others reset to 0")
    func tabOffsetsRule() {
        let scene = ProfileScene(width: 1280, height: 800)
        var t = 0.0
        slowDrag(scene, from: 780, to: 80, at: &t)             // collapse (280) + list 420
        #expect(scene.state.inner == 420)
        _ = scene.key("2")
        #expect(scene.state.inner == 0)                        // Media starts at its top
        slowDrag(scene, from: 700, to: 500, at: &t)
        #expect(scene.state.inner == 200)
        _ = scene.key("1")
        #expect(scene.state.inner == 420)                      // Posts kept its offset
        #expect(scene.tabOffsets[1] == 200)
        // Scroll back until the header shows: Posts returns to its top first, then the header.
        slowDrag(scene, from: 100, to: 600, at: &t)
        #expect(scene.state.inner == 0)
        #expect(scene.state.outer == 200)
        #expect(scene.tabOffsets.indices.filter { $0 != 0 }.allSatisfy { scene.tabOffsets[$0] == 0 })
        _ = scene.key("2")
        #expect(scene.state.inner == 0)                        // no jump: Media at its top under the header
        #expect(scene.state.outer == 200)
    }

    @Test("the Likes list is shorter than the viewport and cannot scroll")
    func shortList() {
        let scene = ProfileScene(width: 1280, height: 800)
        _ = scene.key("3")
        var t = 0.0
        slowDrag(scene, from: 780, to: 80, at: &t)
        #expect(scene.state.outer == 280)
        #expect(scene.state.inner == 0)
    }

    @Test("bounce on parent pulls the whole page down; on child only the list (key b)")
    func bounceKey() {
        let scene = ProfileScene(width: 1280, height: 800)
        scene.pointerDown(x: 640, y: 400, timeMs: 0)
        scene.pointerMove(x: 640, y: 600, timeMs: 50)
        #expect(scene.state.outer < 0 && scene.state.inner == 0)
        scene.pointerUp(x: 640, y: 600, timeMs: 200)
        for _ in 0..<300 where scene.isAnimating { scene.advance(dt: 1.0 / 60) }
        #expect(scene.state.outer == 0)
        #expect(scene.key("b"))
        #expect(scene.bounce == .child)
        scene.pointerDown(x: 640, y: 400, timeMs: 1000)
        scene.pointerMove(x: 640, y: 600, timeMs: 1050)
        #expect(scene.state.outer == 0 && scene.state.inner < 0)
    }

    @Test("a frame visits only the visible rows: 10 and 10 000 000 rows cost the same")
    func visibleRowsOnly() {
        var counts: [Int] = []
        for rows in [10, 10_000_000] {
            let scene = ProfileScene(width: 1280, height: 800, tabs: [ProfileTab(title: "Big", rows: rows)])
            scene.scroller.chain.nodes[0].offset = 280
            scene.scroller.chain.nodes[1].offset = rows > 100 ? 5_000_000 * 64 : 0
            var list = DisplayList()
            scene.render(into: &list)
            counts.append(scene.rowsVisited)
        }
        // 10 rows fill 640 of the 752-px list; the big list shows 752/64 → 12 or 13 rows.
        #expect(counts[0] == 10)
        #expect(counts[1] <= 13 && counts[1] >= 12)
        let big = ProfileScene(width: 1280, height: 800, tabs: [ProfileTab(title: "Big", rows: 10_000_000)])
        big.scroller.chain.nodes[0].offset = 280
        var list = DisplayList()
        big.render(into: &list)
        #expect(big.rowsVisited == counts[1])
    }

    @Test("engine refusals are counted, never applied")
    func refusals() {
        let scene = ProfileScene(width: 1280, height: 800)
        scene.pointerDown(x: 1, y: .nan, timeMs: 0)
        scene.advance(dt: -1)
        #expect(scene.rejectedInputs == 2)
        #expect(scene.state.outer == 0)
    }
}
