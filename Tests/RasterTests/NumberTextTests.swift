import Raster
import Testing

struct NumberTextTests {
    let font = Font.small

    /// Renders both ways and compares pixels and advances, so a wrong digit shows up as the
    /// expected string in the failure message.
    func expectRenders(_ expected: String, _ draw: (Canvas) -> Int,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = Framebuffer(width: 260, height: 15)
        let wanted = Framebuffer(width: 260, height: 15)
        let advance = draw(Canvas(actual))
        let wantedAdvance = Canvas(wanted).drawText(expected, x: 1, y: 0, font: font, color: .white)
        #expect(advance == wantedAdvance, "advance for \(expected)", sourceLocation: sourceLocation)
        #expect(actual.picture() == wanted.picture(), "pixels for \(expected)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (0, "0"), (7, "7"), (-42, "-42"), (1_234_567_890, "1234567890"), (100, "100"),
        (Int.max, "9223372036854775807"), (Int.min, "-9223372036854775808"),
    ])
    func integers(value: Int, expected: String) {
        expectRenders(expected) { $0.drawInteger(value, x: 1, y: 0, font: font, color: .white) }
        #expect(font.width(ofInteger: value) == font.width(of: expected))
    }

    @Test(arguments: [
        (3.14159, 2, "3.14"),
        (2.5, 0, "3"),          // ties away from zero
        (-2.5, 0, "-3"),
        (0.125, 2, "0.13"),     // 0.125 is exact in binary: a true tie
        (9.999, 2, "10.00"),    // carry into the integer part
        (-0.004, 2, "0.00"),    // rounds to zero: no minus sign
        (-0.0, 1, "0.0"),
        (-1.5, 1, "-1.5"),
        (0.05, 3, "0.050"),     // fraction keeps its leading zero
        (16.666, 1, "16.7"),
        (42, -3, "42"),         // negative digit counts mean none
        (1, 20, "1.000000000000000"), // clamped to 15
        (Double.nan, 2, "nan"),
        (Double.infinity, 2, "inf"),
        (-Double.infinity, 2, "-inf"),
        (1e30, 2, "overflow"),
    ])
    func fixedPoint(value: Double, digits: Int, expected: String) {
        expectRenders(expected) {
            $0.drawFixed(value, fractionDigits: digits, x: 1, y: 0, font: font, color: .white)
        }
        #expect(font.width(ofFixed: value, fractionDigits: digits) == font.width(of: expected))
    }
}
