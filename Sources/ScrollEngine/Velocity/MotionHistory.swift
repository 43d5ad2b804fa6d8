/// The recent input of one gesture along one axis: what every release-velocity estimator reads.
///
/// Each sample is a time, a position and the delta that brought it there. A pointer gives
/// positions (the delta is the change from the previous sample, 0 for the press); a smooth
/// scroll gives deltas (the position is their running sum), so estimators that need either —
/// GTK's scroll history sums deltas, least squares fits positions — read the same history.
/// Samples live in a fixed ring allocated once, so recording input never allocates.
public struct MotionHistory: Sendable, Equatable {
    /// One input sample.
    public struct Sample: Sendable, Equatable {
        /// Time, ms (session clock).
        public var timeMs: Double
        /// Position along the axis, px.
        public var position: Double
        /// Movement since the previous sample of the gesture, px.
        public var delta: Double
    }

    /// Ring capacity: every engine looks back at most 150 ms; 256 samples hold that at 1.7 kHz
    /// input, and an estimator that wants fewer stops early.
    public static let capacity = 256

    private var ring: [Sample]
    private var head = 0
    /// Samples held (at most `capacity`).
    public private(set) var count = 0
    /// When the position last changed, ms (−∞ before any movement).
    public private(set) var lastMovementMs = -Double.infinity
    /// Whether the oldest sample held is the press that began a pointer gesture (the first
    /// position added after `reset`, until the ring overwrites it): GTK's swipe tracker never
    /// records the press.
    public private(set) var oldestIsPress = false

    /// An empty history.
    public init() {
        ring = [Sample](repeating: Sample(timeMs: 0, position: 0, delta: 0), count: Self.capacity)
    }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        head = 0
        count = 0
        lastMovementMs = -Double.infinity
        oldestIsPress = false
    }

    /// Adds a pointer position at `timeMs` (times must not decrease).
    public mutating func add(timeMs: Double, position: Double) {
        let delta = count > 0 ? position - self[0].position : 0
        let first = count == 0
        append(Sample(timeMs: timeMs, position: position, delta: delta))
        if first { oldestIsPress = true }
    }

    /// Adds a smooth-scroll delta at `timeMs`: the position moves by `delta`.
    public mutating func add(timeMs: Double, delta: Double) {
        let position = (count > 0 ? self[0].position : 0) + delta
        append(Sample(timeMs: timeMs, position: position, delta: delta))
    }

    private mutating func append(_ sample: Sample) {
        if sample.delta != 0 || count == 0 { lastMovementMs = sample.timeMs }
        if count == Self.capacity || count == 0 { oldestIsPress = false }
        ring[head] = sample
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// The sample `back` steps before the newest (0 = newest); `back` must be below `count`.
    public subscript(back: Int) -> Sample {
        ring[(head + Self.capacity - 1 - back) % Self.capacity]
    }

    /// The newest sample, if any.
    public var newest: Sample? { count > 0 ? self[0] : nil }
}
