/// The core times of the most recent drawn frames and their p99: the estimate a late-starting frame
/// plans with. The first frames of a run are left out (they pay one-time costs: a fresh framebuffer's
/// page faults, first use of the glyphs) — one of them would otherwise be "the p99" for a while.
/// Fixed memory; no allocation per frame.
public struct RecentCoreTimes: Sendable {
    /// Frames the estimate covers.
    public static let window = 120
    /// Frames left out at the start.
    public static let warmUp = 2
    private var samples: [UInt64]
    private var scratch: [UInt64]
    private var next = 0
    private var seen = 0

    /// An empty estimate.
    public init() {
        samples = []
        samples.reserveCapacity(Self.window)
        scratch = [UInt64](repeating: 0, count: Self.window)
    }

    /// Records one drawn frame's core time, ns.
    public mutating func record(_ ns: UInt64) {
        seen += 1
        guard seen > Self.warmUp else { return }
        if samples.count < Self.window {
            samples.append(ns)
        } else {
            samples[next] = ns
        }
        next = (next + 1) % Self.window
    }

    /// The p99 (nearest rank) of the recorded frames, ms; nil before any.
    public mutating func p99Ms() -> Double? { percentileMs(0.99) }

    /// The p50 (nearest rank) of the recorded frames, ms; nil before any.
    public mutating func p50Ms() -> Double? { percentileMs(0.5) }

    private mutating func percentileMs(_ p: Double) -> Double? {
        let count = samples.count
        guard count > 0 else { return nil }
        for i in 0..<count { scratch[i] = samples[i] }
        scratch[0..<count].sort()
        let rank = max(1, Int((p * Double(count)).rounded(.up)))
        return Double(scratch[rank - 1]) / 1e6
    }
}
