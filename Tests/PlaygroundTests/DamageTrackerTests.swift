import Testing
import Playground
import Raster
import Scenes

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
}

private func withUnsafeBufferPointer(to rects: [Rect], _ body: (UnsafeBufferPointer<Rect>) -> Void) {
    rects.withUnsafeBufferPointer(body)
}
