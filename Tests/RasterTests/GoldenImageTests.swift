import Pixels
import Raster
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Golden images of glyph coverage and shape edges: drawn pictures compared pixel for pixel with
/// PPM files under Tests/RasterTests/Goldens. On a mismatch the expected, actual and diff pictures
/// are written as PNGs (the path is in the failure message). `HANDOFF_UPDATE_GOLDENS=1 swift test
/// --filter GoldenImageTests` rewrites the goldens (and still fails, so an update is never silent).
struct GoldenImageTests {
    /// Every face, white on black and dark on white, with kerning pairs and the typographic extras.
    @Test func glyphCoverage() {
        let fb = Framebuffer(width: 520, height: 250)
        let canvas = Canvas(fb)
        canvas.fill(Rect(x: 0, y: 0, width: 520, height: 125), .black)
        canvas.fill(Rect(x: 0, y: 125, width: 520, height: 125), Color(rgb: 0xFFFFFF))
        var y = 4
        for (font, ink) in [(Font.small, Color.white), (.caption, .white), (.body, .white), (.headline, .white),
                            (.title, .white), (.small, Color(rgb: 0x1C1C1E)), (.caption, Color(rgb: 0x6C6C70)),
                            (.body, Color(rgb: 0x1C1C1E)), (.headline, Color(rgb: 0x1E8E3E)), (.title, Color(rgb: 0x0A84FF))] {
            if y < 125 && y + font.lineHeight > 121 { y = 129 }
            canvas.drawText("AV To Wa “Handoff” — 0123…9 · é’s", x: 6, y: y, font: font, color: ink)
            y += font.lineHeight + 2
        }
        expectGolden(fb, named: "glyphs")
    }

    /// Rounded rectangles of several radii, circles, a translucent card, a clipped circle and a
    /// gradient, on two backgrounds.
    @Test func shapeEdges() {
        let fb = Framebuffer(width: 240, height: 120)
        let canvas = Canvas(fb)
        canvas.fill(Rect(x: 0, y: 0, width: 120, height: 120), Color(rgb: 0xFFFFFF))
        canvas.fill(Rect(x: 120, y: 0, width: 120, height: 120), Color(rgb: 0x1C1C1E))
        canvas.fillRoundedRect(Rect(x: 6, y: 6, width: 50, height: 30), radius: 0, Color(rgb: 0x34C759))
        canvas.fillRoundedRect(Rect(x: 62, y: 6, width: 50, height: 30), radius: 6, Color(rgb: 0x0A84FF))
        canvas.fillRoundedRect(Rect(x: 6, y: 42, width: 106, height: 36), radius: 17, Color(rgb: 0xE9E9EB))
        canvas.fillCircle(centerX: 30, centerY: 100, radius: 14, Color(rgb: 0xFF375F))
        canvas.fillCircle(centerX: 70, centerY: 100, radius: 5, Color(rgb: 0x5E5CE6))
        canvas.fillRoundedRect(Rect(x: 60, y: 60, width: 60, height: 50), radius: 10, Color(rgb: 0xFF9F0A).withAlpha(140))
        canvas.fillVerticalGradient(Rect(x: 126, y: 6, width: 50, height: 50), top: Color(rgb: 0xBF80FF), bottom: Color(rgb: 0x402060))
        canvas.fillCircle(centerX: 200, centerY: 30, radius: 22, Color(rgb: 0xFFFFFF))
        // Clipped by a sub-canvas: only the part inside (130, 66, 60, 40) is drawn.
        canvas.clipped(to: Rect(x: 130, y: 66, width: 60, height: 40))
            .fillCircle(centerX: 50, centerY: 10, radius: 30, Color(rgb: 0x30B0C7))
        canvas.fillRoundedRect(Rect(x: 196, y: 66, width: 36, height: 3), radius: 2, Color(rgb: 0x1E8E3E))
        expectGolden(fb, named: "shapes")
    }

