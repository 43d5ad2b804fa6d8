import Pixels
import Raster
import Scenes
import ScrollEngine
import Testing

@Suite("Sections scene (sticky section tabs)")
struct SectionsSceneTests {
    func scene(width: Int = 1280, height: Int = 800) -> SectionsScene {
        SectionsScene(width: width, height: height)
    }

    /// Screen y of `section`'s header.
    func headerY(_ scene: SectionsScene, _ section: Int) -> Double {
        Double(scene.layout.sectionTops[section]) - scene.offset
    }

    /// The scroll-spy rule, restated independently of the scene.
    func expectedSection(_ scene: SectionsScene) -> Int {
        let barBottom = max(0, 280 - scene.offset) + 48
        return (0..<4).last { headerY(scene, $0) <= barBottom + 1 } ?? 0
    }

    @Test("the documented geometry: header 280, bar 48, sections of 12, 30, 7, 25 rows under 40-px headers")
    func geometry() {
        let s = scene()
        #expect(s.layout.sectionTops == [328, 1136, 3096, 3584])
        #expect(s.layout.contentHeight == 5224)
        #expect(s.scroller.chain.nodes[0].maxOffset == 5224 - 800)
        #expect((0..<4).map { s.targetOffset(forSection: $0) } == [280, 1088, 3048, 3536])
        #expect(s.tabBarY == 280)
        #expect(s.state.section == 0 && s.state.tab == 0 && s.state.inner == 0)
    }

    @Test("tapping tab 3 animates until section 3's header sits exactly under the pinned bar")
    func tapToSection() {
        let s = scene()
        let replay = Replay(s)
        replay.tap(x: 2.5 * 1280 / 4, y: 300)
        replay.frames()
        #expect(replay.state.phase == .animating)
        replay.settle()
        #expect(s.offset == 3048)
        #expect(s.tabBarY == 0)
        #expect(headerY(s, 2) == 48)
        #expect(replay.state.section == 2 && replay.state.tab == 2)
        #expect(replay.state.phase == .idle)
        // On the way, the highlight passed through the sections in between, in order.
        let seen = replay.states.compactMap(\.section).reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
        #expect(seen == [0, 1, 2])
        // And the animation never went past its target.
        #expect(replay.states.allSatisfy { $0.outer <= 3048 })
    }

    @Test("keys 1-4 scroll to their sections; other digits are taken but do nothing", arguments: [1, 2, 3, 4])
    func keys(digit: Int) {
        let s = scene()
        let replay = Replay(s)
        #expect(s.key(String(digit)))
        replay.settle()
        #expect(headerY(s, digit - 1) == 48)
        #expect(replay.state.section == digit - 1)
        #expect(s.key("7"))
        #expect(!s.isAnimating)
        #expect(!s.key("x"))
    }

    @Test("the last section is clamped to the end when it cannot reach the bar")
    func clampsToEnd() {
        let s = scene(height: 2000)
        let replay = Replay(s)
        replay.key("4")
        replay.settle()
        #expect(s.offset == s.scroller.chain.nodes[0].maxOffset)
        #expect(s.offset == 5224 - 2000)
    }

    @Test("the highlight follows a drag frame by frame")
    func scrollSpyFollowsDrag() {
        let s = scene()
        let replay = Replay(s)
        replay.key("2")
        replay.settle()
        #expect(replay.state.section == 1)
        // Down by 100: section 2's header leaves the bar, section 1 is under it again.
        replay.drag(from: 300, to: 400, frames: 10, holdFrames: 6)
        replay.settle()
        #expect(s.offset == 988)
        #expect(replay.state.section == 0)
        // Up by 200: back into section 2.
        replay.drag(from: 600, to: 400, frames: 10, holdFrames: 6)
        replay.settle()
        #expect(s.offset == 1188)
        #expect(replay.state.section == 1)
        for (index, state) in replay.states.enumerated() {
            let barBottom = max(0, 280 - state.outer) + 48
            let expected = (0..<4).last { Double(s.layout.sectionTops[$0]) - state.outer <= barBottom + 1 } ?? 0
            #expect(state.section == expected, "frame \(index) at offset \(state.outer)")
        }
    }

