import Foundation

/// Firefox's desktop fling: APZ's `DesktopFlingPhysics` with `apz.fling_friction` = 0.002.
///
/// Velocity decays by the friction per millisecond, like iOS's normal rate:
///
///     v(t) = v₀·(1 − f)^(1000·t),   x(t) = v₀·((1 − f)^(1000·t) − 1)/(1000·ln(1 − f))
///
/// APZ starts no fling below `apz.fling_min_velocity_threshold` (0.5 px/ms = 500 px/s, the
/// preset's minimum fling velocity) and stops one once its speed falls under
/// `apz.fling_stopped_threshold` (0.01 px/ms = 10 px/s), at t_stop = ln(|v₀|/10)/(−1000·ln(1 − f)),
/// so it rests at x(t_stop) = (v₀ ∓ 10)·(−1/(1000·ln(1 − f))): 0.4995·(|v₀| − 10) px for f = 0.002.
public struct FirefoxFlingSimulation: ScrollSimulation, Equatable {
    /// Signed release velocity, px/s.
    public let velocity: Double
    /// Decay per second, −1000·ln(1 − f).
    public let decay: Double
    /// Speed at which APZ stops the fling, px/s.
    public let stopSpeed: Double

    /// APZ's constants.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "firefox"
        /// `apz.fling_friction`: velocity lost per millisecond.
        public var friction: Double
        /// `apz.fling_stopped_threshold` in px/s.
        public var stopVelocity: Double

        /// Firefox's defaults.
        public static let standard = Model(friction: 0.002, stopVelocity: 10)

        /// A model with these constants.
        public init(friction: Double, stopVelocity: Double) {
            self.friction = friction
            self.stopVelocity = stopVelocity
        }

        public var problem: (key: String, expected: String)? {
            if !(friction > 0 && friction < 1) { return ("friction", "a number in (0, 1)") }
            if !(stopVelocity > 0 && stopVelocity < 1e6) { return ("stop_velocity", "a number in (0, 1e6)") }
            return nil
        }

        enum CodingKeys: String, CodingKey {
            case friction
            case stopVelocity = "stop_velocity"
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            FirefoxFlingSimulation(velocity: velocity, model: self)
        }
    }

    /// A fling from `velocity` (px/s).
    public init(velocity: Double, model: Model = .standard) {
        self.velocity = velocity
        decay = -1000 * log1p(-model.friction)
        stopSpeed = model.stopVelocity
    }

    /// Seconds until the speed falls to `stopSpeed` (0 if it starts below).
    public var duration: Double { abs(velocity) > stopSpeed ? log(abs(velocity) / stopSpeed) / decay : 0 }

    public var finalX: Double { x(duration) }
    public func x(_ t: Double) -> Double {
        let s = min(max(0, t), duration)
        return velocity / decay * (1 - exp(-decay * s))
    }
    public func dx(_ t: Double) -> Double { t < duration ? velocity * exp(-decay * max(0, t)) : 0 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
