import Raster
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct EmbeddedFontsTests {
    /// assets/fonts/`name`, found from this file's location so it works from any directory.
    func assetText(_ name: String) throws -> String {
        let testsDirectory = String(#filePath.split(separator: "/", omittingEmptySubsequences: false)
            .dropLast(3).joined(separator: "/"))
        let path = testsDirectory + "/assets/fonts/" + name
        let file = try #require(fopen(path, "rb"), "cannot open \(path)")
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: ["9x15", "6x13", "10x20"])
    func embeddedTextEqualsAssetFile(name: String) throws {
        let embedded = switch name {
        case "9x15": BitmapFont.fixed9x15BDF
        case "6x13": BitmapFont.fixed6x13BDF
        default: BitmapFont.fixed10x20BDF
        }
        // Byte comparison: String == would also accept canonically equivalent Unicode.
        let file = try assetText("\(name).bdf")
        #expect(Array(embedded.utf8) == Array(file.utf8),
                "run scripts/embed-fonts.sh after changing assets/fonts/\(name).bdf")
    }

    @Test(arguments: ["9x15", "6x13", "10x20"])
    func trimmedFilesDeclareTheirGlyphCount(name: String) throws {
        let text = try assetText("\(name).bdf")
        let lines = text.split(separator: "\n")
        let glyphs = lines.filter { $0.hasPrefix("STARTCHAR ") }.count
        #expect(glyphs == 95)
        #expect(lines.contains("CHARS 95"))
        #expect(lines.contains(#"COPYRIGHT "Public domain font.  Share and enjoy.""#))
    }

    @Test func licenseQuotesTheCopyrightProperty() throws {
        let license = try assetText("LICENSE.md")
        #expect(license.split(separator: "\n").contains("> Public domain font.  Share and enjoy."))
    }
}
