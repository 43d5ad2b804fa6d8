import CGlyphAtlas

/// The glyph atlas compiled into the binary (`Sources/CGlyphAtlas`, made from
/// `assets/fonts/handoff-glyphs.atlas` by `scripts/embed-fonts.sh`): FreeType's 8-bit coverage of
/// DejaVu Sans at the sizes the scenes use, each at every display scale, with advances, kerning pairs and the sRGB gamma tables.
///
/// The bytes are read in place. Decoding builds small per-face tables once (glyph records and a
/// dense kerning matrix); it reads binary fields, never text, and coverage is never copied.
/// Layout: see `scripts/glyph-atlas/make-glyph-atlas.c`.
struct GlyphAtlas: @unchecked Sendable {
    // @unchecked: `bytes` points at immutable static data in the binary's read-only section.

    /// The atlas, whole.
    let bytes: UnsafeRawBufferPointer
    /// The character set shared by every face: code points in glyph order (ASCII 32–126 first).
    let codepoints: [UInt32]
    /// The faces, in the order the generator wrote them.
    let faces: [Font]
    /// sRGB channel value → linear light, 0...4095.
    let srgbToLinear: UnsafePointer<UInt16>
    /// Linear light 0...4095 → sRGB channel value.
    let linearToSRGB: UnsafePointer<UInt8>

    /// The compiled-in atlas, decoded on first use.
    static let shared = GlyphAtlas(bytes: UnsafeRawBufferPointer(start: handoff_glyph_atlas_pointer(),
                                                                  count: Int(handoff_glyph_atlas_size)))

    /// The face of `pixelSize` and `weight` rendered for `quarters` (a face of the atlas when the
    /// generator made it; `font` itself otherwise).
    func face(like font: Font, quarters: Int) -> Font {
        for face in faces where face.pixelSize == font.pixelSize && face.weight == font.weight
            && face.scaleQuarters == quarters {
            return face
        }
        return font
    }

    /// Decodes the atlas at `bytes` (16-byte aligned). A malformed atlas is a build defect (the
    /// bytes are generated and checked by tests), so it stops the program with a message.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        var reader = Reader(bytes: bytes)
        precondition(reader.u32() == 0x3241_4748, "glyph atlas: bad magic") // "HGA2"
        precondition(Int(reader.u32()) == bytes.count, "glyph atlas: size mismatch")
        let faceCount = Int(reader.u16())
        let glyphCount = Int(reader.u16())
        precondition(glyphCount >= 95, "glyph atlas: fewer than 95 glyphs")
        var codepoints: [UInt32] = []
        codepoints.reserveCapacity(glyphCount)
        for _ in 0..<glyphCount { codepoints.append(reader.u32()) }
        self.codepoints = codepoints
        srgbToLinear = (bytes.baseAddress! + reader.offset).assumingMemoryBound(to: UInt16.self)
        reader.offset += 256 * 2
        linearToSRGB = (bytes.baseAddress! + reader.offset).assumingMemoryBound(to: UInt8.self)
        reader.offset += 4096
        reader.align4()

        let fallback = codepoints.firstIndex(of: UInt32(UInt8(ascii: "?")))!
        var faces: [Font] = []
        for _ in 0..<faceCount {
            let pixelSize = Int(reader.u16())
            let weight = Int(reader.u16())
            let scaleQuarters = Int(reader.u16())
            _ = reader.u16()
            let ascent = Int(reader.i16())
            let descent = Int(reader.i16())
            var glyphs: [FontGlyph] = []
            glyphs.reserveCapacity(glyphCount)
            for _ in 0..<glyphCount {
                let advance = Int(Int32(bitPattern: reader.u32()))
                let left = Int(reader.i16())
                let top = Int(reader.i16())
                let width = Int(reader.u16())
                let height = Int(reader.u16())
                let offset = Int(reader.u32())
                precondition(offset + width * height <= bytes.count, "glyph atlas: coverage out of range")
                glyphs.append(FontGlyph(advance: advance, left: left, top: top, width: width, height: height,
                                        coverageOffset: offset))
            }
            var kerning = [Int16](repeating: 0, count: glyphCount * glyphCount)
            let pairs = Int(reader.u32())
            for _ in 0..<pairs {
                let left = Int(reader.u8()), right = Int(reader.u8())
                let value = reader.i16()
                precondition(left < glyphCount && right < glyphCount, "glyph atlas: kerning pair out of range")
                kerning[left * glyphCount + right] = value
            }
            reader.align4()
            faces.append(Font(pixelSize: pixelSize, weight: weight, scaleQuarters: scaleQuarters, ascent: ascent, descent: descent,
                              glyphs: glyphs, kerning: kerning, codepoints: codepoints,
                              fallbackGlyph: fallback, coverage: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)))
        }
        self.faces = faces
    }

    /// Little-endian field reader over the atlas bytes (unaligned loads, so no layout assumptions).
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func u8() -> UInt8 {
            precondition(offset + 1 <= bytes.count, "glyph atlas: truncated")
            defer { offset += 1 }
            return bytes[offset]
        }
        mutating func u16() -> UInt16 {
            precondition(offset + 2 <= bytes.count, "glyph atlas: truncated")
            defer { offset += 2 }
            return UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))
        }
        mutating func i16() -> Int16 { Int16(bitPattern: u16()) }
        mutating func u32() -> UInt32 {
            precondition(offset + 4 <= bytes.count, "glyph atlas: truncated")
            defer { offset += 4 }
            return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        mutating func align4() { offset = (offset + 3) & ~3 }
    }
}
