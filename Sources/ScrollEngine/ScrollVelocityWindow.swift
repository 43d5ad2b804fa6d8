/// Estimates the velocity of a smooth scroll (touchpad) from its deltas, for the kinetic fling that
/// follows when the fingers lift.
///
/// A smooth scroll reports deltas, not positions, and libinput reports the lift as a separate
/// (0, 0) delta some milliseconds after the last real one. The velocity is the distance scrolled
/// between the oldest and the newest delta of the last `windowMs` (150 ms, GTK's scroll capture
/// window) divided by the time between them: the deltas after the oldest one are exactly what moved
/// in that time, so a steady scroll gives its own speed back, however often the device reports.
/// Fewer than two deltas in the window, or none in the last `stillMs` before the lift (the fingers
/// rested before lifting, as `VelocityTracker` rules for the pointer), give no velocity.
/// Samples live in a fixed ring, so scrolling never allocates after `init`.
public struct ScrollVelocityWindow: Sendable, Equatable {
    /// How far back deltas count, ms.
    public static let windowMs = 150.0
    /// Fingers that rested this long before the lift fling nothing, ms.
    public static let stillMs = VelocityTracker.stillMs
    /// Ring capacity: 150 ms of deltas at up to 1.7 kHz; at higher rates the window is simply the
    /// newest `capacity` deltas, which still measures the same speed.
    public static let capacity = 256

    private struct Sample: Sendable, Equatable {
        var timeMs: Double
        var delta: Double
    }

    private var ring: [Sample]
    private var head = 0
    private var count = 0

    /// An empty window.
    public init() {
        ring = [Sample](repeating: Sample(timeMs: 0, delta: 0), count: Self.capacity)
    }

    /// Forgets every delta (a new scroll gesture).
    public mutating func reset() {
        head = 0
        count = 0
    }

    /// Adds one delta (px, positive = "more") at `timeMs`; times must not decrease.
    public mutating func add(timeMs: Double, delta: Double) {
        ring[head] = Sample(timeMs: timeMs, delta: delta)
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
    }

    /// Velocity in px/s for a lift at `stopMs`, clamped to ±`maximum`.
    public func velocity(atMs stopMs: Double, maximum: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newest = ring[(head + Self.capacity - 1) % Self.capacity]
        guard stopMs - newest.timeMs < Self.stillMs else { return 0 }
        var distance = 0.0
        var oldestMs = newest.timeMs
        var inWindow = 0
        // Walking back from the newest: each delta is counted once an older one is found, so the
        // oldest delta (which moved before the window's first moment) is left out.
        var previousDelta = 0.0
        for back in 0..<count {
            let sample = ring[(head + Self.capacity - 1 - back) % Self.capacity]
            if stopMs - sample.timeMs > Self.windowMs { break }
            if inWindow > 0 { distance += previousDelta }
            previousDelta = sample.delta
            oldestMs = sample.timeMs
            inWindow += 1
        }
        let span = newest.timeMs - oldestMs
        guard inWindow >= 2, span > 1e-9 else { return 0 }
        let velocity = distance / span * 1000
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -maximum), maximum)
    }
}
