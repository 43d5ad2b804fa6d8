/// One glyph of a `Font`: where its coverage bytes sit in the atlas and how it is placed.
struct FontGlyph: Sendable {
    /// How far the pen moves after this glyph, in 1/64 pixel (26.6 fixed point, unhinted).
    var advance: Int
    /// Column of the bitmap's left edge relative to the pen.
    var left: Int
    /// Row of the bitmap's top edge relative to the top of the text line.
    var top: Int
    /// Bitmap columns.
    var width: Int
    /// Bitmap rows.
    var height: Int
    /// Byte offset of the first coverage row in the atlas (rows are `width` bytes, no padding).
    var coverageOffset: Int
}
