import Testing
import Playground
import Raster
import Scenes

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
}
