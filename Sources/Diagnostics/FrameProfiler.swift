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

    /// Frames per second: the last `window` frames over the time between their
    /// ends, leaving out the gaps when the loop slept idle, so a burst of scrolling after a pause
    /// reads as the rate it ran at, not as the average over the pause.
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
        // Frames over the time they took, leaving out the gaps (over four times the third quartile)
        // when the loop slept idle. Not the median interval: where fresh input gets a frame of its
        // own between refreshes (asynchronous presents), intervals alternate short and long, and
        // the median would be one or the other.
        let gapNs = 4 * RankSelection.value(rank: RankSelection.nearestRank(0.75, among: used), among: used, in: &scratch)
        var frames = 0, spanNs: UInt64 = 0
        for i in 0..<used where scratch[i] <= gapNs {
            frames += 1
            spanNs += scratch[i]
        }
        return spanNs > 0 ? 1e9 * Double(frames) / Double(spanNs) : 0
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
        return RankSelection.value(rank: RankSelection.nearestRank(p, among: used), among: used, in: &scratch)
    }
}
