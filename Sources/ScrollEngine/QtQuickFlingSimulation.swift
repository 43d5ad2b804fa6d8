/// Qt Quick's `Flickable` flick with its defaults: constant deceleration.
///
///     x(t) = v₀·t − sign(v₀)·a·t²/2,   v(t) = v₀ − sign(v₀)·a·t,   until t = |v₀|/a
///
/// with `flickDeceleration` a = 1500 px/s² and `maximumFlickVelocity` 2500 px/s (the preset's
/// maximum fling velocity caps v₀). It rests at v₀²/(2a) = v₀²/3000 px.
public struct QtQuickFlingSimulation: ScrollSimulation, Equatable {
    /// Signed release velocity, px/s.
    public let velocity: Double
    /// Deceleration, px/s².
    public let deceleration: Double

    /// Flickable's constants.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "qtquick"
        /// `flickDeceleration`, px/s².
        public var deceleration: Double

        /// Qt Quick's default.
        public static let standard = Model(deceleration: 1500)

        /// A model with this deceleration.
        public init(deceleration: Double) { self.deceleration = deceleration }

        public var problem: (key: String, expected: String)? {
            deceleration > 0 && deceleration < 1e7 ? nil : ("deceleration", "a number in (0, 1e7)")
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            QtQuickFlingSimulation(velocity: velocity, model: self)
        }
    }

    /// A flick from `velocity` (px/s).
    public init(velocity: Double, model: Model = .standard) {
        self.velocity = velocity
        deceleration = model.deceleration
    }

    /// Seconds to rest, |v₀|/a.
    public var duration: Double { abs(velocity) / deceleration }

    private var sign: Double { velocity < 0 ? -1 : 1 }

    public var finalX: Double { sign * velocity * velocity / (2 * deceleration) }
    public func x(_ t: Double) -> Double {
        let s = min(max(0, t), duration)
        return velocity * s - sign * deceleration * s * s / 2
    }
    public func dx(_ t: Double) -> Double { t < duration ? velocity - sign * deceleration * max(0, t) : 0 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
