/// A 32-bit colour, `0xAARRGGBB`: the pixel layout of `Framebuffer`, which is what an X11
/// 24/32-bit ZPixmap expects on a little-endian machine.
public struct Color: Hashable, Sendable {
    /// The packed `0xAARRGGBB` value, written to pixels as is.
    public var argb: UInt32

    /// A colour from its packed `0xAARRGGBB` value.
    public init(argb: UInt32) {
        self.argb = argb
    }

    /// An opaque colour from `0xRRGGBB`; any bits above the low 24 are ignored.
    public init(rgb: UInt32) {
        self.argb = 0xFF00_0000 | (rgb & 0x00FF_FFFF)
    }

    /// A colour from its channels; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.argb = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }

    /// The same colour with its alpha replaced; `blend` uses it as the coverage.
    public func withAlpha(_ alpha: UInt8) -> Color {
        Color(argb: (argb & 0x00FF_FFFF) | UInt32(alpha) << 24)
    }

    /// The alpha channel: 0 transparent, 255 opaque.
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    /// The red channel.
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    /// The green channel.
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    /// The blue channel.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    /// Opaque black.
    public static let black = Color(argb: 0xFF00_0000)
    /// Opaque white.
    public static let white = Color(argb: 0xFFFF_FFFF)
    /// Fully transparent black: `blend` leaves pixels untouched with it.
    public static let clear = Color(argb: 0x0000_0000)
}
