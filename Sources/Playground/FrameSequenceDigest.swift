/// A digest of a sequence of frames: each frame's 64-bit pixel digest folded in order.
///
/// Skipped (idle) frames repeat the previous frame's pixels, so they fold the previous digest
/// again without hashing the pixels twice. The fold is a multiply–xorshift mix (SplitMix64's
/// finaliser), order-sensitive and deterministic.
public struct FrameSequenceDigest: Sendable, Equatable {
    private var state: UInt64 = 0x6A09_E667_F3BC_C908
    /// Frames folded in.
    public private(set) var count = 0

    /// An empty digest.
    public init() {}

    /// Folds in one frame's pixel digest.
    public mutating func add(frame digest: UInt64) {
        var z = state ^ digest &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: count + 1)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        state = z ^ (z >> 31)
        count += 1
    }

    /// 16 lowercase hex digits.
    public var hexString: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
