import Raster
import Testing

struct BitmapFontTests {
    @Test func embeddedFontMetrics() {
        let cases: [(BitmapFont, ascent: Int, descent: Int, advance: Int)] = [
            (.fixed9x15, 12, 3, 9), (.fixed6x13, 11, 2, 6), (.fixed10x20, 16, 4, 10),
        ]
        for (font, ascent, descent, advance) in cases {
            #expect(font.ascent == ascent, "\(font.name)")
            #expect(font.descent == descent, "\(font.name)")
            #expect(font.lineHeight == ascent + descent)
            #expect(font.maxAdvance == advance)
            for byte in UInt8(32)...126 {
                #expect(font.hasGlyph(byte), "\(font.name) lacks \(byte)")
                #expect(font.advance(of: byte) == advance)
            }
            #expect(!font.hasGlyph(31) && !font.hasGlyph(127) && !font.hasGlyph(0xE9))
        }
    }

    @Test func glyphOfCapitalHIn9x15() {
        let fb = Framebuffer(width: 9, height: 15)
        let advance = Canvas(fb).drawText("H", x: 0, y: 0, font: .fixed9x15, color: .white)
        #expect(advance == 9)
        // BDF rows 4100 ×4, 7F00, 4100 ×5: columns 1 and 7, bar on row 6.
        #expect(fb.picture() == [
            ".........",
            ".........",
            ".#.....#.",
            ".#.....#.",
            ".#.....#.",
            ".#.....#.",
            ".#######.",
            ".#.....#.",
            ".#.....#.",
            ".#.....#.",
            ".#.....#.",
            ".#.....#.",
            ".........",
            ".........",
            ".........",
        ])
    }

    @Test func glyphOfCapitalIIn6x13() {
        let fb = Framebuffer(width: 6, height: 13)
        Canvas(fb).drawText("I", x: 0, y: 0, font: .fixed6x13, color: .white)
        // BDF rows 70, 20 ×7, 70 from the third row.
        #expect(fb.picture() == [
            "......", "......",
            ".###..",
            "..#...", "..#...", "..#...", "..#...", "..#...", "..#...", "..#...",
            ".###..",
            "......", "......",
        ])
    }

    static let tinyBDF = """
        STARTFONT 2.1
        FONTBOUNDINGBOX 3 4 0 -1
        STARTPROPERTIES 2
        FONT_ASCENT 3
        FONT_DESCENT 1
        ENDPROPERTIES
        CHARS 2
        STARTCHAR question
        ENCODING 63
        DWIDTH 4 0
        BBX 3 4 0 -1
        BITMAP
        E0
        20
        00
        40
        ENDCHAR
        STARTCHAR dot
        ENCODING 46
        DWIDTH 2 0
        BBX 1 1 1 0
        BITMAP
        FF
        ENDCHAR
        ENDFONT

        """

    @Test func parsesBoxOffsetsAndMasksBitsRightOfTheBox() throws {
        let font = try BitmapFont(bdf: Self.tinyBDF, name: "tiny")
        #expect(font.ascent == 3 && font.descent == 1)
        let fb = Framebuffer(width: 6, height: 4)
        let advance = Canvas(fb).drawText("?.", x: 0, y: 0, font: font, color: .white)
        #expect(advance == 6)
        // "." sits on the baseline (row 2) one column into its cell; FF must draw one pixel only.
        #expect(fb.picture() == [
            "###...",
            "..#...",
            ".....#",
            ".#....",
        ])
    }

    @Test func missingBytesDrawTheDefaultGlyphOncePerCharacter() throws {
        let font = try BitmapFont(bdf: Self.tinyBDF)
        // No DEFAULT_CHAR: "?" stands in. "é" is two UTF-8 bytes but one character.
        #expect(font.width(of: "é") == 4)
        #expect(font.width(of: "a.é") == 4 + 2 + 4)
        let drawn = Framebuffer(width: 4, height: 4)
        let question = Framebuffer(width: 4, height: 4)
        Canvas(drawn).drawText("\u{1}", x: 0, y: 0, font: font, color: .white)
        Canvas(question).drawText("?", x: 0, y: 0, font: font, color: .white)
        #expect(drawn.picture() == question.picture())
        // The misc-fixed fonts name space as DEFAULT_CHAR: unknown bytes advance blank.
        #expect(BitmapFont.fixed9x15.width(of: "€uro") == 4 * 9)
    }

    @Test func rejectsMalformedFonts() {
        func parse(_ text: String) -> BDFParseError? {
            do { _ = try BitmapFont(bdf: text); return nil } catch { return error }
        }
        let wide = Self.tinyBDF.replacingOccurrences("BBX 3 4 0 -1", with: "BBX 33 4 0 -1")
        #expect(parse(wide) == .glyphTooWide(line: 11, width: 33))
        let badHex = Self.tinyBDF.replacingOccurrences("E0", with: "G0")
        if case .malformed(line: 13, _)? = parse(badHex) {} else { Issue.record("bad hex accepted") }
        let shortBitmap = Self.tinyBDF.replacingOccurrences("BBX 3 4 0 -1", with: "BBX 3 5 0 -1")
        if case .malformed(line: 17, _)? = parse(shortBitmap) {} else { Issue.record("row count unchecked") }
        #expect(parse("STARTFONT 2.1\nENDFONT\n") == .noGlyphs)
        // Ends inside the first glyph's bitmap.
        let truncated = String(Self.tinyBDF[..<Self.tinyBDF.range(of: "ENDCHAR")!.lowerBound])
        #expect(parse(truncated) == .noGlyphs)
    }
}
