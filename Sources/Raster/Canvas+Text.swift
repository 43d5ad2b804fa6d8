/// Text drawing: glyph bitmaps in one opaque colour, no background, clipped like every
/// other primitive. Nothing here allocates: strings are read through their UTF-8 view and
/// numbers are formatted into a stack buffer.
extension Canvas {
    /// Draws `text` with its line's top at `y` and the pen starting at `x`; returns how far the
    /// pen moved (the text's width), so the next run starts at `x + result`.
    ///
    /// Bytes go through the font one by one: ASCII draws its glyph, each non-ASCII character
    /// draws the default glyph once (continuation bytes are skipped).
    @discardableResult
    public func drawText(_ text: some StringProtocol, x: Int, y: Int, font: BitmapFont, color: Color) -> Int {
        if let advance = text.utf8.withContiguousStorageIfAvailable({
            drawBytes($0, x: x, y: y, font: font, color: color)
        }) {
            return advance
        }
        return drawBytes(text.utf8, x: x, y: y, font: font, color: color)
    }

    /// Draws the decimal digits of `value` (with "-" when negative); returns the advance.
    @discardableResult
    public func drawInteger(_ value: Int, x: Int, y: Int, font: BitmapFont, color: Color) -> Int {
        DecimalDigits.withInteger(value) { drawBytes($0, x: x, y: y, font: font, color: color) }
    }

    /// Draws `value` with exactly `fractionDigits` decimals (0...15), rounded half away from
    /// zero; "nan", "inf", "-inf" or "overflow" when there is no such number. Returns the advance.
    @discardableResult
    public func drawFixed(_ value: Double, fractionDigits: Int, x: Int, y: Int,
                          font: BitmapFont, color: Color) -> Int {
        DecimalDigits.withFixed(value, fractionDigits: fractionDigits) {
            drawBytes($0, x: x, y: y, font: font, color: color)
        }
    }

    /// The advance `drawText` would return for `text`; draws nothing.
    public func measureText(_ text: some StringProtocol, font: BitmapFont) -> Int {
        font.width(of: text)
    }

    func drawBytes(_ bytes: some Sequence<UInt8>, x: Int, y: Int, font: BitmapFont, color: Color) -> Int {
        let stride = framebuffer.stride
        let pixels = framebuffer.pixels
        let argb = color.argb
        var pen = x
        font.glyphs.withUnsafeBufferPointer { glyphs in
            font.rows.withUnsafeBufferPointer { rows in
                for byte in bytes {
                    if byte & 0xC0 == 0x80 { continue }
                    let glyph = glyphs[Int(byte)]
                    let box = Rect(x: pen &+ glyph.left, y: y &+ glyph.top, width: glyph.width, height: glyph.height)
                    pen &+= glyph.advance
                    let region = visibleRegion(of: box)
                    if region.isEmpty { continue }

                    // The region starts `skip` columns/rows into the glyph when clipped left/top.
                    let skipColumns = UInt32(truncatingIfNeeded: region.x - (box.x &+ originX))
                    let skipRows = region.y - (box.y &+ originY)
                    let keep = ~(UInt32.max >> UInt32(region.width)) // region.width is 1...32
                    var row = rows.baseAddress! + (glyph.firstRow + skipRows)
                    var target = pixels + (region.y * stride + region.x)
                    for _ in 0..<region.height {
                        var bits = (row.pointee &<< skipColumns) & keep
                        while bits != 0 {
                            let column = bits.leadingZeroBitCount
                            target[column] = argb
                            bits &= ~(0x8000_0000 &>> UInt32(column))
                        }
                        row += 1
                        target += stride
                    }
                }
            }
        }
        return pen &- x
    }
}
