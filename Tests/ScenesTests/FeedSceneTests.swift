import Pixels
import Raster
import Scenes
import ScrollEngine
import Testing

@Suite("Feed scene (snap paging)")
struct FeedSceneTests {
    func scene(height: Int = 800) -> FeedScene { FeedScene(width: 1280, height: height) }

    @Test("a flick lands exactly on a cell top, monotonically")
    func flickLandsExactly() {
        let s = scene()
        let replay = Replay(s)
        replay.drag(from: 600, to: 400, frames: 4)
        let released = s.offset
        #expect(released == 200)
        replay.settle()
        #expect(s.offset > 540)
        #expect(s.offset.truncatingRemainder(dividingBy: 540) == 0)
        #expect(s.scroller.releaseVelocity > 1000)
        let after = replay.states.suffix(from: 4).map(\.outer)
        #expect(after.allSatisfy { $0 >= released && $0 <= s.offset })
        #expect(zip(after, after.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(replay.state.phase == .idle)
    }

    @Test("a fast flick skips cells and still lands exactly")
    func fastFlickSkips() {
        let s = scene()
        let replay = Replay(s)
        replay.drag(from: 700, to: 300, frames: 4)
        replay.settle()
        #expect(s.offset >= 540 * 4)
        #expect(s.offset.truncatingRemainder(dividingBy: 540) == 0)
        // Back down from there: lands exactly too.
        replay.drag(from: 200, to: 500, frames: 3)
        replay.settle()
        #expect(s.offset.truncatingRemainder(dividingBy: 540) == 0)
    }

    @Test("a slow drag of less than half a cell springs back, every frame between release and target")
    func lessThanHalfSpringsBack() {
        let s = scene()
        let replay = Replay(s)
        replay.drag(from: 600, to: 400, frames: 30, holdFrames: 6)
        let released = s.offset
        #expect(released == 200)
        let start = replay.states.count
        replay.settle()
        let offsets = replay.states[start...].map(\.outer)
        #expect(s.offset == 0)
        #expect(offsets.allSatisfy { $0 >= 0 && $0 <= released })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(replay.states[start].phase == .spring)
    }

    @Test("half a cell or more goes on to the next cell, monotonically")
    func halfGoesOn() {
        let s = scene()
        let replay = Replay(s)
        replay.drag(from: 600, to: 330, frames: 30, holdFrames: 6)
        let released = s.offset
        #expect(released == 270)
        let start = replay.states.count
        replay.settle()
        let offsets = replay.states[start...].map(\.outer)
        #expect(s.offset == 540)
        #expect(offsets.allSatisfy { $0 >= released && $0 <= 540 })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test("a snap against the release direction starts where the finger left off: no tick")
    func reverseSnapNoTick() {
        let s = scene()
        let replay = Replay(s)
        // Up 150 px over 1.5 s, still creeping up at release (≈100 px/s): the target is back at 0.
        replay.drag(from: 600, to: 450, frames: 90)
        let released = s.offset
        let start = replay.states.count
        replay.settle()
        let offsets = replay.states[start...].map(\.outer)
        #expect(s.offset == 0)
        #expect(offsets.allSatisfy { $0 <= released })
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test("the top edge rubber-bands and springs back to 0")
    func topBounce() {
        let s = scene()
        let replay = Replay(s)
        replay.drag(from: 300, to: 450, frames: 10, holdFrames: 6)
        #expect(s.offset < 0)
        replay.settle()
        #expect(s.offset == 0)
    }

    @Test("one wheel notch pages one cell in its direction; notches during the ease add a cell each")
    func wheel() {
        let s = scene()
        let replay = Replay(s)
        replay.wheel(1)
        replay.settle()
        #expect(s.offset == 540)
        replay.wheel(1)
        replay.frames(2)
        replay.wheel(1)
        replay.frames(2)
        replay.wheel(1)
        replay.settle()
        #expect(s.offset == 4 * 540)
        replay.wheel(-1)
        replay.settle()
        #expect(s.offset == 3 * 540)
        // Every frame of the ease moves toward its cell: no spring back to where it started.
        let offsets = replay.states.map(\.outer)
        #expect(zip(offsets, offsets.dropFirst()).filter { $0.1 < $0.0 }.count > 0)
        replay.wheel(3)
        replay.settle()
        #expect(s.offset == 6 * 540)
        #expect(replay.state.tab == 0 && replay.state.inner == 0 && replay.state.section == nil)
    }

    @Test("cells are visibly distinct and none is the header green")
    func colours() {
        for index in 0..<100 {
            #expect(FeedScene.cellColor(index) != FeedScene.cellColor(index + 1))
            #expect(FeedScene.cellColor(index) != Palette.headerGreen)
        }
        let s = scene()
        let (list, framebuffer) = rasterize(s)
        #expect(!fills(list, Palette.headerGreen))
        // Each cell's photo is a gradient that starts from the cell's colour at its top.
        func near(_ pixel: UInt32, _ color: Color) -> Bool {
            [16, 8, 0].allSatisfy { shift in abs(Int((pixel >> UInt32(shift)) & 0xFF) - Int((color.argb >> UInt32(shift)) & 0xFF)) <= 10 }
        }
        #expect(near(framebuffer.pixel(x: 10, y: 4), FeedScene.cellColor(0)))
        #expect(near(framebuffer.pixel(x: 10, y: 544), FeedScene.cellColor(1)))
    }

    @Test("rendering visits only the visible cells, wherever the feed is")
    func boundedCells() {
        let s = scene()
        var list = DisplayList()
        for offset in stride(from: -200.0, through: 54_000, by: 133) {
            s.scroller.chain.nodes[0].offset = offset
            s.render(into: &list)
            #expect(s.rowsVisited <= 800 / 540 + 2, "offset \(offset)")
        }
        // Ten million cells cost the same.
        let long = FeedScene(width: 1280, height: 800, cellCount: 10_000_000)
        long.scroller.chain.nodes[0].offset = 540 * 7_654_321 + 123
        long.render(into: &list)
        #expect(long.rowsVisited == 2)
    }

    @Test("sizes are clamped to 1 and a resize moves the end")
    func sizes() {
        let s = FeedScene(width: 0, height: 0)
        var list = DisplayList()
        s.render(into: &list)
        #expect(s.rowsVisited == 1)
        s.resize(width: 800, height: 600)
        #expect(s.scroller.chain.nodes[0].maxOffset == 54_000 - 600)
    }
}
