import Pixels
import Raster

extension Framebuffer {
    /// The pixels as rows of characters, "#" where a pixel equals `ink` and "." elsewhere, so a
    /// failing glyph or clip test prints a picture instead of a list of numbers.
    func picture(ink: UInt32 = Color.white.argb) -> [String] {
        (0..<height).map { y in
            String((0..<width).map { x in pixel(x: x, y: y) == ink ? "#" : "." })
        }
    }
}
