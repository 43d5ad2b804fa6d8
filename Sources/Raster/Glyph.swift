/// Where one glyph's packed rows sit and how it is placed relative to the pen.
///
/// Offsets are precomputed from the BDF metrics at parse time so drawing does no metric
/// arithmetic beyond two additions.
struct Glyph: Sendable {
    /// How far the pen moves after this glyph (BDF `DWIDTH`).
    var advance: Int
    /// Bitmap columns (BDF `BBX` width), at most 32.
    var width: Int
    /// Bitmap rows (BDF `BBX` height).
    var height: Int
    /// Column of the bitmap's left edge relative to the pen (BDF `BBX` x offset).
    var left: Int
    /// Row of the bitmap's top edge relative to the top of the text line:
    /// `ascent − (BBX y offset + height)`.
    var top: Int
    /// Index of the glyph's first row in the font's packed row table.
    var firstRow: Int

    /// A glyph that draws nothing and does not advance.
    static let empty = Glyph(advance: 0, width: 0, height: 0, left: 0, top: 0, firstRow: 0)
}
