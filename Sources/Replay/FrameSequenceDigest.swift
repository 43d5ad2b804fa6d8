/// A digest of a sequence of frames: each frame's 64-bit pixel digest, in order.
///
/// Frames are folded as runs: a run of equal digests (idle frames repeat the frame before
/// them) is folded once, as the digest and the run's length, when a different digest follows
/// or when the value is read. Run-length encoding is one-to-one, so the digest still depends
/// on every frame in order; what it buys is that a stretch of n idle frames costs O(1)
/// (`add(frame:count:)`), which is how replay jumps over a day of idle 1000 Hz frames.
/// The fold is a multiply–xorshift mix (SplitMix64's finaliser), deterministic.
public struct FrameSequenceDigest: Sendable, Equatable {
    private var state: UInt64 = 0x6A09_E667_F3BC_C908
    private var runDigest: UInt64 = 0
    private var runLength = 0
    /// Frames folded in.
    public private(set) var count = 0

    /// An empty digest.
    public init() {}

    /// Folds in one frame's pixel digest.
    public mutating func add(frame digest: UInt64) {
        add(frame: digest, count: 1)
    }

    /// Folds in `count` frames that all have pixel digest `digest`, in O(1).
    public mutating func add(frame digest: UInt64, count frames: Int) {
        precondition(frames >= 0, "a frame count is never negative")
        guard frames > 0 else { return }
        if runLength > 0 && digest != runDigest { foldRun() }
        runDigest = digest
        runLength += frames
        count += frames
    }

    private mutating func foldRun() {
        state = Self.mix(state ^ runDigest)
        state = Self.mix(state &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: runLength))
        runLength = 0
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 16 lowercase hex digits.
    public var hexString: String {
        var finished = self
        if finished.runLength > 0 { finished.foldRun() }
        let digits = String(finished.state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
