import CZlib
import Output
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes a `Framebuffer` as an 8-bit RGB or RGBA PNG (no filtering, zlib-compressed), for
/// screenshots and golden images. Output is deterministic for a given zlib.
public enum PNGEncoder {
    /// The PNG bytes of `framebuffer`'s `width × height` picture.
    ///
    /// RGB by default, because an X11 window ignores the alpha byte and the picture should
    /// look like the screen; `preservingAlpha` writes RGBA with each pixel's alpha as is.
    /// A zero-size framebuffer gives a 0×0 image, which PNG itself forbids: readers may reject it.
    public static func encode(_ framebuffer: Framebuffer, preservingAlpha: Bool = false) -> [UInt8] {
        let width = framebuffer.width
        let height = framebuffer.height
        let channels = preservingAlpha ? 4 : 3
        let lineLength = 1 + width * channels
        var raw = [UInt8](repeating: 0, count: lineLength * height)
        raw.withUnsafeMutableBufferPointer { raw in
            // A picture without rows has no scanlines at all (and no base address).
            guard var line = raw.baseAddress else { return }
            framebuffer.withRows { _, row in
                // Filter type 0 (None) for every scanline: the byte is already zero.
                var out = line + 1
                if preservingAlpha {
                    for pixel in row {
                        out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        out[2] = UInt8(truncatingIfNeeded: pixel)
                        out[3] = UInt8(truncatingIfNeeded: pixel >> 24)
                        out += 4
                    }
                } else {
                    for pixel in row {
                        out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                        out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                        out[2] = UInt8(truncatingIfNeeded: pixel)
                        out += 3
                    }
                }
                line += lineLength
            }
        }

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
        header += [8, preservingAlpha ? 6 : 2, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", deflate(raw))
        png.appendChunk("IEND", [])
        return png
    }

    /// Encodes `framebuffer` like `encode` and writes it to `path`, replacing any file there
    /// only once the whole PNG is written (`ReplacedFile`): a full disk leaves no partial PNG.
    public static func write(_ framebuffer: Framebuffer, to path: String, preservingAlpha: Bool = false) throws(PNGWriteError) {
        let png = encode(framebuffer, preservingAlpha: preservingAlpha)
        let file: ReplacedFile
        do { file = try ReplacedFile(path: path) } catch {
            throw PNGWriteError.cannotOpen(path: path, errno: error.code)
        }
        do {
            try file.write(png)
            try file.commit()
        } catch {
            throw PNGWriteError.incompleteWrite(path: path, errno: error.code)
        }
    }

    private static func deflate(_ input: [UInt8]) -> [UInt8] {
        var capacity = compressBound(uLong(input.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let status = output.withUnsafeMutableBufferPointer { out in
            input.withUnsafeBufferPointer { source in
                compress2(out.baseAddress, &capacity, source.baseAddress, uLong(source.count), 6)
            }
        }
        // compressBound guarantees room, so only memory exhaustion can fail here.
        precondition(status == Z_OK, "zlib compress2 failed with status \(status)")
        output.removeSubrange(Int(capacity)...)
        return output
    }
}

private extension [UInt8] {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    /// Length, type, data, then the CRC-32 of type and data, as PNG frames every chunk.
    mutating func appendChunk(_ type: StaticString, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeStart = count
        append(contentsOf: UnsafeBufferPointer(start: type.utf8Start, count: type.utf8CodeUnitCount))
        append(contentsOf: data)
        let crc = self[typeStart...].withUnsafeBufferPointer { bytes in
            crc32(0, bytes.baseAddress, uInt(bytes.count))
        }
        appendBigEndian(UInt32(truncatingIfNeeded: crc))
    }
}
