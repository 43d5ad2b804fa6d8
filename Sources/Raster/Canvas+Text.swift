import Pixels
/// Text drawing: anti-aliased glyphs from the compiled-in atlas in one colour, blended in linear
/// light, no background, clipped like every other primitive. Nothing here allocates: strings are
/// read through their UTF-8 view and numbers are formatted into a stack buffer.
extension Canvas {
    /// Draws `text` with its line's top at `y` and the pen starting at `x`; returns how far the
    /// pen moved (the text's width, `font.width(of:)`), so the next run starts at `x + result`.
    /// The colour's alpha fades the text.
    @discardableResult
    public func drawText(_ text: some StringProtocol, x: Int, y: Int, font: Font, color: Color) -> Int {
        UTF8Bytes.with(text) { drawBytes($0, x: x, y: y, font: font, color: color) }
    }

    /// Draws the decimal digits of `value` (with "-" when negative); returns the advance.
    @discardableResult
    public func drawInteger(_ value: Int, x: Int, y: Int, font: Font, color: Color) -> Int {
        DecimalDigits.withInteger(value) { drawBytes($0, x: x, y: y, font: font, color: color) }
    }

    /// Draws `value` with exactly `fractionDigits` decimals (0...15), rounded half away from
    /// zero; "nan", "inf", "-inf" or "overflow" when there is no such number. Returns the advance.
    @discardableResult
    public func drawFixed(_ value: Double, fractionDigits: Int, x: Int, y: Int,
                          font: Font, color: Color) -> Int {
        DecimalDigits.withFixed(value, fractionDigits: fractionDigits) {
            drawBytes($0, x: x, y: y, font: font, color: color)
        }
    }

    /// Draws `text`'s UTF-8 bytes `start ..< end` (offsets clamped to the text; a line found by
    /// `Font.lineBreak`) like `drawText`; returns the advance.
    @discardableResult
    public func drawText(_ text: some StringProtocol, utf8Range start: Int, _ end: Int, x: Int, y: Int,
                         font: Font, color: Color) -> Int {
        UTF8Bytes.with(text) { all in
            let lower = min(max(start, 0), all.count), upper = min(max(end, lower), all.count)
            return drawBytes(UnsafeBufferPointer(rebasing: all[lower..<upper]), x: x, y: y, font: font, color: color)
        }
    }

    /// The advance `drawText` would return for `text`; draws nothing.
    public func measureText(_ text: some StringProtocol, font: Font) -> Int {
        font.width(of: text)
    }

    func drawBytes(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, font: Font, color: Color) -> Int {
        if color.alpha == 0 { return font.width(ofBytes: bytes) }
        if !scale.isOne {
            // The face FreeType rendered at the device size, from the line's snapped corner; the
            // advance returned stays logical, so layout is the same at every scale.
            _ = device.drawBytes(bytes, x: scale.device(originX &+ x), y: scale.device(originY &+ y),
                                 font: font.scaled(scale), color: color)
            return font.width(ofBytes: bytes)
        }
        // Text nearly always lies on one flat colour: the blend of each coverage value over the
        // first background met is kept in a 256-entry table on the stack, so most glyph pixels
        // cost a table read instead of a linear-light mix. Entries hold exactly what `over`
        // returns (never 0: a covered pixel has alpha), so pixels do not depend on the cache.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { cache in
            cache.initialize(repeating: 0)
            return drawBytes(bytes, x: x, y: y, font: font, color: color, cache: cache.baseAddress!)
        }
    }

    private func drawBytes(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, font: Font, color: Color,
                           cache: UnsafeMutablePointer<UInt32>) -> Int {
        let stride = framebuffer.stride
        let pixels = framebuffer.pixels
        let ink = LinearLight(color)
        let coverage = font.coverage
        let glyphCount = font.glyphs.count
        var background: UInt32? = nil
        // The pen in 26.6 fixed point; each glyph sits at the pen rounded to a whole pixel.
        var pen = x << 6
        var previous = -1
        font.glyphs.withUnsafeBufferPointer { glyphs in
            font.kerning.withUnsafeBufferPointer { kerning in
                font.forEachGlyph(bytes) { index in
                    if previous >= 0 { pen &+= Int(kerning[previous &* glyphCount &+ index]) }
                    previous = index
                    let glyph = glyphs[index]
                    let box = Rect(x: ((pen &+ 32) >> 6) &+ glyph.left, y: y &+ glyph.top,
                                   width: glyph.width, height: glyph.height)
                    pen &+= glyph.advance
                    let region = visibleRegion(of: box)
                    if region.isEmpty { return }

                    // The region starts `skip` columns/rows into the glyph when clipped left/top.
                    let skipColumns = region.x &- (box.x &+ originX)
                    let skipRows = region.y &- (box.y &+ originY)
                    var source = coverage + (glyph.coverageOffset &+ skipRows &* glyph.width &+ skipColumns)
                    var target = pixels + (region.y &* stride &+ region.x)
                    let width = region.width
                    for _ in 0..<region.height {
                        var column = 0
                        while column < width {
                            let value = Int(source[column])
                            if value != 0 {
                                let destination = target[column]
                                if background == nil { background = destination }
                                if destination == background {
                                    var blended = cache[value]
                                    if blended == 0 {
                                        blended = ink.over(destination, coverage: ink.scaled(UInt32(value)))
                                        cache[value] = blended
                                    }
                                    target[column] = blended
                                } else {
                                    target[column] = ink.over(destination, coverage: ink.scaled(UInt32(value)))
                                }
                            }
                            column &+= 1
                        }
                        source += glyph.width
                        target += stride
                    }
                }
            }
        }
        return ((pen &+ 32) >> 6) &- x
    }
}
