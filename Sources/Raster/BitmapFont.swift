/// A bitmap font parsed from BDF, with glyphs for byte values looked up in O(1).
///
/// Each glyph row is packed into one `UInt32`, leftmost pixel in the most significant bit, so
/// drawing walks set bits with `leadingZeroBitCount` instead of testing every pixel. Bytes without
/// a glyph (control characters, UTF-8 lead bytes, anything the BDF lacks) draw the font's default
/// glyph, so a string never silently loses width.
public struct BitmapFont: Sendable {
    /// A label for diagnostics, such as "9x15".
    public let name: String
    /// Pixels from the top of a text line down to the baseline (BDF `FONT_ASCENT`).
    public let ascent: Int
    /// Pixels from the baseline down to the bottom of a text line (BDF `FONT_DESCENT`).
    public let descent: Int
    /// The largest advance of any glyph: the cell width of a monospaced font.
    public let maxAdvance: Int

    /// 256 entries, one per byte value; absent bytes hold a copy of the default glyph.
    let glyphs: [Glyph]
    /// All glyphs' rows, back to back, leftmost pixel in bit 31.
    let rows: [UInt32]
    /// Which byte values had a glyph of their own in the BDF.
    private let present: [Bool]

    /// Height of one text line: `ascent + descent`.
    public var lineHeight: Int { ascent + descent }

    /// Parses BDF text. Glyphs with encodings outside 0–255 are skipped; glyphs wider than 32
    /// columns are rejected. The default glyph is `DEFAULT_CHAR` when the font has it, else `?`.
    public init(bdf text: String, name: String = "") throws(BDFParseError) {
        var glyphs = [Glyph](repeating: .empty, count: 256)
        var present = [Bool](repeating: false, count: 256)
        var bottoms = [Int](repeating: 0, count: 256)
        var rows: [UInt32] = []
        var ascent: Int?
        var descent: Int?
        var boundingBox: (width: Int, height: Int, left: Int, bottom: Int)?
        var defaultChar: Int?
        var fontAdvance: Int?

        // Per-glyph state while between STARTCHAR and ENDCHAR.
        var inGlyph = false
        var encoding = -1
        var advance: Int?
        var box: (width: Int, height: Int, left: Int, bottom: Int)?
        var pendingRows: [UInt32] = []
        var readingBitmap = false

        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let tokens = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let keyword = tokens.first else { continue }

            func integers(_ count: Int) throws(BDFParseError) -> [Int] {
                let values = tokens.dropFirst().prefix(count).compactMap { Int($0) }
                guard values.count == count else {
                    throw .malformed(line: lineNumber, reason: "\(keyword) needs \(count) integers")
                }
                return values
            }

            if readingBitmap {
                if keyword == "ENDCHAR" {
                    readingBitmap = false
                } else {
                    // Up to 8 hex digits: one row of at most 32 columns, left-aligned into bit 31.
                    guard tokens.count == 1, keyword.count <= 8, let value = UInt32(keyword, radix: 16) else {
                        throw .malformed(line: lineNumber, reason: "bitmap row is not 1–8 hex digits")
                    }
                    pendingRows.append(value &<< UInt32(32 - 4 * keyword.count))
                    continue
                }
            }

            switch keyword {
            case "FONT_ASCENT": ascent = try integers(1)[0]
            case "FONT_DESCENT": descent = try integers(1)[0]
            case "DEFAULT_CHAR": defaultChar = try integers(1)[0]
            case "FONTBOUNDINGBOX":
                let v = try integers(4)
                boundingBox = (v[0], v[1], v[2], v[3])
            case "STARTCHAR":
                inGlyph = true
                encoding = -1
                advance = nil
                box = nil
                pendingRows.removeAll(keepingCapacity: true)
            case "ENCODING":
                encoding = try integers(1)[0]
            case "DWIDTH":
                let dx = try integers(1)[0]
                if inGlyph { advance = dx } else { fontAdvance = dx }
            case "BBX":
                let v = try integers(4)
                guard v[0] >= 0, v[1] >= 0 else {
                    throw .malformed(line: lineNumber, reason: "BBX size is negative")
                }
                guard v[0] <= 32 else { throw .glyphTooWide(line: lineNumber, width: v[0]) }
                box = (v[0], v[1], v[2], v[3])
            case "BITMAP":
                guard inGlyph else { throw .malformed(line: lineNumber, reason: "BITMAP outside a glyph") }
                readingBitmap = true
            case "ENDCHAR":
                guard inGlyph else { throw .malformed(line: lineNumber, reason: "ENDCHAR outside a glyph") }
                inGlyph = false
                guard (0..<256).contains(encoding) else { continue }
                guard let glyphBox = box ?? boundingBox else {
                    throw .malformed(line: lineNumber, reason: "glyph \(encoding) has no BBX")
                }
                guard pendingRows.count == glyphBox.height else {
                    throw .malformed(line: lineNumber,
                                     reason: "glyph \(encoding) has \(pendingRows.count) rows, BBX says \(glyphBox.height)")
                }
                // Bits right of the box would draw outside it; clear them once here.
                let columns: UInt32 = glyphBox.width == 0 ? 0 : ~(UInt32.max >> UInt32(glyphBox.width))
                glyphs[encoding] = Glyph(
                    advance: advance ?? fontAdvance ?? glyphBox.width + glyphBox.left,
                    width: glyphBox.width, height: glyphBox.height, left: glyphBox.left,
                    top: 0, firstRow: rows.count)
                // `top` needs the ascent, which a BDF may in principle give after the glyphs.
                bottoms[encoding] = glyphBox.bottom
                present[encoding] = true
                rows.append(contentsOf: pendingRows.lazy.map { $0 & columns })
            default:
                continue
            }
        }
        guard !inGlyph, present.contains(true) else { throw .noGlyphs }

