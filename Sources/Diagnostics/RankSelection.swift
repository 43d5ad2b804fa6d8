/// The value of a given rank among durations, found in place so a panel drawn every frame can ask
/// for percentiles without allocating.
public enum RankSelection {
    /// The value of rank `rank` (0-based, ascending) among the first `count` values of `buffer`,
    /// which it reorders. Quickselect with a median-of-three pivot: linear on average where the
    /// overlay's percentiles each sorted their window by insertion; in place, so nothing is
    /// allocated.
    public static func value(rank: Int, among count: Int, in buffer: inout [UInt64]) -> UInt64 {
        precondition(rank >= 0 && rank < count && count <= buffer.count, "rank \(rank) outside \(count) values")
        return buffer.withUnsafeMutableBufferPointer { buffer in
            var low = 0, high = count - 1
            while low < high {
                // The median of the first, middle and last values is the pivot.
                let mid = low + (high - low) / 2
                if buffer[mid] < buffer[low] { buffer.swapAt(mid, low) }
                if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
                if buffer[high] < buffer[mid] { buffer.swapAt(high, mid) }
                let pivot = buffer[mid]
                // Hoare partition: [low, j] ≤ pivot ≤ [j + 1, high].
                var i = low - 1, j = high + 1
                while true {
                    repeat { i += 1 } while buffer[i] < pivot
                    repeat { j -= 1 } while buffer[j] > pivot
                    if i >= j { break }
                    buffer.swapAt(i, j)
                }
                if rank <= j { high = j } else { low = j + 1 }
            }
            return buffer[rank]
        }
    }

    /// The nearest rank (0-based) of percentile `p` (0...1) among `count` values.
    public static func nearestRank(_ p: Double, among count: Int) -> Int {
        min(count - 1, max(0, Int((p * Double(count)).rounded(.up)) - 1))
    }
}
