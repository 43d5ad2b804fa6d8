import Raster
import Testing

struct TextTests {
    @Test func advanceAndMeasureAgree() {
        let fb = Framebuffer(width: 200, height: 20)
        let canvas = Canvas(fb)
        let text = "Frame 42: ok"
        let advance = canvas.drawText(text, x: 3, y: 2, font: .fixed9x15, color: .white)
        #expect(advance == 12 * 9)
        #expect(canvas.measureText(text, font: .fixed9x15) == advance)
        #expect(canvas.measureText(text.dropFirst(6), font: .fixed9x15) == 6 * 9) // Substring
        #expect(canvas.drawText("", x: 0, y: 0, font: .fixed9x15, color: .white) == 0)
    }

    @Test func drawsOnlyGlyphPixelsWithoutBackground() {
        let fb = Framebuffer(width: 9, height: 15)
        Canvas(fb).fill(fb.bounds, Color(rgb: 0x0000FF))
        Canvas(fb).drawText("H", x: 0, y: 0, font: .fixed9x15, color: Color(rgb: 0xFF0000))
        #expect(fb.pixel(x: 0, y: 0) == 0xFF00_00FF) // background kept
        #expect(fb.pixel(x: 1, y: 2) == 0xFFFF_0000) // stem of the H
    }

    @Test func nonContiguousStringsDrawLikeNativeOnes() {
        // A lazily built Substring still goes through the UTF-8 view; result must match.
        let native = Framebuffer(width: 60, height: 15)
        let sliced = Framebuffer(width: 60, height: 15)
        let whole = "xxAbc12"
        Canvas(native).drawText("Abc12", x: 0, y: 0, font: .fixed9x15, color: .white)
        Canvas(sliced).drawText(whole.dropFirst(2), x: 0, y: 0, font: .fixed9x15, color: .white)
        #expect(native.picture() == sliced.picture())
    }

    /// Drawing into a sub-canvas must give exactly the pixels of an unclipped drawing that fall
    /// inside the sub-rectangle, and nothing outside it.
    @Test(arguments: [
        Rect(x: 5, y: 4, width: 20, height: 8),    // cuts glyphs on the right and bottom
        Rect(x: 12, y: 6, width: 30, height: 30),  // cuts the top rows and the first glyph's left
        Rect(x: 0, y: 0, width: 1, height: 1),
        Rect(x: 100, y: 0, width: 10, height: 10), // beyond the text
    ])
    func textIsClippedBySubCanvas(window: Rect) {
        let reference = Framebuffer(width: 80, height: 30)
        Canvas(reference).drawText("HWM@#", x: 4, y: 3, font: .fixed9x15, color: .white)

        let clipped = Framebuffer(width: 80, height: 30)
        let sub = Canvas(clipped).clipped(to: window)
        // Same absolute position, expressed in the sub-canvas's local coordinates.
        let advance = sub.drawText("HWM@#", x: 4 - window.x, y: 3 - window.y, font: .fixed9x15, color: .white)
        #expect(advance == 45) // clipping never changes the advance

        for y in 0..<30 {
            for x in 0..<80 {
                let want = window.contains(x: x, y: y) ? reference.pixel(x: x, y: y) : 0
                #expect(clipped.pixel(x: x, y: y) == want, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func textPartlyOffTheFramebufferEdges() {
        let fb = Framebuffer(width: 10, height: 10)
        let canvas = Canvas(fb)
        canvas.drawText("HHHH", x: -13, y: -5, font: .fixed9x15, color: .white)
        canvas.drawText("HHHH", x: 5, y: 6, font: .fixed9x15, color: .white)
        canvas.drawText("HHHH", x: Int.max - 20, y: Int.min + 3, font: .fixed9x15, color: .white)
        // Second H of the first run: its left stem (column 9+1−13 = −3) is gone; its right stem
        // (column 3) covers glyph rows 2...11, i.e. y −3...6, and the bar (glyph row 6) is y 1.
        #expect(fb.pixel(x: 3, y: 0) == Color.white.argb)
        #expect(fb.pixel(x: 3, y: 6) == Color.white.argb)
        #expect(fb.pixel(x: 3, y: 7) == 0)
        #expect(fb.pixel(x: 0, y: 1) == Color.white.argb)
        #expect(fb.pixel(x: 0, y: 0) == 0)
        #expect(fb.pixel(x: 6, y: 8) == Color.white.argb) // left stem of the second run
    }
}
