#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Android-like momentum: `android.widget.OverScroller`'s spline fling.
///
/// From AOSP `OverScroller.SplineOverScroller` (frameworks/base/core/java/android/widget/):
///
///     l        = ln(INFLEXION · |v| / (friction · physicalCoefficient))
///     distance = friction · physicalCoefficient · exp(DECELERATION_RATE / (DECELERATION_RATE − 1) · l)
///     duration = exp(l / (DECELERATION_RATE − 1))  seconds
///
/// with DECELERATION_RATE = ln 0.78 / ln 0.9, INFLEXION = 0.35, friction = 0.015
/// (`ViewConfiguration.getScrollFriction`) and physicalCoefficient = 9.80665 · 39.37 · ppi · 0.84
/// (`GRAVITY_EARTH · inches per meter · ppi · 0.84`), ppi = 160 · density. The position along the
/// fling follows the normalised curve `SplineTable` (AOSP's `SPLINE_POSITION`); the velocity is its
/// slope, as OverScroller's `mCurrVelocity`.
///
/// AOSP works in whole units, and so does this curve: `mSplineDistance = (int)(totalDistance ·
/// signum(velocity))` truncates the distance to whole pixels, `getSplineFlingDuration` returns
/// `(int)(1000 · exp(…))` whole milliseconds, and `update()` places the scroller at
/// `mStart + Math.round(distanceCoef · mSplineDistance)`, a whole pixel from where it started.
public struct SplineFlingSimulation: ScrollSimulation, Equatable {
    /// ln(0.78) / ln(0.9).
    public static let decelerationRate = log(0.78) / log(0.9)
    /// Where the spline's curve changes from the inflexion to the tail.
    public static let inflexion = 0.35
    /// `ViewConfiguration.getScrollFriction()`.
    public static let friction = 0.015
    /// Standard gravity, m/s².
    public static let gravityEarth = 9.80665

    /// Initial velocity, pixels per second.
    public let velocity: Double
    /// Signed distance the fling travels.
    public let distance: Double
    /// Duration in seconds.
    public let duration: Double

    /// `9.80665 · 39.37 · 160·density · 0.84`.
    public static func physicalCoefficient(density: Double) -> Double {
        gravityEarth * 39.37 * (160 * density) * 0.84
    }

    /// A fling from `velocity` (px/s) on a screen of the given density (1 = 160 ppi).
    public init(velocity: Double, density: Double = 1) {
        // `fling(int start, int velocity, …)`: the velocity arrives as whole px/s.
        let velocity = velocity.rounded(.towardZero)
        self.velocity = velocity
        let spline = Self.splineDistanceAndDuration(velocity: velocity, density: density)
        let magnitude = spline.distance.rounded(.towardZero)
        distance = velocity < 0 ? -magnitude : magnitude
        duration = (1000 * spline.duration).rounded(.towardZero) / 1000
    }

    /// The distance AOSP computes before truncating it (`getSplineFlingDistance`), and the
    /// duration in seconds before truncating it to whole ms: what Flutter's clamping simulation
    /// uses unrounded.
    public static func splineDistanceAndDuration(velocity: Double, density: Double = 1) -> (distance: Double, duration: Double) {
        let speed = abs(velocity)
        guard speed > 0 else { return (0, 0) }
        let coefficient = friction * physicalCoefficient(density: density)
        let l = log(inflexion * speed / coefficient)
        let rate = decelerationRate
        return (coefficient * exp(rate / (rate - 1) * l), exp(l / (rate - 1)))
    }

    /// Travel to rest for `velocity` (px/s) at the given density.
    public static func travel(velocity: Double, density: Double = 1) -> Double {
        SplineFlingSimulation(velocity: velocity, density: density).distance
    }

    public var finalX: Double { distance }

    /// AOSP's `update()` measures the time since the fling in whole milliseconds
    /// (`AnimationUtils.currentAnimationTimeMillis() - mStartTime`).
    private func wholeMs(_ t: Double) -> Double { (max(0, t) * 1000 + 1e-9).rounded(.down) / 1000 }

    public func x(_ t: Double) -> Double {
        let t = wholeMs(t)
        guard duration > 0 else { return distance }
        if t >= duration { return distance }
        // Java's Math.round: floor(x + 0.5).
        return (distance * SplineTable.shared.position(max(0, t) / duration) + 0.5).rounded(.down)
    }

    public func dx(_ t: Double) -> Double {
        let t = wholeMs(t)
        guard duration > 0, t < duration else { return 0 }
        return distance * SplineTable.shared.slope(max(0, t) / duration) / duration
    }

    public func isDone(_ t: Double) -> Bool { t >= duration }
}

extension SplineFlingSimulation {
    /// The Android momentum model: OverScroller's spline at a screen density.
    public struct Model: DensityFlingModel {
        public static let modelName = "spline"
        /// Screen density (1 = 160 ppi).
        public var density: Double

        public init(density: Double) { self.density = density }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            SplineFlingSimulation(velocity: velocity, density: density)
        }
    }
}
