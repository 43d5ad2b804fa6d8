import Foundation

/// GTK4's kinetic scrolling: `gtk/gtkkineticscrolling.c` with the friction GtkScrolledWindow
/// passes (`gtk/gtkscrolledwindow.c`, `DECELERATION_FRICTION` 4), outside the overshoot phase.
///
///     x(t) = x₀ + (v₀/f)·(1 − e^(−f·t)),   v(t) = v₀·e^(−f·t)        (`ExponentialDecay`)
///
/// `gtk_kinetic_scrolling_tick` evaluates this at the frame's time since the start (no
/// integration), and once |v| < 0.1 px/s calls `gtk_kinetic_scrolling_stop`, which rounds the
/// position: the fling ends at t_stop = ln(|v₀|/0.1)/f on the whole pixel nearest x(t_stop). A
/// 1000 px/s fling settles after 2.303 s, 250 px away.
public struct GTKKineticSimulation: ScrollSimulation, Equatable {
    /// Release velocity, px/s.
    public let velocity: Double
    /// Where it lands, relative to its start: x(t_stop) moved to a whole pixel of the offset.
    public let finalX: Double
    /// f, 1/s, and the seconds until |v| falls under the stop speed, in single precision: with
    /// them the simulation is three words and sits inline in an existential (starting a fling
    /// allocates nothing); GTK's own friction, 4, is exact, and 1e-7 s is far below a frame.
    let friction: Float
    let stopTime: Float

    /// The decay.
    public var curve: ExponentialDecay { ExponentialDecay(velocity: velocity, decay: Double(friction)) }

    /// GtkKineticScrolling's constants.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "gtk"
        /// f, 1/s.
        public var friction: Double
        /// Stop threshold, px/s.
        public var stopVelocity: Double

        /// GTK4's values (`DECELERATION_FRICTION` 4; the 0.1 px/s stop of `gtk_kinetic_scrolling_tick`).
        public static let standard = Model(friction: 4, stopVelocity: 0.1)

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

        public func simulation(for start: FlingStart) -> any ScrollSimulation {
            GTKKineticSimulation(velocity: start.velocity, model: self, origin: start.origin)
        }
    }

    /// A kinetic phase from `velocity` (px/s) starting at offset `origin` (whose rounding at the
    /// stop decides the landing pixel).
    public init(velocity: Double, model: Model = .standard, origin: Double = 0) {
        self.velocity = velocity
        friction = Float(model.friction)
        let decay = ExponentialDecay(velocity: velocity, decay: Double(friction))
        stopTime = Float(decay.time(toSpeed: model.stopVelocity))
        let end = origin + decay.x(Double(stopTime))
        finalX = end.rounded() - origin
    }

    /// Seconds until the stop.
    public var duration: Double { Double(stopTime) }

    public func x(_ t: Double) -> Double { t >= duration ? finalX : curve.x(max(0, t)) }
    public func dx(_ t: Double) -> Double { t < duration ? curve.dx(max(0, t)) : 0 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