    @Test func shapesStayInsideTheirRectangleAndClip() {
        let fb = Framebuffer(width: 40, height: 40)
        Canvas(fb).clipped(to: Rect(x: 10, y: 10, width: 10, height: 10))
            .fillRoundedRect(Rect(x: -20, y: -20, width: 60, height: 60), radius: 25, .white)
        for y in 0..<40 {
            for x in 0..<40 where !(10..<20).contains(x) || !(10..<20).contains(y) {
                #expect(fb.pixel(x: x, y: y) == 0, "(\(x), \(y)) is outside the clip")
            }
        }
        // A circle's edge pixels are partial, its centre solid, its bounding-box corner untouched.
        let circle = Framebuffer(width: 40, height: 40)
        Canvas(circle).fillCircle(centerX: 20, centerY: 20, radius: 15, .white)
        #expect(circle.pixel(x: 20, y: 20) == Color.white.argb)
        #expect(circle.pixel(x: 5, y: 5) == 0)
        let edge = circle.pixel(x: 5, y: 20) & 0xFF
        #expect(edge > 0 && edge < 255)
    }

    // MARK: - Golden files

    func expectGolden(_ fb: Framebuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let path = "Tests/RasterTests/Goldens/\(name).ppm"
        let actual = Self.ppm(fb)
        if Self.environment("HANDOFF_UPDATE_GOLDENS") == "1" {
            RepositoryFile.write(actual, to: path)
            Issue.record("wrote \(path): review it and run again without HANDOFF_UPDATE_GOLDENS", sourceLocation: sourceLocation)
            return
        }
        guard let expectedBytes = RepositoryFile.bytes(path), let expected = Self.framebuffer(ppm: expectedBytes) else {
            Issue.record("missing or unreadable golden \(path)", sourceLocation: sourceLocation)
            return
        }
        guard expected.width == fb.width, expected.height == fb.height else {
            Issue.record("\(path) is \(expected.width)×\(expected.height), the picture \(fb.width)×\(fb.height)",
                         sourceLocation: sourceLocation)
            return
        }
        var differing = 0
        let diff = Framebuffer(width: fb.width, height: fb.height)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let a = fb.pixel(x: x, y: y) & 0xFF_FFFF, e = expected.pixel(x: x, y: y) & 0xFF_FFFF
                diff.setPixel(x: x, y: y, a == e ? 0xFF20_2020 : 0xFFFF_0000)
                if a != e { differing += 1 }
            }
        }
        if differing > 0 {
            let directory = "/tmp/handoff-goldens"
            mkdir(directory, 0o755)
            try? PNGEncoder.write(expected, to: "\(directory)/\(name)-expected.png")
            try? PNGEncoder.write(fb, to: "\(directory)/\(name)-actual.png")
            try? PNGEncoder.write(diff, to: "\(directory)/\(name)-diff.png")
            Issue.record("\(differing) pixels differ from \(path); see \(directory)/\(name)-{expected,actual,diff}.png",
                         sourceLocation: sourceLocation)
        }
    }

    static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// Binary PPM (P6): "P6\nW H\n255\n" then RGB bytes.
    static func ppm(_ fb: Framebuffer) -> [UInt8] {
        var bytes = Array("P6\n\(fb.width) \(fb.height)\n255\n".utf8)
        for y in 0..<fb.height {
            for x in 0..<fb.width {
                let p = fb.pixel(x: x, y: y)
                bytes += [UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p)]
            }
        }
        return bytes
    }

    /// Reads what `ppm` writes (three header lines, no comments).
    static func framebuffer(ppm bytes: [UInt8]) -> Framebuffer? {
        var fields: [Int] = [], index = 0, current = ""
        var newlines = 0
        while index < bytes.count, newlines < 3 {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") {
                if let value = Int(current) { fields.append(value) }
                current = ""
                if byte == UInt8(ascii: "\n") { newlines += 1 }
            } else {
                current.append(Character(Unicode.Scalar(byte)))
            }
        }
        guard fields.count == 3, fields[2] == 255, bytes.count - index == fields[0] * fields[1] * 3 else { return nil }
        let fb = Framebuffer(width: fields[0], height: fields[1])
        for y in 0..<fields[1] {
            for x in 0..<fields[0] {
                let i = index + (y * fields[0] + x) * 3
                fb.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]))
            }
        }
        return fb
    }
}
