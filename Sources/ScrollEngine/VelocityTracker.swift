/// Estimates a pointer's velocity at release from its recent samples.
///
/// A least-squares line through the samples of the last `horizonMs` (100 ms, as Flutter's
/// `VelocityTracker._horizonMilliseconds` and Android's `VelocityTracker` horizon); its slope is
/// the velocity. A pointer that has not moved for `stillMs` (50 ms) before the release gives no
/// velocity at all — the user stopped, then lifted (Flutter's `_assumePointerMoveStoppedMilliseconds`
/// is 40 ms). Samples live in a fixed ring, so tracking never allocates after `init`.
public struct VelocityTracker: Sendable, Equatable {
    /// One pointer position at a time, in milliseconds.
    public struct Sample: Sendable, Equatable {
        /// Time, milliseconds.
        public var timeMs: Double
        /// Position along the axis, pixels.
        public var position: Double
    }

    /// How far back samples count.
    public static let horizonMs = 100.0
    /// A pointer still this long before release flings nothing.
    public static let stillMs = 50.0
    /// Ring capacity: more than a 100 ms horizon holds at 1000 Hz input would not change the fit.
    public static let capacity = 128

    private var ring: [Sample]
    private var head = 0
    private var count = 0
    private var lastMovementMs = -Double.infinity

    /// An empty tracker.
    public init() {
        ring = [Sample](repeating: Sample(timeMs: 0, position: 0), count: Self.capacity)
    }

    /// Forgets every sample (a new gesture).
    public mutating func reset() {
        count = 0
        head = 0
        lastMovementMs = -Double.infinity
    }

    /// Adds a sample; times must not decrease.
    public mutating func add(timeMs: Double, position: Double) {
        if count > 0 {
            let last = ring[(head + Self.capacity - 1) % Self.capacity]
            if last.position != position { lastMovementMs = timeMs }
        } else {
            lastMovementMs = timeMs
        }
        ring[head] = Sample(timeMs: timeMs, position: position)
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// Velocity in pixels per second at `releaseMs`, clamped to ±`maximum`; 0 when the pointer
    /// stood still for `stillMs` or there are fewer than two samples in the horizon.
    public func velocity(atMs releaseMs: Double, maximum: Double) -> Double {
        guard count >= 2, releaseMs - lastMovementMs < Self.stillMs else { return 0 }
        // Centre the times on the newest sample so the sums stay well-conditioned.
        let newest = ring[(head + Self.capacity - 1) % Self.capacity]
        var n = 0.0, st = 0.0, sp = 0.0, stt = 0.0, stp = 0.0
        for back in 0..<count {
            let sample = ring[(head + Self.capacity - 1 - back) % Self.capacity]
            let age = sample.timeMs - newest.timeMs
            if releaseMs - sample.timeMs > Self.horizonMs { break }
            let p = sample.position - newest.position
            n += 1
            st += age
            sp += p
            stt += age * age
            stp += age * p
        }
        guard n >= 2 else { return 0 }
        let denominator = n * stt - st * st
        guard denominator > 1e-9 else { return 0 }
        let slopePerMs = (n * stp - st * sp) / denominator
        let velocity = slopePerMs * 1000
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -maximum), maximum)
    }
}
