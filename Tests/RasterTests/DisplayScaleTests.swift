@testable import Pixels
@testable import Raster
import Testing

/// Logical → device pixels: supported scales, edge snapping, text at the device size.
@Suite("Display scale: logical layout, device raster")
struct DisplayScaleTests {
    @Test("only 1, 1.25, 1.5, 2 and 3 are scales; nearest picks the closest")
    func parsing() {
        #expect(DisplayScale.all.map(\.description) == ["1", "1.25", "1.5", "2", "3"])
        #expect(DisplayScale(1.3) == nil && DisplayScale(0) == nil && DisplayScale(2)?.quarters == 8)
        #expect(DisplayScale(nearest: 192.0 / 96)?.quarters == 8)
        #expect(DisplayScale(nearest: 1.4)?.quarters == 6)
        #expect(DisplayScale(nearest: 1.125)?.quarters == 4)   // a tie goes to the smaller
        #expect(DisplayScale(nearest: 5)?.quarters == 12)
        #expect(DisplayScale(nearest: .nan) == nil && DisplayScale(nearest: -1) == nil)
    }

    @Test("rectangles that share a logical edge share the device edge, at every scale", arguments: DisplayScale.all)
    func edgesShared(scale: DisplayScale) {
        for x in -7..<40 {
            let left = scale.device(Rect(x: x - 3, y: x, width: 3, height: 5))
            let right = scale.device(Rect(x: x, y: x + 5, width: 1, height: 2))
            #expect(left.maxX == right.x)
            #expect(left.maxY == right.y)
            // Never more than the exact product rounded, never a gap or an overlap.
            #expect(abs(Double(right.x) - Double(x) * scale.value) <= 0.5)
        }
    }

    @Test("a fill at scale 2 covers exactly the doubled rectangle")
    func fillScales() {
        let buffer = Framebuffer(width: 40, height: 40)
        Canvas(buffer).fill(buffer.bounds, .white)
        let canvas = Canvas(buffer, scale: DisplayScale(2)!)
        canvas.clipped(to: Rect(x: 2, y: 3, width: 100, height: 100)).fill(Rect(x: 1, y: 1, width: 5, height: 4), .black)
        for y in 0..<40 {
            for x in 0..<40 {
                let inside = (6..<16).contains(x) && (8..<16).contains(y)
                #expect((buffer.pixel(x: x, y: y) == Color.black.argb) == inside, "pixel \(x),\(y)")
            }
        }
    }

    @Test("text at scale 2 is FreeType's glyphs at twice the size, not the 1× bitmap enlarged")
    func textAtDeviceSize() {
        let face = Font.body.scaled(DisplayScale(2)!)
        #expect(face.scaleQuarters == 8 && face.pixelSize == Font.body.pixelSize && face.weight == Font.body.weight)
        #expect(abs(face.ascent - 2 * Font.body.ascent) <= 1)
        /// The text's ink: the sum of every pixel's darkness (255 per fully black pixel).
        func ink(_ scale: DisplayScale, size: Int) -> (pixels: Int, levels: Set<UInt32>, width: Int, buffer: Framebuffer) {
            let buffer = Framebuffer(width: size, height: size / 4)
            Canvas(buffer).fill(buffer.bounds, .white)
            let advance = Canvas(buffer, scale: scale).drawText("Handoff", x: 0, y: 0, font: .body, color: .black)
            var count = 0
            var levels = Set<UInt32>()
            for y in 0..<buffer.height {
                for x in 0..<buffer.width where buffer.pixel(x: x, y: y) != Color.white.argb {
                    count += 255 - Int(buffer.pixel(x: x, y: y) & 0xFF)
                    levels.insert(buffer.pixel(x: x, y: y))
                }
            }
            return (count, levels, advance, buffer)
        }
        let one = ink(.one, size: 200), two = ink(DisplayScale(2)!, size: 400)
        // The advance stays logical: layout does not change with the scale.
        #expect(two.width == one.width)
        // About four times the ink …
        let ratio = Double(two.pixels) / Double(one.pixels)
        #expect(ratio > 3.4 && ratio < 4.6, "ink ratio \(ratio)")
        // … and not a pixel-doubled copy: some 2×2 block of the scaled text is not one colour.
        var blocky = true
        for y in stride(from: 0, to: two.buffer.height - 1, by: 2) {
            for x in stride(from: 0, to: two.buffer.width - 1, by: 2) {
                let p = two.buffer.pixel(x: x, y: y)
                if two.buffer.pixel(x: x + 1, y: y) != p || two.buffer.pixel(x: x, y: y + 1) != p { blocky = false }
            }
        }
        #expect(!blocky)
    }

    @Test("every face of the atlas exists at every scale")
    func atlasHasEveryScale() {
        for font in [Font.small, .caption, .body, .headline, .title] {
            for scale in DisplayScale.all {
                #expect(font.scaled(scale).scaleQuarters == scale.quarters, "\(font.name) at \(scale)")
            }
        }
    }
}
