/// The input-to-present latencies of the most recent inputs and their p50 and p99, for the
/// profiling overlay: the same measure as `run --summary`'s `input_to_present_ms`, over the last
/// ``window`` inputs instead of the whole run, so the panel follows what the hand is doing now.
///
/// Storage and the selection's scratch are allocated once, so a frame that records inputs and
/// asks for the percentiles allocates nothing.
public struct RecentLatencies: Sendable {
    /// Inputs the percentiles cover.
    public static let window = 200

    private var ring: [UInt64]
    private var scratch: [UInt64]
    private var head = 0
    /// Inputs held (up to ``window``).
    public private(set) var stored = 0

    /// None yet.
    public init() {
        ring = [UInt64](repeating: 0, count: Self.window)
        scratch = [UInt64](repeating: 0, count: Self.window)
    }

    /// An input reached the screen `ns` after its timestamp.
    public mutating func record(_ ns: UInt64) {
        ring[head] = ns
        head = (head + 1) % Self.window
        stored = min(stored + 1, Self.window)
    }

    /// The `p`-th percentile (0...1, nearest rank) over the inputs held, ms; nil with none.
    public mutating func percentileMs(_ p: Double) -> Double? {
        guard stored > 0 else { return nil }
        for i in 0..<stored { scratch[i] = ring[i] }
        let rank = RankSelection.nearestRank(p, among: stored)
        return Double(RankSelection.value(rank: rank, among: stored, in: &scratch)) / 1e6
    }
}
