#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Velocity that decays exponentially: `v(t) = v₀·e^(−k·t)`, `x(t) = (v₀/k)·(1 − e^(−k·t))`.
///
/// The curve UIKit (`decelerationRate`, k = −1000·ln r), GTK (`gtkkineticscrolling.c`, k = the
/// friction 4) and Flutter's `FrictionSimulation` (k = −ln drag) share. What differs between them
/// is when the motion stops and where it lands, so each keeps its own stop rule around this one
/// curve (`DecelerationSimulation`, `GTKKineticSimulation`). Firefox's APZ runs the same decay in
/// discrete steps (`FirefoxFlingSimulation`), which is why it is not built on this.
public struct ExponentialDecay: Sendable, Equatable {
    /// Velocity at t = 0, px/s.
    public let velocity: Double
    /// Decay constant k, 1/s.
    public let decay: Double

    /// A decay from `velocity` at rate `decay`.
    public init(velocity: Double, decay: Double) {
        self.velocity = velocity
        self.decay = decay
    }

    /// Distance at t → ∞: v₀/k.
    public var limit: Double { velocity / decay }
    /// Position at `t` seconds.
    public func x(_ t: Double) -> Double { limit * (1 - exp(-decay * t)) }
    /// Velocity at `t` seconds.
    public func dx(_ t: Double) -> Double { velocity * exp(-decay * t) }
    /// Seconds until the speed falls to `speed` (0 if it starts at or below it).
    public func time(toSpeed speed: Double) -> Double {
        abs(velocity) > speed ? log(abs(velocity) / speed) / decay : 0
    }
}
