import CZlib

/// One chunk of an encoded PNG, as the tests take files apart without a PNG decoder.
struct PNGChunk {
    var type: String
    var data: [UInt8]
    var storedCRC: UInt32

    /// The chunks after the 8-byte signature, in file order.
    static func split(_ png: [UInt8]) -> [PNGChunk] {
        var result: [PNGChunk] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(bigEndian(png[offset..<offset + 4]))
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(png[offset + 8..<offset + 8 + length])
            let crc = bigEndian(png[offset + 8 + length..<offset + 12 + length])
            result.append(PNGChunk(type: type, data: data, storedCRC: crc))
            offset += 12 + length
        }
        return result
    }

    static func bigEndian(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// CRC-32 (ISO-HDLC, reflected 0xEDB88320) written out bit by bit, independent of zlib's.
    static func referenceCRC(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// zlib `uncompress` of an IDAT payload; nil unless it inflates to exactly `expectedSize`.
    static func inflate(_ compressed: [UInt8], expectedSize: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(expectedSize, 1))
        var size = uLong(expectedSize)
        let status = output.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &size, input.baseAddress, uLong(input.count))
            }
        }
        return status == Z_OK && Int(size) == expectedSize ? Array(output.prefix(expectedSize)) : nil
    }
}
