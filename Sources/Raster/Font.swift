import Pixels
/// A face of the compiled-in glyph atlas: DejaVu Sans (regular or bold) at one pixel size,
/// anti-aliased by FreeType when the atlas was made, proportional and kerned.
///
/// Text is laid out in 26.6 fixed point (1/64 px): each glyph's pen position is rounded to a whole
/// pixel, the unhinted advance and the kerning pair are added in integers. Layout and coverage are
/// therefore identical in every build and on every machine, and measuring (`width(of:)`) returns
/// exactly what drawing advances. Strings are read as UTF-8: ASCII 32–126 and the atlas's few
/// typographic extras (… · — ’ • “ ” é) have glyphs, anything else draws `?`.
public struct Font: @unchecked Sendable {
    // @unchecked: `coverage` points at the atlas's immutable static bytes.

    /// Nominal size: the em in pixels.
    public let pixelSize: Int
    /// 400 regular, 700 bold.
    public let weight: Int
    /// The display scale this face was rendered for, in quarters (4 = 1×): its glyphs, advances and
    /// metrics are in device pixels, `pixelSize · scaleQuarters / 4` to the em.
    public let scaleQuarters: Int
    /// Pixels from the top of a text line down to the baseline.
    public let ascent: Int
    /// Pixels from the baseline down to the bottom of a text line.
    public let descent: Int

    let glyphs: [FontGlyph]
    /// glyphs.count² kerning values in 26.6, row = left glyph.
    let kerning: [Int16]
    let codepoints: [UInt32]
    /// Index of `?`, drawn for characters the atlas lacks.
    let fallbackGlyph: Int
    /// The atlas's first byte; glyph coverage offsets count from here.
    let coverage: UnsafePointer<UInt8>

    /// Height of one text line: `ascent + descent`.
    public var lineHeight: Int { ascent + descent }

    /// 12 px regular: the profiling overlay, times, small print.
    public static let small = GlyphAtlas.shared.faces[0]
    /// 13 px regular: subtitles and captions.
    public static let caption = GlyphAtlas.shared.faces[1]
    /// 15 px regular: body text (messages, bio).
    public static let body = GlyphAtlas.shared.faces[2]
    /// 15 px bold: row titles, tabs, section headers.
    public static let headline = GlyphAtlas.shared.faces[3]
    /// 24 px bold: large titles.
    public static let title = GlyphAtlas.shared.faces[4]

    /// This face as rendered by FreeType for `scale`: the same size and weight, glyphs drawn at
    /// the device size (never an enlarged bitmap).
    public func scaled(_ scale: DisplayScale) -> Font {
        scale.quarters == scaleQuarters ? self : GlyphAtlas.shared.face(like: self, quarters: scale.quarters)
    }

    /// A short description such as "DejaVu Sans Bold 15px", for diagnostics.
    public var name: String { "DejaVu Sans\(weight >= 700 ? " Bold" : "") \(pixelSize)px" }

    /// The glyph index for a code point: ASCII directly, the extras by a short scan.
    @inline(__always)
    func glyphIndex(_ scalar: UInt32) -> Int {
        if scalar >= 32 && scalar <= 126 { return Int(scalar) - 32 }
        var index = 95
        while index < codepoints.count {
            if codepoints[index] == scalar { return index }
            index &+= 1
        }
        return fallbackGlyph
    }

    /// The kerning between `left` and `right` in 1/64 px (negative pulls them together; 0 when
    /// the font does not kern the pair).
    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        Int(kerning[glyphIndex(left.value) * glyphs.count + glyphIndex(right.value)])
    }

    /// True when `scalar` has a glyph of its own (rather than the `?` fallback).
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "?" || glyphIndex(scalar.value) != fallbackGlyph
    }

    /// Calls `body` with each glyph index of the UTF-8 `bytes`, in order. Malformed sequences
    /// count as one fallback glyph per offending byte.
    @inline(__always)
    func forEachGlyph(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        var i = 0
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 {
                body(glyphIndex(UInt32(lead)))
                i &+= 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            var scalar = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
            var valid = length > 1 && i + length <= n
            if valid {
                for k in 1..<length {
                    let next = bytes[i + k]
                    if next & 0xC0 != 0x80 { valid = false; break }
                    scalar = scalar << 6 | UInt32(next & 0x3F)
                }
            }
            if valid {
                body(glyphIndex(scalar))
                i &+= length
            } else {
                body(fallbackGlyph)
                i &+= 1
            }
        }
    }

    /// The advance (in whole pixels) `Canvas.drawText` returns for `text`; draws and allocates nothing.
    public func width(of text: some StringProtocol) -> Int {
        UTF8Bytes.with(text) { width(ofBytes: $0) }
    }

    /// The width `Canvas.drawInteger` advances for `value`.
    public func width(ofInteger value: Int) -> Int {
        DecimalDigits.withInteger(value) { width(ofBytes: $0) }
    }

    /// The width `Canvas.drawFixed` advances for `value`.
    public func width(ofFixed value: Double, fractionDigits: Int) -> Int {
        DecimalDigits.withFixed(value, fractionDigits: fractionDigits) { width(ofBytes: $0) }
    }

    /// The advance of UTF-8 `bytes`: the rounded end of the 26.6 pen, kerning included.
    func width(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var pen = 0
        var previous = -1
        let count = glyphs.count
        glyphs.withUnsafeBufferPointer { glyphs in
            kerning.withUnsafeBufferPointer { kerning in
                forEachGlyph(bytes) { index in
                    if previous >= 0 { pen &+= Int(kerning[previous &* count &+ index]) }
                    pen &+= glyphs[index].advance
                    previous = index
                }
            }
        }
        return (pen + 32) >> 6
    }

    /// Where the line starting at UTF-8 offset `start` of `text` ends when wrapped to `maxWidth`
    /// pixels at spaces: `end` is the offset just past the line's last character (trailing space
    /// excluded) and `next` the offset where the following line starts (spaces skipped; equal to
    /// the text's UTF-8 count after the last line). A word wider than `maxWidth` gets a line of its
    /// own rather than being cut, so every call makes progress. Allocates nothing.
    public func lineBreak(in text: some StringProtocol, from start: Int, maxWidth: Int) -> (end: Int, next: Int) {
        UTF8Bytes.with(text) { all in
            let n = all.count
            var begin = min(max(start, 0), n)
            while begin < n && all[begin] == UInt8(ascii: " ") { begin &+= 1 }
            var end = begin
            var i = begin
            while i <= n {
                if i == n || all[i] == UInt8(ascii: " ") {
                    if i > begin {
                        let w = width(ofBytes: UnsafeBufferPointer(rebasing: all[begin..<i]))
                        if w > maxWidth && end > begin { break }
                        end = i
                        if w > maxWidth { break }
                    }
                }
                i &+= 1
            }
            var next = end
            while next < n && all[next] == UInt8(ascii: " ") { next &+= 1 }
            return (end, next)
        }
    }

    /// The width of `text`'s UTF-8 bytes `start ..< end` (offsets clamped to the text).
    public func width(of text: some StringProtocol, utf8Range start: Int, _ end: Int) -> Int {
        UTF8Bytes.with(text) { all in
            let lower = min(max(start, 0), all.count), upper = min(max(end, lower), all.count)
            return width(ofBytes: UnsafeBufferPointer(rebasing: all[lower..<upper]))
        }
    }
}
