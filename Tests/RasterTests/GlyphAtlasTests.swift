import CGlyphAtlas
@testable import Raster
import Testing

struct GlyphAtlasTests {
    @Test func embeddedBytesEqualTheAssetFile() throws {
        let file = try #require(RepositoryFile.bytes("assets/fonts/handoff-glyphs.atlas"))
        let embedded = Array(UnsafeRawBufferPointer(start: handoff_glyph_atlas_pointer(), count: Int(handoff_glyph_atlas_size)))
        #expect(embedded == file, "run scripts/embed-fonts.sh --embed after changing the atlas")
    }

    @Test func facesHaveTheDocumentedSizesAndMetrics() {
        let faces: [(Font, Int, Int)] = [(.small, 12, 400), (.caption, 13, 400), (.body, 15, 400),
                                         (.headline, 15, 700), (.title, 24, 700)]
        for (font, size, weight) in faces {
            #expect(font.pixelSize == size && font.weight == weight, "\(font.name)")
            // DejaVu Sans: ascender 0.928 em, descender 0.236 em, rounded up by FreeType.
            #expect(font.ascent == Int((Double(size) * 0.928).rounded(.up)), "\(font.name) ascent")
            #expect(font.descent == Int((Double(size) * 0.236).rounded(.up)), "\(font.name) descent")
        }
    }

    @Test func textIsProportional() {
        let font = Font.body
        #expect(font.width(of: "iiii") < font.width(of: "MMMM") / 2)
        #expect(font.width(of: "W") > font.width(of: "l"))
        #expect(Font.headline.width(of: "Handoff") > Font.body.width(of: "Handoff")) // bold is wider
    }

    @Test func kerningPairsTighten() {
        for font in [Font.small, .caption, .body, .headline, .title] {
            // DejaVu's kern table pulls these pairs together; H against H is not kerned.
            #expect(font.kerning("A", "V") < 0 && font.kerning("T", "o") < 0, "\(font.name)")
            #expect(font.kerning("H", "H") == 0, "\(font.name)")
        }
        // Layout applies it: at 24 px "To" is whole pixels narrower than its glyphs apart.
        let title = Font.title
        #expect(title.width(of: "To") <= title.width(of: "T") + title.width(of: "o") - 2)
        #expect(title.width(of: "AVAVAVAV") < 4 * (title.width(of: "A") + title.width(of: "V")) - 8)
    }

    @Test func typographicExtrasHaveGlyphsAndUnknownCharactersDrawAQuestionMark() {
        let font = Font.body
        for scalar in "…·—’•“”é".unicodeScalars { #expect(font.hasGlyph(scalar), "U+\(String(scalar.value, radix: 16))") }
        #expect(!font.hasGlyph("€"))
        #expect(font.width(of: "€") == font.width(of: "?"))
        // A broken UTF-8 sequence is one fallback per byte, never a crash.
        let broken = String(decoding: [0x41, 0xE2, 0x82], as: UTF8.self) // replacement character
        #expect(font.width(of: broken) > font.width(of: "A"))
    }

    @Test func gammaTablesRoundTripAndFollowTheSRGBCurve() {
        let atlas = GlyphAtlas.shared
        for value in 0..<256 {
            let linear = Int(atlas.srgbToLinear[value])
            #expect(Int(atlas.linearToSRGB[linear]) == value, "sRGB \(value) survives the round trip")
        }
        #expect(atlas.srgbToLinear[0] == 0 && atlas.srgbToLinear[255] == 4095)
        // Mid-grey 128 is about 21.6 % light, not 50 %.
        #expect(abs(Int(atlas.srgbToLinear[128]) - 885) <= 2)
    }

    @Test func lineBreaksFallAtSpacesAndAlwaysProgress() {
        let font = Font.body
        let text = "The header goes first, then the list."
        let (end, next) = font.lineBreak(in: text, from: 0, maxWidth: font.width(of: "The header goes"))
        #expect(end == "The header goes".utf8.count)
        #expect(next == end + 1)
        // A word wider than the line still gets a line of its own.
        let (wideEnd, _) = font.lineBreak(in: "Supercalifragilistic word", from: 0, maxWidth: 5)
        #expect(wideEnd == "Supercalifragilistic".utf8.count)
        // Past the end: an empty line that ends there.
        let (lastEnd, lastNext) = font.lineBreak(in: text, from: text.utf8.count, maxWidth: 100)
        #expect(lastEnd == text.utf8.count && lastNext == text.utf8.count)
    }
}
