/// The last `capacity` frames' timings, and percentiles over a recent window.
///
/// Storage is allocated once; percentiles are selected in a scratch buffer that is also
/// preallocated, so the overlay can ask every frame without allocating.
public struct FrameProfiler: Sendable {
    /// Frames kept.
    public let capacity: Int
    private var ring: [FrameTiming]
    private var presentTimes: [UInt64]
    private var scratch: [UInt64]
    private var head = 0
    /// Frames recorded so far (all time).
    public private(set) var count = 0

    /// A profiler keeping `capacity` frames (a few hundred).
    public init(capacity: Int = 512) {
        self.capacity = max(2, capacity)
        ring = [FrameTiming](repeating: FrameTiming(engine: 0, raster: 0, present: 0, drawn: false), count: self.capacity)
        presentTimes = [UInt64](repeating: 0, count: self.capacity)
        scratch = [UInt64](repeating: 0, count: self.capacity)
    }

    /// Records a frame that ended at `endNs` on the monotonic clock.
    public mutating func record(_ timing: FrameTiming, endNs: UInt64) {
        ring[head] = timing
        presentTimes[head] = endNs
        head = (head + 1) % capacity
        count += 1
    }

    /// Number of frames available, up to `capacity`.
    public var stored: Int { min(count, capacity) }

    /// The `back`-th most recent frame (0 = the last one).
    public func frame(back: Int) -> FrameTiming {
        ring[(head + capacity - 1 - back) % capacity]
    }

    /// Frames per second: one second over the median interval between the last `window` frames'
    /// ends. The median ignores the gaps when the loop slept idle, so a burst of scrolling after a
    /// pause reads as the rate it ran at, not as the average over the pause.
    public mutating func framesPerSecond(window: Int = 120) -> Double {
        let n = min(window, stored)
        guard n >= 2 else { return 0 }
        var used = 0
        for back in 0..<(n - 1) {
            let newer = presentTimes[(head + capacity - 1 - back) % capacity]
            let older = presentTimes[(head + capacity - 2 - back) % capacity]
            if newer > older {
                scratch[used] = newer - older
                used += 1
            }
        }
        guard used > 0 else { return 0 }
        return 1e9 / Double(selectScratch(rank: used / 2, of: used))
    }

    /// Which duration a percentile is taken over.
    public enum Metric: Sendable {
        case engine, raster, present, core
    }

    /// The `p`-th percentile (0...1, nearest rank) of `metric` over the last `window` drawn frames,
    /// in nanoseconds.
    public mutating func percentile(_ p: Double, of metric: Metric, window: Int = 120) -> UInt64 {
        let n = min(window, stored)
        var used = 0
        for back in 0..<n {
            let f = frame(back: back)
            guard f.drawn else { continue }
            switch metric {
            case .engine: scratch[used] = f.engine
            case .raster: scratch[used] = f.raster
            case .present: scratch[used] = f.present
            case .core: scratch[used] = f.core
            }
            used += 1
        }
        guard used > 0 else { return 0 }
        let rank = min(used - 1, max(0, Int((p * Double(used)).rounded(.up)) - 1))
        return selectScratch(rank: rank, of: used)
    }

    /// The value of rank `rank` (0-based, ascending) among the first `used` scratch values, which
    /// it reorders. Quickselect with a median-of-three pivot: linear on average where the overlay's
    /// nine percentiles a frame each sorted 120 values by insertion; in place, so nothing is
    /// allocated.
    private mutating func selectScratch(rank: Int, of used: Int) -> UInt64 {
        scratch.withUnsafeMutableBufferPointer { buffer in
            var low = 0, high = used - 1
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
}
