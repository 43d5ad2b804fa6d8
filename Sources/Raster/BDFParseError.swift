/// Why a BDF text could not become a `BitmapFont`. Line numbers start at 1.
public enum BDFParseError: Error, Equatable, Sendable {
    /// A keyword's arguments are missing or not numbers, or a bitmap row is not hex.
    case malformed(line: Int, reason: String)
    /// A glyph is wider than the 32 columns a packed row holds.
    case glyphTooWide(line: Int, width: Int)
    /// The text ended inside a glyph, or before any glyph in the byte range.
    case noGlyphs
}
