import Pixels
/// Gamma-aware compositing: coverage mixes colours in linear light, as light adds up, rather than
/// in sRGB values (which makes anti-aliased edges look too dark and text too heavy or too thin
/// depending on its colour).
///
/// Everything is integer table lookups and integer arithmetic, so the result is bit-identical in
/// every build. The tables (sRGB → 12-bit linear, 12-bit linear → sRGB) come with the glyph atlas,
/// computed once by the generator with the sRGB transfer function.
struct LinearLight {
    /// The source colour in linear light, per channel (0...4095).
    let red: UInt32, green: UInt32, blue: UInt32
    /// The source colour's own alpha, 0...255 (multiplies every coverage).
    let alpha: UInt32
    /// The source colour, opaque, for fully covered pixels.
    let opaque: UInt32
    private let toLinear: UnsafePointer<UInt16>
    private let toSRGB: UnsafePointer<UInt8>

    /// Prepares `color` for blending.
    @inline(__always)
    init(_ color: Color) {
        let atlas = GlyphAtlas.shared
        toLinear = atlas.srgbToLinear
        toSRGB = atlas.linearToSRGB
        red = UInt32(toLinear[Int(color.red)])
        green = UInt32(toLinear[Int(color.green)])
        blue = UInt32(toLinear[Int(color.blue)])
        alpha = UInt32(color.alpha)
        opaque = color.argb | 0xFF00_0000
    }

    /// `destination` with the source laid over it at `coverage`/255 (already including the
    /// colour's alpha), mixed in linear light. 0 returns `destination`, 255 the opaque source.
    /// The destination's alpha composites source-over, as `Canvas.blend` does.
    @inline(__always)
    func over(_ destination: UInt32, coverage: UInt32) -> UInt32 {
        if coverage == 0 { return destination }
        if coverage >= 255 { return opaque }
        let inverse = 255 &- coverage
        let dr = UInt32(toLinear[Int((destination >> 16) & 0xFF)])
        let dg = UInt32(toLinear[Int((destination >> 8) & 0xFF)])
        let db = UInt32(toLinear[Int(destination & 0xFF)])
        // (s·c + d·(255 − c) + 127) / 255 stays below 4096: an index into the 4096-entry table.
        let r = (red &* coverage &+ dr &* inverse &+ 127) / 255
        let g = (green &* coverage &+ dg &* inverse &+ 127) / 255
        let b = (blue &* coverage &+ db &* inverse &+ 127) / 255
        let a = coverage &+ ((destination >> 24) &* inverse &+ 127) / 255
        return a << 24 | UInt32(toSRGB[Int(r)]) << 16 | UInt32(toSRGB[Int(g)]) << 8 | UInt32(toSRGB[Int(b)])
    }

    /// Coverage scaled by the colour's alpha: `coverage · alpha / 255`, rounded.
    @inline(__always)
    func scaled(_ coverage: UInt32) -> UInt32 {
        alpha == 255 ? coverage : (coverage &* alpha &+ 127) / 255
    }
}
