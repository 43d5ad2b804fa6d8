import Foundation

/// Percentiles of many durations in fixed memory: log-spaced buckets 1 % wide (so a percentile is
/// within 1 % of the exact one), plus the exact maximum. A one-hour replay (216 000 frames) uses
/// the same memory as a one-second one.
public struct DurationHistogram: Sendable {
    /// Relative width of a bucket.
    public static let resolution = 0.01
    private static let bucketCount = 2600   // 1.01^2600 ns ≈ 1.7e11 ns: any frame time
    private var buckets: [UInt32]
    /// Buckets held: fixed at creation, whatever is recorded (what keeps an hour-long replay's
    /// statistics the size of a second's).
    var bucketCapacity: Int { buckets.capacity }
    /// Values recorded.
    public private(set) var count = 0
    /// Largest value recorded, ns.
    public private(set) var max: UInt64 = 0

    /// An empty histogram.
    public init() { buckets = [UInt32](repeating: 0, count: Self.bucketCount) }

    /// Records `ns`.
    public mutating func record(_ ns: UInt64) {
        buckets[Self.bucket(for: ns)] &+= 1
        count += 1
        if ns > max { max = ns }
    }

    /// The `p`-th percentile (0...1, nearest rank), ns; the bucket's upper bound, capped at `max`.
    public func percentile(_ p: Double) -> UInt64 {
        guard count > 0 else { return 0 }
        let rank = Swift.max(1, Int((p * Double(count)).rounded(.up)))
        var seen = 0
        for (index, n) in buckets.enumerated() where n > 0 {
            seen += Int(n)
            if seen >= rank { return Swift.min(max, Self.upperBound(of: index)) }
        }
        return max
    }

    private static func bucket(for ns: UInt64) -> Int {
        guard ns > 1 else { return 0 }
        let index = Int((log(Double(ns)) / log(1 + resolution)).rounded(.up))
        return Swift.min(bucketCount - 1, Swift.max(0, index))
    }

    private static func upperBound(of index: Int) -> UInt64 {
        UInt64(pow(1 + resolution, Double(index)).rounded(.up))
    }
}
