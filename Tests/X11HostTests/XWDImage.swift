import Foundation

/// Just enough of the XWD dump format (xwd's output) to read 24/32-bit TrueColor pixels.
struct XWDImage {
    let width: Int
    let height: Int
    private let data: Data
    private let pixelsOffset: Int
    private let bytesPerLine: Int
    private let littleEndian: Bool

    init(_ data: Data) throws {
        let bytes = [UInt8](data.prefix(100))
        guard bytes.count == 100 else { throw TestFailure("xwd output too short (\(data.count) bytes)") }
        func field(_ index: Int) -> Int {
            // The header is big-endian CARD32s whatever the pixel byte order.
            bytes[index * 4 ..< index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let headerSize = field(0), version = field(1), format = field(2)
        let bitsPerPixel = field(11), colorCount = field(19)
        guard version == 7, format == 2, bitsPerPixel == 32 else {
            throw TestFailure("unexpected xwd dump: version \(version), format \(format), \(bitsPerPixel) bpp")
        }
        width = field(4)
        height = field(5)
        littleEndian = field(7) == 0
        bytesPerLine = field(12)
        pixelsOffset = headerSize + colorCount * 12  // XWDColor entries are 12 bytes each
        self.data = data
        guard data.count >= pixelsOffset + bytesPerLine * height else {
            throw TestFailure("xwd dump truncated: \(data.count) bytes")
        }
    }

    /// The 0xRRGGBB colour at (x, y).
    func rgb(x: Int, y: Int) -> UInt32 {
        let start = data.startIndex + pixelsOffset + y * bytesPerLine + x * 4
        let b = data[start ..< start + 4].map(UInt32.init)
        let value = littleEndian ? b[0] | b[1] << 8 | b[2] << 16 | b[3] << 24 : b[3] | b[2] << 8 | b[1] << 16 | b[0] << 24
        return value & 0xff_ffff
    }
}