        let fontAscent = ascent ?? boundingBox.map { $0.height + $0.bottom } ?? 0
        let fontDescent = descent ?? boundingBox.map { -$0.bottom } ?? 0
        for byte in 0..<256 where present[byte] {
            glyphs[byte].top = fontAscent - (bottoms[byte] + glyphs[byte].height)
        }
        let fallbackByte = [defaultChar, Int(UInt8(ascii: "?"))]
            .compactMap { $0 }
            .first { (0..<256).contains($0) && present[$0] }
        let fallback = fallbackByte.map { glyphs[$0] } ?? .empty
        for byte in 0..<256 where !present[byte] {
            glyphs[byte] = fallback
        }

        self.name = name
        self.ascent = fontAscent
        self.descent = fontDescent
        self.maxAdvance = glyphs.map(\.advance).max() ?? 0
        self.glyphs = glyphs
        self.rows = rows
        self.present = present
    }

    /// Parses one of the fonts compiled into the module; their text is checked by tests, so a
    /// failure here is a build defect, not a runtime condition.
    init(embedded text: String, name: String) {
        do {
            try self.init(bdf: text, name: name)
        } catch {
            fatalError("embedded font \(name) does not parse: \(error)")
        }
    }

    /// True when the BDF had a glyph for `byte` (rather than drawing the default glyph).
    public func hasGlyph(_ byte: UInt8) -> Bool {
        present[Int(byte)]
    }

    /// How far the pen moves for `byte` alone; UTF-8 continuation bytes count 0 so each
    /// multi-byte character advances by one default glyph.
    public func advance(of byte: UInt8) -> Int {
        byte & 0xC0 == 0x80 ? 0 : glyphs[Int(byte)].advance
    }

    /// The width `drawText` would advance for `text`, without drawing or allocating.
    public func width(of text: some StringProtocol) -> Int {
        if let width = text.utf8.withContiguousStorageIfAvailable({ width(ofBytes: $0) }) {
            return width
        }
        return width(ofBytes: text.utf8)
    }

    /// The width `drawInteger` would advance for `value`.
    public func width(ofInteger value: Int) -> Int {
        DecimalDigits.withInteger(value) { width(ofBytes: $0) }
    }

    /// The width `drawFixed` would advance for `value`.
    public func width(ofFixed value: Double, fractionDigits: Int) -> Int {
        DecimalDigits.withFixed(value, fractionDigits: fractionDigits) { width(ofBytes: $0) }
    }

    func width(ofBytes bytes: some Sequence<UInt8>) -> Int {
        var total = 0
        for byte in bytes {
            total &+= advance(of: byte)
        }
        return total
    }
}