    @Test("a touch stops the animation where it is")
    func touchInterrupts() {
        let s = scene()
        let replay = Replay(s)
        replay.key("4")
        replay.frames(5)
        let caught = s.offset
        #expect(caught > 0 && caught < 3536)
        replay.down(y: 500)
        #expect(replay.state.phase == .drag)
        replay.frames(10)
        #expect(s.offset == caught)
        replay.up(y: 500)
        replay.settle()
        #expect(s.offset == caught)
        #expect(replay.state.phase == .idle)
    }

    @Test("a press that wanders off is no tap, and the header is no tab")
    func notTaps() {
        let s = scene()
        let replay = Replay(s)
        replay.tap(x: 640, y: 100)
        replay.frames()
        #expect(replay.state.phase == .idle)
        // Across the bar by 8 px sideways: a drag of nothing, not a tap.
        replay.down(x: 800, y: 300)
        replay.move(x: 808, y: 300)
        replay.frames()
        replay.up(x: 808, y: 300)
        replay.frames()
        #expect(replay.state.phase == .idle)
        #expect(s.offset == 0)
    }

    @Test("rendering visits only the visible rows, wherever the page is")
    func boundedRows() {
        let s = scene()
        var list = DisplayList()
        let bound = 800 / 64 + 2
        for offset in stride(from: -100.0, through: 4500, by: 37.5) {
            s.scroller.chain.nodes[0].offset = offset
            s.render(into: &list)
            #expect(s.rowsVisited <= bound, "offset \(offset)")
            #expect(s.rowsVisited > 0 || offset < 0 || offset > 4424)
        }
        // Sections of millions of rows cost the same.
        let huge = SectionsScene(width: 1280, height: 800,
                                 layout: SectionLayout(titles: ["A", "B"], rowCounts: [5_000_000, 5_000_000]))
        huge.scroller.chain.nodes[0].offset = Double(huge.layout.sectionTops[1]) - 300
        huge.render(into: &list)
        #expect(huge.rowsVisited <= bound)
        #expect(huge.state.section == 0)
    }

    @Test("the green header is painted first, and gone once the page scrolls past it")
    func headerGreen() {
        let s = scene()
        let (list, framebuffer) = rasterize(s)
        guard case let .fill(rect, color)? = list.items.first else {
            Issue.record("the first item is not a fill")
            return
        }
        #expect(color == Palette.headerGreen)
        #expect(rect == Rect(x: 0, y: 0, width: 1280, height: 280))
        #expect(framebuffer.pixel(x: 1200, y: 10) == Palette.headerGreen.argb)
        #expect(framebuffer.pixel(x: 1200, y: 279) == Palette.headerGreen.argb)
        #expect(framebuffer.pixel(x: 1200, y: 300) == Palette.tabBar.argb)
        s.scroller.chain.nodes[0].offset = 1000
        let (scrolled, pixels) = rasterize(s)
        #expect(!fills(scrolled, Palette.headerGreen))
        #expect(pixels.pixel(x: 1200, y: 10) == Palette.tabBar.argb)
    }

    @Test("sizes are clamped to 1 and a resize keeps working")
    func sizes() {
        let s = SectionsScene(width: 0, height: -3)
        var list = DisplayList()
        s.render(into: &list)
        #expect(s.rowsVisited == 0)
        s.resize(width: 640, height: 480)
        #expect(s.scroller.chain.nodes[0].maxOffset == 5224 - 480)
        s.render(into: &list)
        #expect(s.rowsVisited == 2)
        s.resize(width: -1, height: 0)
        s.render(into: &list)
    }
}
