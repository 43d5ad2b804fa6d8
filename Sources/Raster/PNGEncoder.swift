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
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace.
        header += [8, preservingAlpha ? 6 : 2, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", deflatedScanlines(framebuffer, preservingAlpha: preservingAlpha))
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

    /// The zlib stream of the picture's scanlines (filter type 0, RGB or RGBA), made one row at a
    /// time: only a row and the compressed bytes are held, never the whole uncompressed picture
    /// (192 MB at the largest size) nor a buffer of its compressed bound. Level 6 with zlib's
    /// defaults, as `compress2` makes it: the same bytes.
    private static func deflatedScanlines(_ framebuffer: Framebuffer, preservingAlpha: Bool) -> [UInt8] {
        let channels = preservingAlpha ? 4 : 3
        var stream = z_stream()
        var status = deflateInit_(&stream, 6, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        // Only memory exhaustion can fail here.
        precondition(status == Z_OK, "zlib deflateInit failed with status \(status)")
        defer { deflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var line = [UInt8](repeating: 0, count: 1 + framebuffer.width * channels)
        func feed(_ bytes: UnsafeMutableBufferPointer<UInt8>?, flush: Int32) {
            stream.next_in = bytes?.baseAddress
            stream.avail_in = uInt(bytes?.count ?? 0)
            repeat {
                let produced: Int = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = deflate(&stream, flush)
                    return out.count - Int(stream.avail_out)
                }
                precondition(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR, "zlib deflate failed with status \(status)")
                output.append(contentsOf: chunk[0..<produced])
            } while stream.avail_out == 0 || (flush == Z_FINISH && status != Z_STREAM_END)
        }
        framebuffer.withRows { _, row in
            line.withUnsafeMutableBufferPointer { line in
                // Filter type 0 (None): the first byte stays zero.
                var out = line.baseAddress! + 1
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
                feed(line, flush: Z_NO_FLUSH)
            }
        }
        feed(nil, flush: Z_FINISH)
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
