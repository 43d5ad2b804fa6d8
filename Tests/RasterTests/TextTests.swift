import Pixels
import Raster
import Testing

struct TextTests {
    @Test func advanceAndMeasureAgree() {
        let fb = Framebuffer(width: 200, height: 20)
        let canvas = Canvas(fb)
        let text = "Frame 42: ok"
        let advance = canvas.drawText(text, x: 3, y: 2, font: .body, color: .white)
        #expect(advance == Font.body.width(of: text))
        #expect(advance > 60 && advance < 110) // proportional, about 7 px a character at 15 px
        #expect(canvas.measureText(text, font: .body) == advance)
        #expect(canvas.measureText(text.dropFirst(6), font: .body) == Font.body.width(of: "42: ok")) // Substring
        #expect(canvas.drawText("", x: 0, y: 0, font: .body, color: .white) == 0)
        #expect(canvas.drawText(text, utf8Range: 6, 12, x: 0, y: 0, font: .body, color: .white) == Font.body.width(of: "42: ok"))
    }

    @Test func glyphsAreAntiAliasedWithManyShades() {
        let fb = Framebuffer(width: 300, height: 30)
        Canvas(fb).drawText("Anti-aliased: @Ragged edges 0123", x: 2, y: 2, font: .body, color: .white)
        var shades = Set<UInt32>()
        fb.withRows { _, row in for pixel in row { shades.insert(pixel & 0xFF) } }
        // A 1-bit font gives two values; FreeType's grayscale coverage gives dozens.
        #expect(shades.count > 40)
    }

    @Test func drawsOnlyGlyphPixelsWithoutBackground() {
        let fb = Framebuffer(width: 12, height: 18)
        Canvas(fb).fill(fb.bounds, Color(rgb: 0x0000FF))
        Canvas(fb).drawText("H", x: 0, y: 0, font: .body, color: Color(rgb: 0xFF0000))
        #expect(fb.pixel(x: 0, y: 0) == 0xFF00_00FF) // background kept above the cap height
        // The H's left stem is nearly solid red somewhere in its middle rows (light hinting snaps
        // only vertically, so a stem may straddle two columns).
        let stem = (0..<12).contains { x in fb.pixel(x: x, y: 9) >> 16 & 0xFF >= 0xC0 && fb.pixel(x: x, y: 9) & 0xFF < 0x80 }
        #expect(stem)
    }

    @Test func nonContiguousStringsDrawLikeNativeOnes() {
        let native = Framebuffer(width: 60, height: 18)
        let sliced = Framebuffer(width: 60, height: 18)
        let whole = "xxAbc12"
        Canvas(native).drawText("Abc12", x: 0, y: 0, font: .body, color: .white)
        Canvas(sliced).drawText(whole.dropFirst(2), x: 0, y: 0, font: .body, color: .white)
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
        let reference = Framebuffer(width: 120, height: 30)
        let advance = Canvas(reference).drawText("HWM@#", x: 4, y: 3, font: .body, color: .white)

        let clipped = Framebuffer(width: 120, height: 30)
        let sub = Canvas(clipped).clipped(to: window)
        let clippedAdvance = sub.drawText("HWM@#", x: 4 - window.x, y: 3 - window.y, font: .body, color: .white)
        #expect(clippedAdvance == advance) // clipping never changes the advance

        for y in 0..<30 {
            for x in 0..<120 {
                let want = window.contains(x: x, y: y) ? reference.pixel(x: x, y: y) : 0
                #expect(clipped.pixel(x: x, y: y) == want, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func textPartlyOffTheFramebufferEdgesMatchesTheUnclippedDrawing() {
        // The same run drawn 20 px further in on a larger framebuffer is the reference.
        let big = Framebuffer(width: 50, height: 50)
        Canvas(big).drawText("HHHH", x: -13 + 20, y: -5 + 20, font: .body, color: .white)
        let fb = Framebuffer(width: 10, height: 10)
        let canvas = Canvas(fb)
        canvas.drawText("HHHH", x: -13, y: -5, font: .body, color: .white)
        canvas.drawText("HHHH", x: Int.max - 20, y: Int.min + 3, font: .body, color: .white) // nothing, no trap
        for y in 0..<10 {
            for x in 0..<10 { #expect(fb.pixel(x: x, y: y) == big.pixel(x: x + 20, y: y + 20)) }
        }
    }

    @Test func translucentTextIsFainter() {
        let solid = Framebuffer(width: 40, height: 20), faint = Framebuffer(width: 40, height: 20)
        Canvas(solid).drawText("Hi", x: 1, y: 1, font: .body, color: .white)
        Canvas(faint).drawText("Hi", x: 1, y: 1, font: .body, color: Color.white.withAlpha(100))
        var solidSum = 0, faintSum = 0
        solid.withRows { _, row in for p in row { solidSum += Int(p & 0xFF) } }
        faint.withRows { _, row in for p in row { faintSum += Int(p & 0xFF) } }
        #expect(faintSum > 0 && faintSum < solidSum)
    }
}
