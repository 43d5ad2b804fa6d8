import Pixels
import Raster
import Testing

struct BlendTests {
    /// Source-over for one channel, rounded to nearest: round((s·a + d·(255−a)) / 255).
    /// Written with plain integer division so it shares nothing with the SWAR code under test.
    static func reference(_ source: UInt32, _ destination: UInt32, _ alpha: UInt32) -> UInt32 {
        (source * alpha + destination * (255 - alpha) + 127) / 255
    }

    func blendOne(over destination: UInt32, _ color: Color) -> UInt32 {
        let fb = Framebuffer(width: 1, height: 1)
        fb.setPixel(x: 0, y: 0, destination)
        Canvas(fb).blend(fb.bounds, color)
        return fb.pixel(x: 0, y: 0)
    }

    @Test func halfWhiteOverBlack() {
        // 255·128/255 = 128 exactly; 255·127/255 = 127 exactly: no rounding involved.
        #expect(blendOne(over: 0xFF00_0000, Color.white.withAlpha(128)) == 0xFF80_8080)
        #expect(blendOne(over: 0xFF00_0000, Color.white.withAlpha(127)) == 0xFF7F_7F7F)
    }

    @Test func halfBlackOverWhite() {
        // 255·(255−128)/255 = 127, 255·(255−127)/255 = 128.
        #expect(blendOne(over: 0xFFFF_FFFF, Color.black.withAlpha(128)) == 0xFF7F_7F7F)
        #expect(blendOne(over: 0xFFFF_FFFF, Color.black.withAlpha(127)) == 0xFF80_8080)
    }

    @Test func roundingToNearest() {
        // red: (200·100 + 10·155)/255 = 21550/255 = 84.51 → 85
        // green: (0·100 + 3·155)/255 = 1.82 → 2; blue: (1·100 + 0)/255 = 0.39 → 0
        let out = blendOne(over: 0xFF0A_0300, Color(red: 200, green: 0, blue: 1, alpha: 100))
        #expect(out == 0xFF55_0200)
    }

    @Test func destinationAlphaComposites() {
        // Source-over alpha: a + d·(1 − a) = (255·64 + 0·191)/255 = 64 over a transparent pixel.
        #expect(blendOne(over: 0x0000_0000, Color(argb: 0x40FF_FFFF)) >> 24 == 64)
        #expect(blendOne(over: 0x0000_0000, Color(argb: 0x40FF_FFFF)) & 0xFF == 64)
        #expect(blendOne(over: 0xFF00_0000, Color(argb: 0x40FF_FFFF)) >> 24 == 255)
    }

    @Test func alphaZeroLeavesPixelsUntouched() {
        #expect(blendOne(over: 0x1234_5678, Color(argb: 0x00FF_FFFF)) == 0x1234_5678)
        #expect(blendOne(over: 0x1234_5678, .clear) == 0x1234_5678)
    }

    @Test func alphaFullReplacesPixels() {
        #expect(blendOne(over: 0x1234_5678, Color(rgb: 0xABCDEF)) == 0xFFAB_CDEF)
    }

    /// Every destination channel value 0...255 against every source channel value, for a spread
    /// of alphas: a 256×256 picture whose red and blue vary by column and green by row.
    @Test(arguments: [1, 2, 64, 127, 128, 129, 200, 254] as [UInt32])
    func matchesReferenceForAllChannelValues(alpha: UInt32) {
        for source in [0, 1, 77, 128, 254, 255] as [UInt32] {
            let fb = Framebuffer(width: 256, height: 256)
            fb.withRows { y, row in
                for x in 0..<256 {
                    row[x] = UInt32(255 - x) << 24 | UInt32(x) << 16 | UInt32(y) << 8 | UInt32(255 - x)
                }
            }
            let color = Color(argb: alpha << 24 | source << 16 | (255 - source) << 8 | source)
            Canvas(fb).blend(fb.bounds, color)
            var mismatches = 0
            for y in 0..<256 {
                for x in 0..<256 {
                    let a = Self.reference(255, UInt32(255 - x), alpha)
                    let r = Self.reference(source, UInt32(x), alpha)
                    let g = Self.reference(255 - source, UInt32(y), alpha)
                    let b = Self.reference(source, UInt32(255 - x), alpha)
                    if fb.pixel(x: x, y: y) != a << 24 | r << 16 | g << 8 | b { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "alpha \(alpha), source \(source)")
        }
    }

    @Test func blendIsClippedBySubCanvas() {
        let fb = Framebuffer(width: 6, height: 3)
        Canvas(fb).fill(fb.bounds, .black)
        Canvas(fb).clipped(to: Rect(x: 2, y: 1, width: 2, height: 1))
            .blend(Rect(x: -5, y: -5, width: 20, height: 20), Color.white.withAlpha(128))
        for y in 0..<3 {
            for x in 0..<6 {
                let inside = (2..<4).contains(x) && y == 1
                #expect(fb.pixel(x: x, y: y) == (inside ? 0xFF80_8080 : 0xFF00_0000))
            }
        }
    }
}
