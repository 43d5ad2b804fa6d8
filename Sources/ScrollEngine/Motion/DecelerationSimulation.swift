#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// iOS-like momentum: velocity decays exponentially at a fixed rate per millisecond.
///
/// UIScrollView's `decelerationRate` (`.normal` = 0.998) multiplies the velocity by `r` every
/// millisecond: `v(t) = v₀·r^(1000·t)`. Integrated continuously this is
///
///     x(t) = v₀ · (r^(1000·t) − 1) / (1000 · ln r),   dx(t) = v₀ · r^(1000·t)
///
/// and the motion comes to rest at `−v₀ / (1000 · ln r)`. The per-millisecond sum quoted in the
/// WWDC 2018 "Designing Fluid Interfaces" talk, `(v₀/1000) · r / (1 − r)`, differs from the
/// integral by 0.1 % at r = 0.998; the integral is used so the velocity at release is exactly
/// `v₀` (no jump when the finger lets go).
///
/// The curve is `ExponentialDecay`; this type adds the stop rule Handoff chose for it (UIKit's
/// source is not public; `PhysicsPreset.ios` says why this rule and not Flutter's): done within
/// half a pixel of the rest point, where the engine lands exactly.
public struct DecelerationSimulation: ScrollSimulation, Equatable {
    /// UIScrollView.DecelerationRate.normal: velocity kept per millisecond.
    public static let normalRate = 0.998
    /// Distance from rest, in pixels, below which the motion counts as done; the engine then
    /// lands on `finalX` exactly (a sub-pixel step nobody can see).
    public static let restDistance = 0.5

    /// The decay, k = −1000·ln r.
    public let curve: ExponentialDecay

    /// A deceleration from `velocity` (px/s) with `rate` kept per millisecond.
    public init(velocity: Double, rate: Double = DecelerationSimulation.normalRate) {
        precondition(rate > 0 && rate < 1, "deceleration rate must be in (0, 1)")
        curve = ExponentialDecay(velocity: velocity, decay: -1000 * log(rate))
    }

    /// Initial velocity, pixels per second.
    public var velocity: Double { curve.velocity }
    /// Decay constant per second, `−1000 · ln r`.
    public var decay: Double { curve.decay }

    /// Travel to rest for `velocity` at `rate`: `−v / (1000 · ln r)`.
    public static func travel(velocity: Double, rate: Double = normalRate) -> Double {
        -velocity / (1000 * log(rate))
    }

    public var finalX: Double { curve.limit }
    public func x(_ t: Double) -> Double { curve.x(t) }
    public func dx(_ t: Double) -> Double { curve.dx(t) }
    public func isDone(_ t: Double) -> Bool { abs(finalX - x(t)) < Self.restDistance }
}

extension DecelerationSimulation {
    /// The iOS momentum model: UIScrollView's deceleration rate.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "deceleration"
        /// Velocity kept per millisecond, in (0, 1).
        public var rate: Double

        /// `UIScrollView.DecelerationRate.normal`.
        public static let standard = Model(rate: DecelerationSimulation.normalRate)

        /// A model keeping `rate` of the velocity per millisecond.
        public init(rate: Double) { self.rate = rate }

        public var problem: (key: String, expected: String)? {
            rate > 0 && rate < 1 ? nil : ("rate", "a number in (0, 1)")
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            DecelerationSimulation(velocity: velocity, rate: rate)
        }
    }
}
