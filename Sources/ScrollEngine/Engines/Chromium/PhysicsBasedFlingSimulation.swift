#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Desktop Chrome's fling on Linux and Windows: `ui/events/gestures/physics_based_fling_curve.cc`
/// (chromium/chromium 4c58b9eda9c169c507a3bfb1b5bf9b1fa4e5d18a)
/// (`kExperimentalFlingAnimation`, on by default there, `ui/base/ui_base_features.cc`).
///
/// The distance is what a constant deceleration of `kDefaultPhysicalDeceleration` 2.7559e-5 in/ms²
/// at 96 ppi (`web_gesture_curve_impl.cc`'s `kDefaultPixelsPerInch`) would travel, v²/(2a) with
/// a = 2645.66 px/s², capped at `kDefaultBoundsMultiplier` (3) viewports times a boosted fling's
/// `boost_multiplier` (`FlingStart.boost`; floored to whole pixels);
/// the duration is v / `kDefaultPixelDeceleration` (2300 px/s²), at most `kMaxCurveDurationForFling`
/// (2 s). The motion follows a cubic Bézier (p1, (0.55, 1)) from (0, 0) to (1, 1), progress against
/// time fraction, whose first control point is fitted so that the curve leaves at the release speed:
/// slope s = v·T/D; p1 = (0.2, 0.2·s) when 0.2·s < 1, else (1/s, 1). Offset = D · progress; done
/// at T. Chromium reports the velocity as a finite difference between samples; this reports the
/// curve's slope, which that difference approximates.
public struct PhysicsBasedFlingSimulation: ScrollSimulation, Equatable {
    /// Signed distance, px.
    public let distance: Double
    /// Seconds to rest.
    public let duration: Double
    /// First control point (single precision, as Chromium's `gfx::PointF`).
    let p1x: Float
    let p1y: Float

    /// Chromium's constants.
    public struct Model: FlingModel, Equatable {
        public static let modelName = "physics_based"
        /// `kDefaultPhysicalDeceleration`, inch/ms².
        public var physicalDeceleration: Double
        /// Pixels per inch (`kDefaultPixelsPerInch`).
        public var pixelsPerInch: Double
        /// `kDefaultPixelDeceleration`, px/s² — sets the duration, v / this.
        public var durationDeceleration: Double
        /// `kMaxCurveDurationForFling`, s.
        public var maxDuration: Double
        /// `kDefaultBoundsMultiplier`: the distance is at most this many viewports.
        public var viewportMultiplier: Double

        /// Chromium's defaults.
        public static let standard = Model(physicalDeceleration: 2.7559e-5, pixelsPerInch: 96, durationDeceleration: 2300,
                                           maxDuration: 2, viewportMultiplier: 3)

        /// A model with these constants.
        public init(physicalDeceleration: Double, pixelsPerInch: Double, durationDeceleration: Double,
                    maxDuration: Double, viewportMultiplier: Double) {
            self.physicalDeceleration = physicalDeceleration
            self.pixelsPerInch = pixelsPerInch
            self.durationDeceleration = durationDeceleration
            self.maxDuration = maxDuration
            self.viewportMultiplier = viewportMultiplier
        }

        enum CodingKeys: String, CodingKey {
            case physicalDeceleration = "physical_deceleration"
            case pixelsPerInch = "pixels_per_inch"
            case durationDeceleration = "duration_deceleration"
            case maxDuration = "max_duration"
            case viewportMultiplier = "viewport_multiplier"
        }

        public var problem: (key: String, expected: String)? {
            if !(physicalDeceleration > 0 && physicalDeceleration < 1) { return ("physical_deceleration", "a number in (0, 1)") }
            if !(pixelsPerInch > 0 && pixelsPerInch <= 10_000) { return ("pixels_per_inch", "a number in (0, 10000]") }
            if !(durationDeceleration > 0 && durationDeceleration < 1e7) { return ("duration_deceleration", "a number in (0, 1e7)") }
            if !(maxDuration > 0 && maxDuration <= 60) { return ("max_duration", "a number in (0, 60]") }
            if !(viewportMultiplier > 0 && viewportMultiplier <= 1000) { return ("viewport_multiplier", "a number in (0, 1000]") }
            return nil
        }

        /// The deceleration in px/s².
        public var deceleration: Double { pixelsPerInch * physicalDeceleration * 1e6 }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            PhysicsBasedFlingSimulation(velocity: velocity, viewport: 0, model: self)
        }

        public func simulation(for start: FlingStart) -> any ScrollSimulation {
            PhysicsBasedFlingSimulation(velocity: start.velocity, viewport: start.viewport * max(1, start.boost), model: self)
        }
    }

    /// A fling from `velocity` (px/s) in a viewport of `viewport` px (0: no cap).
    public init(velocity: Double, viewport: Double, model: Model = .standard) {
        let speed = abs(velocity)
        var magnitude = speed * speed / (2 * model.deceleration)
        if viewport > 0 { magnitude = min(magnitude, (viewport * model.viewportMultiplier).rounded(.down)) }
        distance = velocity < 0 ? -magnitude : magnitude
        duration = min(model.maxDuration, speed / model.durationDeceleration)
        guard magnitude > 0, duration > 0 else {
            p1x = 0.2
            p1y = 1
            return
        }
        let slope = speed * duration / magnitude
        if slope * 0.2 < 1 {
            p1x = 0.2
            p1y = Float(0.2 * slope)
        } else {
            p1x = Float(1 / slope)
            p1y = 1
        }
    }

    /// The Bézier's x and y at parameter `s`, and dx/ds, dy/ds (control points (0,0), p1, (0.55,1), (1,1)).
    private func bezier(_ s: Double) -> (x: Double, y: Double, dx: Double, dy: Double) {
        let x1 = Double(p1x), y1 = Double(p1y), x2 = 0.55, y2 = 1.0
        let u = 1 - s
        let x = 3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s
        let y = 3 * u * u * s * y1 + 3 * u * s * s * y2 + s * s * s
        let dx = 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
        let dy = 3 * u * u * y1 + 6 * u * s * (y2 - y1) + 3 * s * s * (1 - y2)
        return (x, y, dx, dy)
    }

    /// The Bézier parameter whose x is `fraction` (`gfx::CubicBezier::SolveCurveX`: Newton's method,
    /// then bisection, to 1e-7).
    private func parameter(_ fraction: Double) -> Double {
        var s = fraction
        for _ in 0..<8 {
            let point = bezier(s)
            let error = point.x - fraction
            if abs(error) < 1e-7 { return s }
            if abs(point.dx) < 1e-6 { break }
            s -= error / point.dx
        }
        var low = 0.0, high = 1.0
        s = fraction
        while low < high {
            let x = bezier(s).x
            if abs(x - fraction) < 1e-7 { return s }
            if fraction > x { low = s } else { high = s }
            s = (high - low) / 2 + low
            if high - low < 1e-12 { break }
        }
        return s
    }

    public var finalX: Double { distance }
    public func x(_ t: Double) -> Double {
        guard duration > 0, t < duration else { return t <= 0 ? 0 : distance }
        return distance * bezier(parameter(max(0, t) / duration)).y
    }
    public func dx(_ t: Double) -> Double {
        guard duration > 0, t < duration else { return 0 }
        let point = bezier(parameter(max(0, t) / duration))
        guard point.dx > 0 else { return 0 }
        return distance * point.dy / point.dx / duration
    }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
