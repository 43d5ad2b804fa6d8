import FramePipeline
import Pixels
import Raster
import Scenes
import Testing

/// What the tracker plans for a pager moving sideways: two pages, each a layer.
@Suite("DamageTracker")
struct DamageTrackerTests {
    /// Two 100-px pages side by side in a 100×50 window, the pager at `offset`.
    static func pager(offset: Int) -> DisplayList {
        var list = DisplayList()
        for page in 0..<2 {
            let left = page * 100 - offset
            let rect = Rect(x: max(0, left), y: 0, width: min(100, left + 100) - max(0, left), height: 50)
            guard rect.width > 0 else { continue }
            list.scrollLayer(rect, id: page, originX: left, originY: 0)
            list.fill(rect, Color(rgb: 0xFFFFFF))
            list.fill(Rect(x: left + 10, y: 10, width: 30, height: 10), Color(rgb: page == 0 ? 0xFF0000 : 0x0000FF))
            list.unclip()
        }
        return list
    }

    @Test("pages moving left: both moves kept, the left page's first (it reads where the right one lands)")
    func pagerMovesInOrder() {
        var tracker = DamageTracker()
        let frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let buffer = Framebuffer(width: 100, height: 50)
        tracker.select(buffer: ObjectIdentifier(buffer))
        var first = Self.pager(offset: 20)
        withUnsafeBufferPointer(to: []) { _ = tracker.plan(first, bounds: frame, panels: $0) }
        tracker.commit(list: &first)
        let second = Self.pager(offset: 30)
        withUnsafeBufferPointer(to: []) { _ = tracker.plan(second, bounds: frame, panels: $0) }
        #expect(tracker.blits.count == 2)
        #expect(tracker.blits.first?.destination.x == 0, "page 0 moves first: \(tracker.blits)")
        // Only the right of the window is drawn: the strip the pager exposed and page 0's old
        // edge (one slab spans both), never the moved pixels at the left.
        #expect(!tracker.region.slabs.isEmpty)
        #expect(tracker.region.slabs.allSatisfy { $0.x >= 70 }, "\(tracker.region.slabs)")
    }

    /// A 100×200 list layer scrolled to `offset`: 20-px rows, each a box and a label; rows listed
    /// from `first` (a frame may list a row the other no longer does).
    static func rows(offset: Int, first: Int) -> DisplayList {
        var list = DisplayList()
        let rect = Rect(x: 0, y: 0, width: 100, height: 200)
        list.scrollLayer(rect, id: 0, originX: 0, originY: -offset)
        list.fill(rect, Color(rgb: 0xFFFFFF))
        for row in first..<(offset / 20 + 11) {
            let y = row * 20 - offset
            list.fill(Rect(x: 2, y: y + 2, width: 16, height: 16), Color(rgb: UInt32(0x100000 * (row % 15 + 1))))
            list.text("row", x: 24, y: y + 4, font: .body, color: Color(rgb: 0x000000))
        }
        list.unclip()
        return list
    }

    @Test("a row one frame still lists and the other does not damages its own area only: the items after it pair up again")
    func pairingResumesAfterAnExtraItem() {
        var tracker = DamageTracker()
        let frame = Rect(x: 0, y: 0, width: 100, height: 200)
        let buffer = Framebuffer(width: 100, height: 200)
        tracker.select(buffer: ObjectIdentifier(buffer))
        // The old frame lists row 0 (scrolled just out of view, its label's margin still reaching
        // in); the new one, 5 px further, starts at row 1.
        var first = Self.rows(offset: 20, first: 0)
        withUnsafeBufferPointer(to: []) { _ = tracker.plan(first, bounds: frame, panels: $0) }
        tracker.commit(list: &first)
        var drawn = 0
        withUnsafeBufferPointer(to: []) { drawn = tracker.plan(Self.rows(offset: 25, first: 1), bounds: frame, panels: $0) }
        #expect(tracker.blits.count == 1)
        #expect(tracker.blits.first?.destination == Rect(x: 0, y: 0, width: 100, height: 195) && tracker.blits.first?.dy == -5)
        // The exposed strip at the bottom and row 0's remains at the top, not the rows between.
        #expect(drawn < 100 * 200 / 2, "\(drawn) pixels: \(tracker.region.slabs)")
        #expect(tracker.region.slabs.allSatisfy { $0.maxY <= 40 || $0.y >= 170 }, "\(tracker.region.slabs)")
    }
}

private func withUnsafeBufferPointer(to rects: [Rect], _ body: (UnsafeBufferPointer<Rect>) -> Void) {
    rects.withUnsafeBufferPointer(body)
}
