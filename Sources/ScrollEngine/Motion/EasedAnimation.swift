/// A timed ease from 0 to `distance` over `duration` seconds, with an ease-out cubic curve.
///
/// x(t) = D · (1 − (1 − u)³), u = t / duration: the curve CSS calls `cubic-bezier(0.33, 1, 0.68, 1)`
/// in spirit — fast start, gentle landing — used for wheel notches (≈150 ms each, Chrome's
/// smooth-scroll duration range) and for programmatic scrolls such as tap-to-section.
public struct EasedAnimation: ScrollSimulation, Equatable {
    /// Signed distance covered.
    public let distance: Double
    /// Duration in seconds (> 0).
    public let duration: Double

    /// An ease over `distance` pixels lasting `duration` seconds.
    public init(distance: Double, duration: Double) {
        self.distance = distance
        self.duration = max(duration, 1e-3)
    }

    public var finalX: Double { distance }

    public func x(_ t: Double) -> Double {
        if t >= duration { return distance }
        let rest = 1 - max(t, 0) / duration
        return distance * (1 - rest * rest * rest)
    }

    public func dx(_ t: Double) -> Double {
        if t >= duration { return 0 }
        let rest = 1 - max(t, 0) / duration
        return distance * 3 * rest * rest / duration
    }

    public func isDone(_ t: Double) -> Bool { t >= duration }
}
