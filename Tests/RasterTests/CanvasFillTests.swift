import Pixels
import Raster
import Testing

struct CanvasFillTests {
    /// Every pixel inside `expected` is white, every other pixel is still zero.
    func expectOnly(_ expected: Rect, in fb: Framebuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let want: UInt32 = expected.contains(x: x, y: y) ? Color.white.argb : 0
                #expect(fb.pixel(x: x, y: y) == want, "pixel (\(x), \(y))", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [
        // (rect drawn, part expected on an 8×6 framebuffer)
        (Rect(x: -3, y: 1, width: 5, height: 2), Rect(x: 0, y: 1, width: 2, height: 2)),  // left
        (Rect(x: 6, y: 1, width: 5, height: 2), Rect(x: 6, y: 1, width: 2, height: 2)),   // right
        (Rect(x: 1, y: -4, width: 2, height: 5), Rect(x: 1, y: 0, width: 2, height: 1)),  // top
        (Rect(x: 1, y: 4, width: 2, height: 9), Rect(x: 1, y: 4, width: 2, height: 2)),   // bottom
        (Rect(x: -9, y: -9, width: 30, height: 30), Rect(x: 0, y: 0, width: 8, height: 6)), // all round
        (Rect(x: 8, y: 0, width: 3, height: 3), Rect.zero),                                // just outside
        (Rect(x: -3, y: 0, width: 3, height: 3), Rect.zero),                               // just outside
        (Rect(x: 2, y: 2, width: 0, height: 3), Rect.zero),                                // empty
        (Rect(x: 2, y: 2, width: -5, height: 3), Rect.zero),                               // negative
    ])
    func fillIsClippedAtEveryEdge(drawn: Rect, expected: Rect) {
        let fb = Framebuffer(width: 8, height: 6)
        Canvas(fb).fill(drawn, .white)
        expectOnly(expected, in: fb)
    }

    @Test func fillWritesTheColourValueAsIs() {
        let fb = Framebuffer(width: 2, height: 1)
        Canvas(fb).fill(fb.bounds, Color(argb: 0x1234_5678))
        #expect(fb.pixel(x: 1, y: 0) == 0x1234_5678)
    }

    @Test func fillRespectsStridePadding() {
        let fb = Framebuffer(width: 4, height: 3, stride: 6)
        Canvas(fb).fill(fb.bounds, .white)
        for y in 0..<3 {
            #expect(fb.pixels[y * 6 + 4] == 0 && fb.pixels[y * 6 + 5] == 0)
        }
        expectOnly(fb.bounds, in: fb)
    }

    @Test func subCanvasTranslatesAndClips() {
        let fb = Framebuffer(width: 10, height: 8)
        let sub = Canvas(fb).clipped(to: Rect(x: 2, y: 3, width: 4, height: 3))
        #expect(sub.bounds == Rect(x: 0, y: 0, width: 4, height: 3))
        sub.fill(Rect(x: -1, y: 1, width: 100, height: 1), .white)
        expectOnly(Rect(x: 2, y: 4, width: 4, height: 1), in: fb)
    }

    @Test func nestedSubCanvasesOnlyNarrow() {
        let fb = Framebuffer(width: 10, height: 10)
        let outer = Canvas(fb).clipped(to: Rect(x: 2, y: 2, width: 4, height: 4))
        // The inner rectangle sticks out of the outer one: it must not widen the clip.
        let inner = outer.clipped(to: Rect(x: 1, y: 1, width: 10, height: 10))
        inner.fill(Rect(x: 0, y: 0, width: 50, height: 50), .white)
        expectOnly(Rect(x: 3, y: 3, width: 3, height: 3), in: fb)
    }

    @Test func linesAreClippedLikeFills() {
        let fb = Framebuffer(width: 5, height: 4)
        let canvas = Canvas(fb)
        canvas.hline(x: -2, y: 1, length: 4, .white)
        canvas.vline(x: 4, y: 2, length: 10, .white)
        canvas.hline(x: 0, y: -1, length: 5, .white)
        canvas.vline(x: 5, y: 0, length: 4, .white)
        #expect(fb.picture() == [
            ".....",
            "##...",
            "....#",
            "....#",
        ])
    }

    @Test func canvasMadeBeforeShrinkStaysInBounds() {
        let fb = Framebuffer(width: 20, height: 20)
        let canvas = Canvas(fb)
        fb.resize(width: 3, height: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), .white)
        canvas.blend(Rect(x: 0, y: 0, width: 20, height: 20), .black.withAlpha(1))
        #expect(fb.width == 3 && fb.height == 2)
        // Only the 6 live pixels may have been written; the rest of the allocation is spare.
        for i in 6..<fb.capacity { #expect(fb.pixels[i] == 0) }
    }
}
