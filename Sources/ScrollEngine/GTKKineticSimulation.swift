import Foundation

/// GTK4's kinetic scrolling: `gtk/gtkkineticscrolling.c` with the friction GtkScrolledWindow
/// passes (`DECELERATION_FRICTION` = 4), outside the overshoot phase.
///
///     x(t) = x₀ + (v₀/f)·(1 − e^(−f·t)),   v(t) = v₀·e^(−f·t)
///
/// GTK ends the phase once |v| < 1 px/s (`gtk_kinetic_scrolling_tick`'s stop rule), at
/// t_stop = ln(|v₀|/1)/f, resting at (v₀ ∓ 1)/f ≈ v₀/4.
public struct GTKKineticSimulation: ScrollSimulation, Equatable {
    /// Signed release velocity, px/s.
    public let velocity: Double
    /// Friction f, 1/s.
    public let friction: Double
    /// Speed under which GTK stops, px/s.
    public let stopSpeed: Double

    /// GtkKineticScrolling's constants.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "gtk"
        /// f, 1/s.
        public var friction: Double
        /// Stop threshold, px/s.
        public var stopVelocity: Double

        /// GTK4's GtkScrolledWindow values.
        public static let standard = Model(friction: 4, stopVelocity: 1)

        /// A model with these constants.
        public init(friction: Double, stopVelocity: Double) {
            self.friction = friction
            self.stopVelocity = stopVelocity
        }

        public var problem: (key: String, expected: String)? {
            if !(friction > 0 && friction < 1000) { return ("friction", "a number in (0, 1000)") }
            if !(stopVelocity > 0 && stopVelocity < 1e6) { return ("stop_velocity", "a number in (0, 1e6)") }
            return nil
        }

        enum CodingKeys: String, CodingKey {
            case friction
            case stopVelocity = "stop_velocity"
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            GTKKineticSimulation(velocity: velocity, model: self)
        }
    }

    /// A kinetic phase from `velocity` (px/s).
    public init(velocity: Double, model: Model = .standard) {
        self.velocity = velocity
        friction = model.friction
        stopSpeed = model.stopVelocity
    }

    /// Seconds until |v| falls to `stopSpeed`.
    public var duration: Double { abs(velocity) > stopSpeed ? log(abs(velocity) / stopSpeed) / friction : 0 }

    public var finalX: Double { x(duration) }
    public func x(_ t: Double) -> Double {
        let s = min(max(0, t), duration)
        return velocity / friction * (1 - exp(-friction * s))
    }
    public func dx(_ t: Double) -> Double { t < duration ? velocity * exp(-friction * max(0, t)) : 0 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
