import FramePipeline
import Pixels
import Raster
import Testing

/// The region a damage frame redraws: disjoint slabs that cover every rectangle added.
@Suite("DamageRegion")
struct DamageRegionTests {
    static let frame = Rect(x: 0, y: 0, width: 200, height: 100)

    /// Every pixel of `rects` (within the frame) is in exactly one slab; no slab leaves the frame.
    static func check(_ rects: [Rect]) -> DamageRegion {
        var region = DamageRegion(bounds: frame)
        for rect in rects { region.add(rect) }
        region.close()
        var cover = [Int](repeating: 0, count: frame.width * frame.height)
        for slab in region.slabs {
            #expect(slab.intersection(frame) == slab)
            for y in slab.y..<slab.maxY { for x in slab.x..<slab.maxX { cover[y * frame.width + x] += 1 } }
        }
        #expect(!cover.contains { $0 > 1 }, "slabs overlap")
        // A narrowed move's fills look its moves up by top edge.
        #expect(zip(region.slabs, region.slabs.dropFirst()).allSatisfy { $0.y <= $1.y }, "slabs out of order: \(region.slabs)")
        for rect in rects {
            let r = rect.intersection(frame)
            guard !r.isEmpty else { continue }
            for y in r.y..<r.maxY { for x in r.x..<r.maxX { #expect(cover[y * frame.width + x] == 1) } }
        }
        return region
    }

    @Test("overlapping and disjoint rectangles become disjoint slabs covering them")
    func slabs() {
        let region = Self.check([Rect(x: 10, y: 10, width: 50, height: 30), Rect(x: 40, y: 20, width: 50, height: 40),
                                 Rect(x: 150, y: 80, width: 100, height: 100), Rect(x: -5, y: 95, width: 10, height: 10)])
        #expect(region.slabs.count >= 3)
    }

    @Test("slabs come by top edge, also when a tall rectangle keeps a slab going past shorter ones added first")
    func slabsByTop() {
        // The tall one's slab continues through bands where slabs start below its top.
        let region = Self.check([Rect(x: 150, y: 60, width: 40, height: 10), Rect(x: 0, y: 0, width: 30, height: 90),
                                 Rect(x: 100, y: 20, width: 20, height: 5), Rect(x: 90, y: 40, width: 10, height: 30),
                                 Rect(x: 0, y: 95, width: 200, height: 5)])
        #expect(region.slabs.count >= 4)
    }

    @Test("a strip stays a strip: nothing outside it is drawn")
    func strip() {
        let region = Self.check([Rect(x: 0, y: 88, width: 200, height: 12)])
        #expect(region.slabs == [Rect(x: 0, y: 88, width: 200, height: 12)])
    }

    @Test("two edges far apart in the same rows are two slabs, not the width between them; near ones join")
    func farApartStaySeparate() {
        // A pager between two pages: the left page's old edge and the strip the right one exposed.
        let region = Self.check([Rect(x: 10, y: 20, width: 5, height: 60), Rect(x: 180, y: 20, width: 20, height: 60)])
        #expect(region.slabs == [Rect(x: 10, y: 20, width: 5, height: 60), Rect(x: 180, y: 20, width: 20, height: 60)])
        let near = Self.check([Rect(x: 10, y: 20, width: 5, height: 60), Rect(x: 40, y: 20, width: 20, height: 60)])
        #expect(near.slabs == [Rect(x: 10, y: 20, width: 50, height: 60)])
        // Slabs continue down through bands where the others change.
        let stair = Self.check([Rect(x: 0, y: 0, width: 10, height: 50), Rect(x: 150, y: 10, width: 10, height: 10)])
        #expect(stair.slabs.first == Rect(x: 0, y: 0, width: 10, height: 50))
        #expect(stair.slabs.count == 2)
    }

    @Test("more rectangles than it holds: the whole frame")
    func overflow() {
        var region = DamageRegion(bounds: Self.frame)
        for i in 0...DamageRegion.defaultCapacity { region.add(Rect(x: i % 200, y: i % 100, width: 1, height: 1)) }
        #expect(region.isWhole)
        #expect(region.close() == 200 * 100)
    }
}
