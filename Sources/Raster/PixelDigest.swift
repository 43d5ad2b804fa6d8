/// A streaming 64-bit digest of frames, for comparing rendered output across runs and builds.
///
/// Only the `width × height` picture counts, row by row, plus each frame's size: the stride
/// padding does not, so equal pictures in differently padded framebuffers digest alike.
/// The mixing is xxHash64's round over pairs of pixels in four independent lanes (so the
/// multiplies overlap in the pipeline); it is fixed here, so digests are stable across runs,
/// machines and releases of this module. Not cryptographic.
public struct PixelDigest: Hashable, Sendable {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    private var lane0: UInt64 = prime1 &+ prime2
    private var lane1: UInt64 = prime2
    private var lane2: UInt64 = 0
    private var lane3: UInt64 = 0 &- prime1
    /// 64-bit words absorbed so far, mixed into the final value so appending zeros changes it.
    private var words: UInt64 = 0

    /// An empty digest.
    public init() {}

    /// Absorbs one frame: its size, then its pixels row by row.
    public mutating func add(_ framebuffer: Framebuffer) {
        let width = framebuffer.width
        let stride = framebuffer.stride
        absorb(UInt64(truncatingIfNeeded: width) << 32 | UInt64(truncatingIfNeeded: framebuffer.height))
        var row = UnsafeRawPointer(framebuffer.pixels)
        let rowBytes = width &* 4
        for _ in 0..<framebuffer.height {
            absorbRow(row, byteCount: rowBytes)
            row += stride &* 4
        }
    }

    /// The digest of everything added so far; reading it does not end the stream.
    public var value: UInt64 {
        var h = PixelDigest.rotateLeft(lane0, 1) &+ PixelDigest.rotateLeft(lane1, 7)
            &+ PixelDigest.rotateLeft(lane2, 12) &+ PixelDigest.rotateLeft(lane3, 18)
        h = PixelDigest.merge(h, lane0)
        h = PixelDigest.merge(h, lane1)
        h = PixelDigest.merge(h, lane2)
        h = PixelDigest.merge(h, lane3)
        h &+= words
        // xxHash64's avalanche, so every input bit reaches every output bit.
        h ^= h >> 33
        h &*= PixelDigest.prime2
        h ^= h >> 29
        h &*= PixelDigest.prime3
        h ^= h >> 32
        return h
    }

    /// `value` as 16 lowercase hex digits.
    public var hexString: String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    @inline(__always)
    private static func rotateLeft(_ x: UInt64, _ bits: UInt64) -> UInt64 {
        (x &<< bits) | (x &>> (64 &- bits))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotateLeft(accumulator &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }

    @inline(__always)
    private mutating func absorb(_ word: UInt64) {
        // Lone words (sizes, row tails) go through lane 0 with a tweak, so they do not
        // commute with the block rounds that lane 0 also takes.
        lane0 = PixelDigest.round(lane0 ^ PixelDigest.prime5, word)
        words &+= 1
    }

    /// Two pixels as one word, first pixel in the low half on every machine, so the digest
    /// depends on pixel values, not on byte order.
    @inline(__always)
    private static func word(_ start: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        let pair = start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        #if _endian(big)
        return pair &<< 32 | pair &>> 32
        #else
        return pair
        #endif
    }

    private mutating func absorbRow(_ start: UnsafeRawPointer, byteCount: Int) {
        var a = lane0, b = lane1, c = lane2, d = lane3
        var offset = 0
        // Rows start wherever the stride puts them, so loads must not assume 8-byte alignment.
        while offset &+ 32 <= byteCount {
            a = PixelDigest.round(a, PixelDigest.word(start, offset))
            b = PixelDigest.round(b, PixelDigest.word(start, offset &+ 8))
            c = PixelDigest.round(c, PixelDigest.word(start, offset &+ 16))
            d = PixelDigest.round(d, PixelDigest.word(start, offset &+ 24))
            offset &+= 32
        }
        lane0 = a; lane1 = b; lane2 = c; lane3 = d
        words &+= UInt64(truncatingIfNeeded: offset >> 3)
        while offset &+ 8 <= byteCount {
            absorb(PixelDigest.word(start, offset))
            offset &+= 8
        }
        if offset < byteCount {
            // One pixel left over (odd width). The frame size, absorbed first, fixes where tails
            // fall, so the pixel needs no marker.
            absorb(UInt64(start.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
    }
}
