#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Firefox's desktop fling as APZ runs it, sampled once per composited frame:
/// `GenericFlingAnimation<DesktopFlingPhysics>` (Gecko's `gfx/layers/apz/src/GenericFlingAnimation.h`
/// and `DesktopFlingPhysics.h` as in SAP/project-foxhound, a Firefox fork, at
/// 9dcb850a277433162f1f093c94ba59cfa5083f47 and 8770be4151c71362077c20f79e239d3f32d7b6bb).
///
/// Each sample of Δ ms (velocities in px/ms, single precision):
///
///     if |v| ≤ apz.fling_stopped_threshold:  v = 0          (DesktopFlingPhysics::ApplyFrictionOrCancel)
///     else:                                  v = v · (1 − apz.fling_friction)^Δ
///     if |v| ≤ COORDINATE_EPSILON:           stop, no move   (GenericFlingAnimation::DoSample, IsZero)
///     else:                                  offset += v · Δ
///
/// The friction is applied before the move, so the path is a left Riemann sum of the continuous
/// decay taken with the *new* velocity: travel depends on the frame interval (−1.65 % against the
/// integral at 60 Hz, −0.83 % at 120 Hz, −0.1 % at 1000 Hz). The fling ends with the first sample
/// whose new velocity is at or under `COORDINATE_EPSILON` (0.01, `APZUtils.h`; at zoom 1 a px/ms)
/// and moves nothing in it. Constants from `modules/libpref/init/StaticPrefList.yaml`:
/// `apz.fling_friction` 0.002, `apz.fling_stopped_threshold` 0.01; no fling starts at or under
/// `apz.fling_min_velocity_threshold` 0.5 px/ms (the preset's minimum), and
/// `apz.max_velocity_inches_per_ms` −1 means no maximum.
///
/// State is kept in `Float`, as APZ keeps it, which also holds it to three words.
public struct FirefoxFlingSimulation: ScrollSimulation, Equatable {
    /// Offset after the last sample, px.
    private var position: Float
    /// Velocity after the last sample, px/ms.
    private var velocity: Float
    /// Time of the last sample, s.
    private var sampledAt: Double
    /// `1 − apz.fling_friction`: velocity kept per ms.
    private let keep: Float
    /// `apz.fling_stopped_threshold`, px/ms.
    private let threshold: Float

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
            case sampledPerFrame = "sampled_per_frame"
        }

        /// APZ integrates per frame: the path depends on the frame rate. Written by `physics show`
        /// so the file says so; a file may only repeat it.
        public var sampledPerFrame: Bool { true }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            friction = try c.decode(Double.self, forKey: .friction)
            stopVelocity = try c.decode(Double.self, forKey: .stopVelocity)
            if let perFrame = try c.decodeIfPresent(Bool.self, forKey: .sampledPerFrame), !perFrame {
                throw DecodingError.dataCorruptedError(forKey: .sampledPerFrame, in: c,
                                                       debugDescription: "APZ's fling is always sampled per frame (true)")
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(friction, forKey: .friction)
            try c.encode(stopVelocity, forKey: .stopVelocity)
            try c.encode(sampledPerFrame, forKey: .sampledPerFrame)
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            FirefoxFlingSimulation(velocity: velocity, model: self)
        }
    }

    /// A fling from `velocity` (px/s), first sampled at its start.
    public init(velocity: Double, model: Model = .standard) {
        position = 0
        self.velocity = Float(velocity / 1000)
        sampledAt = 0
        keep = Float(1 - model.friction)
        threshold = Float(model.stopVelocity / 1000)
    }

    /// `COORDINATE_EPSILON` (`gfx/layers/apz/src/APZUtils.h`): a sample whose new velocity is
    /// within this of 0 ends the fling before it scrolls, px/ms at zoom 1.
    public static let coordinateEpsilon: Float = 0.01

    /// The velocity the next sample, at `t`, leaves (px/ms; 0 once it stops) and the time it
    /// covers (ms).
    private func step(to t: Double) -> (velocity: Float, ms: Float) {
        let ms = Float(max(0, t - sampledAt) * 1000)
        guard abs(velocity) > threshold else { return (0, ms) }
        let next = velocity * pow(keep, ms)
        guard abs(next) > Self.coordinateEpsilon else { return (0, ms) }
        return (next, ms)
    }

    public mutating func sample(at t: Double) {
        let next = step(to: t)
        position += next.velocity * next.ms
        velocity = next.velocity
        sampledAt = max(sampledAt, t)
    }

    /// Where the fling rests: once stopped, where the samples left it; before, where the continuous
    /// decay from the last sample would take it (what a snap projection needs).
    public var finalX: Double {
        guard abs(velocity) > threshold else { return Double(position) }
        return Double(position) + Double(velocity) / -log(Double(keep))
    }

    public func x(_ t: Double) -> Double {
        let next = step(to: t)
        return Double(position + next.velocity * next.ms)
    }

    public func dx(_ t: Double) -> Double { Double(step(to: t).velocity) * 1000 }
    public func isDone(_ t: Double) -> Bool { abs(velocity) <= threshold }
}
