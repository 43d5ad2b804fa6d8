#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// GTK4's kinetic scrolling as GtkScrolledWindow runs it: `gtk/gtkkineticscrolling.c` with the
/// friction `gtk/gtkscrolledwindow.c` passes (`DECELERATION_FRICTION` 4), outside the overshoot
/// phase (GTK 4 as in FuriLabs/gtk4 ef546650e2ccc784ca21b6596fb384dfba3cf458, a GNOME/gtk tree).
///
///     x(t) = x₀ + (v₀/f)·(1 − e^(−f·t)),   v(t) = v₀·e^(−f·t)        (`ExponentialDecay`)
///
/// `gtk_kinetic_scrolling_tick` evaluates this at each frame's time since the start (no
/// integration). The tick that finds |v| < 0.1 px/s calls `gtk_kinetic_scrolling_stop`, which
/// rounds its own position, and returns FALSE; `scrolled_window_deceleration_cb` writes a position
/// to the adjustment only while the tick returns TRUE. So the rounded rest is never shown: the
/// fling rests where the last frame before the stop put it, and that frame is the last that
/// moves. The resting point therefore depends on the frame times, as GTK's does (by less than
/// the last frame's step, a fraction of a pixel).
public struct GTKKineticSimulation: ScrollSimulation, Equatable {
    /// Release velocity, px/s.
    public let velocity: Double
    /// The time of the last frame shown before the stop, s (−1: none yet).
    private var shownAt: Double = -1
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
    }

    /// A kinetic phase from `velocity` (px/s).
    public init(velocity: Double, model: Model = .standard) {
        self.velocity = velocity
        friction = Float(model.friction)
        stopTime = Float(ExponentialDecay(velocity: velocity, decay: Double(friction)).time(toSpeed: model.stopVelocity))
    }

    /// Seconds until the tick that stops.
    public var duration: Double { Double(stopTime) }

    /// Where the fling rests once the stop is reached: where the last frame shown before it left
    /// the content. Before any frame is shown, the stop's own time stands in for that frame (what
    /// a snap projection needs).
    public var finalX: Double { curve.x(shownAt < 0 ? duration : shownAt) }

    public mutating func sample(at t: Double) {
        if t < duration { shownAt = max(shownAt, t) }
    }

    public func x(_ t: Double) -> Double { t >= duration ? finalX : curve.x(max(0, t)) }
    public func dx(_ t: Double) -> Double { t < duration ? curve.dx(max(0, t)) : 0 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
