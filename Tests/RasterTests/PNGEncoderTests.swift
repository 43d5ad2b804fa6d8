import Raster
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct PNGEncoderTests {
    func sample() -> Framebuffer {
        let fb = Framebuffer(width: 5, height: 3, stride: 7)
        fb.withRows { y, row in
            for x in row.indices { row[x] = UInt32(0x10 + y) << 24 | UInt32(x * 50) << 16 | UInt32(y * 90) << 8 | 0x0F }
        }
        return fb
    }

    @Test func signatureChunksAndCRCs() {
        let png = PNGEncoder.encode(sample())
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let parts = PNGChunk.split(png)
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in parts {
            #expect(chunk.storedCRC == PNGChunk.referenceCRC(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)")
        }
        #expect(parts.last?.data.isEmpty == true)
        // Chunks account for every byte: nothing trails IEND.
        #expect(8 + parts.reduce(0) { $0 + 12 + $1.data.count } == png.count)
    }

    @Test func headerDescribesEightBitRGBOrRGBA() {
        let rgb = PNGChunk.split(PNGEncoder.encode(sample()))[0].data
        #expect(PNGChunk.bigEndian(rgb[0..<4]) == 5 && PNGChunk.bigEndian(rgb[4..<8]) == 3)
        #expect(Array(rgb[8...]) == [8, 2, 0, 0, 0])
        let rgba = PNGChunk.split(PNGEncoder.encode(sample(), preservingAlpha: true))[0].data
        #expect(Array(rgba[8...]) == [8, 6, 0, 0, 0])
    }

    @Test(arguments: [false, true])
    func inflatedScanlinesGiveBackThePixels(preservingAlpha: Bool) throws {
        let fb = sample()
        let channels = preservingAlpha ? 4 : 3
        let idat = PNGChunk.split(PNGEncoder.encode(fb, preservingAlpha: preservingAlpha))[1].data
        let raw = try #require(PNGChunk.inflate(idat, expectedSize: 3 * (1 + 5 * channels)))
        for y in 0..<3 {
            let line = y * (1 + 5 * channels)
            #expect(raw[line] == 0, "filter type None")
            for x in 0..<5 {
                let p = fb.pixel(x: x, y: y)
                let at = line + 1 + x * channels
                var expected = [UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p)]
                if preservingAlpha { expected.append(UInt8(truncatingIfNeeded: p >> 24)) }
                #expect(Array(raw[at..<at + channels]) == expected, "pixel (\(x), \(y))")
            }
        }
    }

    @Test func zeroSizeFramebufferStillEncodes() {
        let parts = PNGChunk.split(PNGEncoder.encode(Framebuffer(width: 0, height: 0)))
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(PNGChunk.inflate(parts[1].data, expectedSize: 0) != nil)
    }

    @Test func writeStoresTheEncodedBytes() throws {
        let path = "/tmp/raster-tests-\(getpid())-write.png"
        defer { unlink(path) }
        try PNGEncoder.write(sample(), to: path)
        let file = try #require(fopen(path, "rb"))
        defer { fclose(file) }
        var stored = [UInt8](repeating: 0, count: 4096)
        let count = fread(&stored, 1, stored.count, file)
        #expect(Array(stored.prefix(count)) == PNGEncoder.encode(sample()))
    }

    @Test func writeIntoMissingDirectoryThrows() {
        #expect(throws: PNGWriteError.cannotOpen(path: "/nonexistent-dir/x.png", errno: ENOENT)) {
            try PNGEncoder.write(sample(), to: "/nonexistent-dir/x.png")
        }
    }
}
