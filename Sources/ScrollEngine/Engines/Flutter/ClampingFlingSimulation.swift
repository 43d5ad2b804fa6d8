#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Flutter's `ClampingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`,
/// flutter/flutter 095d6b964df074dd00eff7e48eb0f25230d9e382),
/// the fling of `ClampingScrollPhysics`, Flutter's default on Android, Linux, Windows and Fuchsia.
///
/// It keeps Android's spline distance (`SplineFlingSimulation.splineDistanceAndDuration`, friction
/// 0.015, unrounded) but replaces the spline by a power curve whose start speed is the release's:
///
///     T = DECELERATION_RATE · INFLEXION · T_android        (≈ 0.825 · T_android)
///     x(t) = x₀ + D · (1 − (1 − t/T)^DECELERATION_RATE)
///     v(t) = v₀ · (1 − t/T)^(DECELERATION_RATE − 1)
///
/// with DECELERATION_RATE = ln 0.78 / ln 0.9 and INFLEXION 0.35, and is done at T.
public struct ClampingFlingSimulation: ScrollSimulation, Equatable {
    /// Release velocity, px/s.
    public let velocity: Double
    /// Signed distance, px.
    public let distance: Double
    /// Seconds to rest.
    public let duration: Double

    /// Flutter's constants.
    public struct Model: DensityFlingModel {
        public static let modelName = "clamping"
        /// `ScrollPhysics` friction (Android's `ViewConfiguration.getScrollFriction`) is fixed at
        /// 0.015 in Flutter; the logical-pixel density is 1 (Flutter's pixels are dp).
        public var density: Double

        public init(density: Double) { self.density = density }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            ClampingFlingSimulation(velocity: velocity, density: density)
        }
    }

    /// A fling from `velocity` (px/s).
    public init(velocity: Double, density: Double = 1) {
        self.velocity = velocity
        let spline = SplineFlingSimulation.splineDistanceAndDuration(velocity: velocity, density: density)
        distance = velocity < 0 ? -spline.distance : spline.distance
        duration = SplineFlingSimulation.decelerationRate * SplineFlingSimulation.inflexion * spline.duration
    }

    private func remaining(_ t: Double) -> Double { 1 - min(max(t / duration, 0), 1) }

    public var finalX: Double { distance }
    public func x(_ t: Double) -> Double {
        guard duration > 0 else { return distance }
        return distance * (1 - pow(remaining(t), SplineFlingSimulation.decelerationRate))
    }
    public func dx(_ t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        return velocity * pow(remaining(t), SplineFlingSimulation.decelerationRate - 1)
    }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
