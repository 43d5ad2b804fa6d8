import CAllocationCounter
import Raster
import Scenes
import ScrollEngine
import Testing

/// The text and shape paths allocate nothing per frame: rasterising a scene's display list
/// (labels, wrapped lines, rounded rectangles, circles, gradients) after warm-up makes no heap
/// allocation, counted on this test's own thread by the allocator interposer.
@Suite("Rasterising text and shapes allocates nothing")
struct RasterAllocationTests {
    @Test("every scene's frames rasterise without allocating", arguments: [SceneKind.profile, .sections, .feed, .chat])
    func noAllocations(kind: SceneKind) {
        let scene = SceneLookTests.makeScene(kind, width: 1280, height: 800)
        let framebuffer = Framebuffer(width: 1280, height: 800)
        var lists: [DisplayList] = []
        // Display lists of 40 different frames (the content scrolled by 37 px each time).
        let node = scene.scroller.chain.nodes.count - 1
        for index in 0..<40 {
            let offset = Double(index * 37)
            let outerMax = scene.scroller.chain.nodes[0].maxOffset
            scene.scroller.chain.nodes[0].offset = min(offset, outerMax)
            if node > 0 { scene.scroller.chain.nodes[node].offset = max(0, offset - outerMax) }
            var list = DisplayList()
            scene.render(into: &list)
            lists.append(list)
        }
        for list in lists.prefix(5) { list.render(into: Canvas(framebuffer)) } // warm-up
        // A buffer pointer, because iterating an Array itself allocates in an unoptimised build.
        let allocations = lists.withUnsafeBufferPointer { lists in
            let before = handoff_thread_allocation_count()
            var index = 0
            while index < lists.count {
                lists[index].render(into: Canvas(framebuffer))
                index += 1
            }
            return handoff_thread_allocation_count() - before
        }
        #expect(allocations == 0, "\(kind): \(allocations) allocations in 40 frames")
    }
}
