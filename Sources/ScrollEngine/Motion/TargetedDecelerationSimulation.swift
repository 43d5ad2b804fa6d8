#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exponential deceleration re-tuned to come to rest exactly `distance` away.
///
/// The same motion as `DecelerationSimulation`, x(t) = D·(1 − e^(−k·t)), but with the decay
/// chosen as k = v₀ / D so that the velocity at release is still exactly v₀ and the resting point
/// is exactly D. This is how a snap "in the fling's direction" lands on its target (UIKit's
/// `targetContentOffset` adjustment, without the tick of a snap against the fling) without a jump in speed. Only meaningful when
/// v₀ and D have the same sign; the engine uses it when k is at least the snap spring's rate,
/// so the landing is never slower than a spring would be.
public struct TargetedDecelerationSimulation: ScrollSimulation, Equatable {
    /// Signed distance to the target.
    public let distance: Double
    /// Initial velocity, pixels per second (same sign as `distance`).
    public let velocity: Double
    /// Decay per second, `velocity / distance`.
    public let decay: Double

    /// A deceleration from `velocity` that rests exactly `distance` away.
    public init(distance: Double, velocity: Double) {
        precondition(distance != 0 && (distance > 0) == (velocity > 0), "velocity must point at the target")
        self.distance = distance
        self.velocity = velocity
        self.decay = velocity / distance
    }

    public var finalX: Double { distance }
    public func x(_ t: Double) -> Double { distance * (1 - exp(-decay * t)) }
    public func dx(_ t: Double) -> Double { velocity * exp(-decay * t) }
    public func isDone(_ t: Double) -> Bool { abs(distance - x(t)) < DecelerationSimulation.restDistance }
}
