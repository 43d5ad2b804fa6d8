import Foundation
import FramePipeline
import Pixels
import Raster
import Scenes
import Testing

/// Drawing in bands on worker threads gives the pixels of drawing on one thread.
@Suite("BandRaster")
struct BandRasterTests {
    @Test("every scene, cut into 1, 2 and 3 bands: identical frames", arguments: SceneRegistry.kinds)
    func bands(kind: SceneKind) {
        let options = SceneOptions(kind: kind, width: 700, height: 900)
        let scene = options.makeScene()
        var list = DisplayList()
        scene.render(into: &list)
        var digests: [UInt64] = []
        for count in 1...3 {
            let raster = BandRaster(bands: count)
            let framebuffer = Framebuffer(width: 700, height: 900)
            // Regions large enough to be cut (a small job is drawn on the calling thread).
            let regions = [Rect(x: 0, y: 0, width: 700, height: 500), Rect(x: 0, y: 500, width: 700, height: 400)]
            regions.withUnsafeBufferPointer { _ = raster.render(list, into: framebuffer, regions: $0) }
            var digest = PixelDigest()
            digest.add(framebuffer)
            digests.append(digest.value)
        }
        #expect(Set(digests).count == 1, "\(kind): \(digests)")
        let reference = Framebuffer(width: 700, height: 900)
        list.render(into: Canvas(reference))
        var digest = PixelDigest()
        digest.add(reference)
        #expect(digests[0] == digest.value)
    }

    @Test("many thin regions in one pass over the list: the pixels of drawing each region on its own, and none outside",
          arguments: SceneRegistry.kinds)
    func thinRegions(kind: SceneKind) {
        for factor in [1.0, 2.0] {
            let scale = DisplayScale(factor)!
            let options = SceneOptions(kind: kind, width: 400, height: 500, scale: scale)
            let scene = options.makeScene()
            var list = DisplayList()
            scene.render(into: &list)
            let device = options.deviceSize
            // Strips of a few rows (a narrowed move's edges), some not the full width, given out of order.
            var regions: [Rect] = []
            var y = 3
            while y < device.height {
                let height = 1 + (y * 7) % 13
                let x = (y % 3 == 0) ? 17 : 0
                regions.append(Rect(x: x, y: y, width: device.width - x - (y % 5), height: min(height, device.height - y)))
                y += height + 5 + y % 11
            }
            regions.swapAt(0, regions.count - 1)
            let sentinel: UInt32 = 0xFF12_3456
            let reference = Framebuffer(width: device.width, height: device.height)
            reference.pixels.update(repeating: sentinel, count: reference.stride * reference.height)
            for region in regions { list.render(into: Canvas(reference, scale: scale).restricted(toDevice: region)) }
            for count in 1...2 {
                let framebuffer = Framebuffer(width: device.width, height: device.height)
                framebuffer.pixels.update(repeating: sentinel, count: framebuffer.stride * framebuffer.height)
                regions.withUnsafeBufferPointer { _ = BandRaster(bands: count).render(list, into: framebuffer, scale: scale, regions: $0) }
                var differing = 0
                for row in 0..<device.height where memcmp(framebuffer.row(row), reference.row(row), device.width * 4) != 0 { differing += 1 }
                #expect(differing == 0, "\(kind) at \(factor)x, \(count) bands: \(differing) rows differ")
            }
        }
    }

    @Test("a job that spares cores is cut into fewer bands, small jobs stay on the calling thread, and the pixels do not change")
    func spareCores() {
        let options = SceneOptions(kind: .profile, width: 700, height: 900)
        let scene = options.makeScene()
        var list = DisplayList()
        scene.render(into: &list)
        let raster = BandRaster(bands: 3)
        let large = [Rect(x: 0, y: 0, width: 700, height: 900)]
        var digests: [UInt64] = []
        for spare in 0...3 {
            let framebuffer = Framebuffer(width: 700, height: 900)
            large.withUnsafeBufferPointer { _ = raster.render(list, into: framebuffer, regions: $0, spareCores: spare) }
            #expect(raster.lastBandsUsed == max(1, 3 - spare), "sparing \(spare) of 3 cores")
            var digest = PixelDigest()
            digest.add(framebuffer)
            digests.append(digest.value)
        }
        #expect(Set(digests).count == 1, "\(digests)")
        // Below the inline size a job never wakes a worker.
        let small = [Rect(x: 0, y: 0, width: 100, height: 100)]
        small.withUnsafeBufferPointer { _ = raster.render(list, into: Framebuffer(width: 700, height: 900), regions: $0) }
        #expect(raster.lastBandsUsed == 1)
    }
}
