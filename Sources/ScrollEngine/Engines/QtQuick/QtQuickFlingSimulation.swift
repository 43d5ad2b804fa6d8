/// Qt Quick's `Flickable` flick with its defaults: constant deceleration.
///
///     x(t) = v₀·t − sign(v₀)·a·t²/2,   v(t) = v₀ − sign(v₀)·a·t,   until t = |v₀|/a
///
/// with `flickDeceleration` a = 1500 px/s² and `maximumFlickVelocity` 2500 px/s (the preset's
/// maximum fling velocity caps v₀). `QQuickFlickablePrivate::flick()` (`src/quick/items/
/// qquickflickable.cpp`) then moves the target to a whole pixel — `target = -qRound(-(pos - dist))`
/// — and recomputes the deceleration to land on it, `a' = v₀²/(2·|target − pos|)`, so a flick rests
/// on a whole pixel of the content: v₀²/3000 px rounded.
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

        public func simulation(for start: FlingStart) -> any ScrollSimulation {
            QtQuickFlingSimulation(velocity: start.velocity, model: self, origin: start.origin)
        }
    }

    /// A flick from `velocity` (px/s) starting at offset `origin`, landing on a whole pixel.
    public init(velocity: Double, model: Model = .standard, origin: Double = 0) {
        self.velocity = velocity
        // In Qt's content position (−offset, velocity −v): dist = v²/(2a), negative for a positive
        // velocity; target = −Round(−(pos − dist)) with Round(x) = floor(x + 0.5).
        let move = -origin
        var dist = velocity * velocity / (2 * model.deceleration)
        if -velocity > 0 { dist = -dist }
        let target = -(-(move - dist) + 0.5).rounded(.down)
        let landing = abs(-target + move)
        deceleration = landing > 0 ? velocity * velocity / (2 * landing) : .infinity
    }

    /// Seconds to rest, |v₀|/a.
    public var duration: Double { deceleration.isInfinite ? 0 : abs(velocity) / deceleration }

    private var sign: Double { velocity < 0 ? -1 : 1 }

    public var finalX: Double { deceleration.isInfinite ? 0 : sign * velocity * velocity / (2 * deceleration) }
    public func x(_ t: Double) -> Double {
        guard duration > 0 else { return 0 }
        let s = min(max(0, Self.wholeMs(t)), duration)
        return velocity * s - sign * deceleration * s * s / 2
    }
    public func dx(_ t: Double) -> Double { t < duration ? velocity - sign * deceleration * max(0, Self.wholeMs(t)) : 0 }

    /// Qt's animation time is whole milliseconds: `QQuickTimeLine::advance(int)` gets the
    /// timer's elapsed time as an `int` of ms (`QAbstractAnimationJob::setCurrentTime(int)`,
    /// qtdeclarative v6.4.3 `src/quick/util/qquicktimeline.cpp`, `src/qml/animations/
    /// qabstractanimationjob.cpp`), so a frame shows the flick at the whole ms before it.
    static func wholeMs(_ t: Double) -> Double { (t * 1000 + 1e-6).rounded(.down) / 1000 }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
