import Pixels
import Raster
import Testing

/// SMOKE CHECK, not a benchmark: runs the per-frame workload the performance figures are quoted
/// for (full 1920×1080 fill, 20 rows of 40 characters, a 400×200 blended rectangle, a frame
/// digest) and asserts only that the results are right. Timings belong in release-mode
/// measurements, never in a unit test's pass/fail.
struct FrameSmokeTests {
    @Test func fullFrameWorkloadProducesTheExpectedPicture() {
        let fb = Framebuffer(width: 1920, height: 1080)
        let canvas = Canvas(fb)
        let background = Color(rgb: 0x202020)
        canvas.fill(fb.bounds, background)

        let line = String(repeating: "Handoff 0123456789 ", count: 3).prefix(40)
        var advance = 0
        for row in 0..<20 {
            advance = canvas.drawText(line, x: 10, y: 10 + row * 18, font: .body, color: .white)
        }
        canvas.blend(Rect(x: 700, y: 400, width: 400, height: 200), Color.white.withAlpha(128))
        var digest = PixelDigest()
        digest.add(fb)

        #expect(advance == Font.body.width(of: line))
        #expect(fb.pixel(x: 0, y: 0) == background.argb)
        #expect(fb.pixel(x: 1919, y: 1079) == background.argb)
        // The "H" stem is (nearly) white in the first and last text rows.
        #expect((10..<16).contains { fb.pixel(x: $0, y: 10 + 9) & 0xFF >= 0xC0 })
        #expect((10..<16).contains { fb.pixel(x: $0, y: 10 + 19 * 18 + 9) & 0xFF >= 0xC0 })
        // 0x20 under 50% white: (0x20·127 + 255·128)/255 = 143.9 → 0x90.
        #expect(fb.pixel(x: 700, y: 400) == 0xFF90_9090)
        #expect(fb.pixel(x: 1099, y: 599) == 0xFF90_9090)
        #expect(fb.pixel(x: 1100, y: 599) == background.argb)
        // The hex form is the value (16 digits, leading zeros kept), and one pixel moves the digest.
        #expect(UInt64(digest.hexString, radix: 16) == digest.value && digest.hexString.count == 16)
        fb.setPixel(x: 1919, y: 1079, 0xFF00_0000)
        var changed = PixelDigest()
        changed.add(fb)
        #expect(changed != digest)
    }
}
