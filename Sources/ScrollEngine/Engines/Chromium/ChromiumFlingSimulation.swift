#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Chromium's fling: `ui/events/gestures/fling_curve.cc` (chromium/chromium
/// be5cd41eea3ed2f989f430d623877d27f7779501).
///
/// Chromium fits one fixed curve of position against time,
///
///     x(t) = α·e^(−γt) − β·t − α,   x′(t) = −α·γ·e^(−γt) − β
///
/// with α = −5707.62, β = 172, γ = 3.7 (its `kDefaultAlpha`, `kDefaultBeta`, `kDefaultGamma`), and
/// enters it at the time t₀ where the curve's speed equals the release speed v₀:
/// t₀ = −ln((v₀ + β)/(−α·γ))/γ. The fling rests where x′ = 0, t₁ = −ln(β/(−α·γ))/γ ≈ 1.30 s, so
/// the distance from release is
///
///     D(v₀) = x(t₁) − x(t₀) = (v₀ − β·ln(1 + v₀/β)) / γ
///
/// Speeds above the curve's own top (−α·γ − β ≈ 20 946 px/s) enter at t₀ = 0. Negative releases
/// follow the same curve mirrored.
public struct ChromiumFlingSimulation: ScrollSimulation, Equatable {
    /// Signed release velocity, px/s (clamped to the curve's top speed).
    public let velocity: Double
    /// β of the curve, px/s.
    public let beta: Double
    /// γ of the curve, 1/s.
    public let gamma: Double

    /// The curve's constants (Chromium's defaults unless a preset file changes them).
    public struct Model: FlingModel, Equatable {
        public static let modelName = "chromium"
        /// α, px.
        public var alpha: Double
        /// β, px/s.
        public var beta: Double
        /// γ, 1/s.
        public var gamma: Double

        /// Chromium's `kDefaultAlpha`, `kDefaultBeta`, `kDefaultGamma`.
        public static let standard = Model(alpha: -5707.62, beta: 172, gamma: 3.7)

        /// A curve with these constants.
        public init(alpha: Double, beta: Double, gamma: Double) {
            self.alpha = alpha
            self.beta = beta
            self.gamma = gamma
        }

        public var problem: (key: String, expected: String)? {
            if !(alpha < 0 && alpha > -1e9) { return ("alpha", "a number in (-1e9, 0)") }
            if !(beta > 0 && beta < 1e6) { return ("beta", "a number in (0, 1e6)") }
            if !(gamma > 0 && gamma < 1e3) { return ("gamma", "a number in (0, 1000)") }
            if !(-alpha * gamma > beta) { return ("alpha", "large enough that -alpha*gamma > beta") }
            return nil
        }

        public func simulation(velocity: Double) -> any ScrollSimulation {
            ChromiumFlingSimulation(velocity: velocity, model: self)
        }
    }

    /// A fling from `velocity` (px/s) on `model`'s curve. Only α's bound on the entry speed
    /// needs α; after entry the curve is fixed by v₀, β and γ (three words: no allocation when
    /// stored as `any ScrollSimulation`).
    public init(velocity: Double, model: Model = .standard) {
        let top = max(0, -model.alpha * model.gamma - model.beta)
        let speed = min(abs(velocity), top)
        self.velocity = velocity < 0 ? -speed : speed
        beta = model.beta
        gamma = model.gamma
    }

    /// Distance to rest from `velocity`: `(v − β·ln(1 + v/β))/γ`, signed.
    public static func travel(velocity: Double, model: Model = .standard) -> Double {
        ChromiumFlingSimulation(velocity: velocity, model: model).finalX
    }

    private var sign: Double { velocity < 0 ? -1 : 1 }

    /// Seconds from release to rest: t₁ − t₀ = ln(1 + v₀/β)/γ.
    public var duration: Double { log1p(abs(velocity) / beta) / gamma }

    /// Unsigned speed `t` seconds after release: x′(t₀ + t) = (v₀ + β)·e^(−γt) − β.
    private func speed(_ t: Double) -> Double {
        guard t < duration else { return 0 }
        return max(0, (abs(velocity) + beta) * exp(-gamma * max(0, t)) - beta)
    }

    /// Unsigned distance `t` seconds after release: ((v₀ + β)/γ)·(1 − e^(−γt)) − β·t.
    private func distance(_ t: Double) -> Double {
        let s = min(max(0, t), duration)
        return (abs(velocity) + beta) / gamma * (1 - exp(-gamma * s)) - beta * s
    }

    public var finalX: Double { sign * distance(duration) }
    public func x(_ t: Double) -> Double { sign * distance(t) }
    public func dx(_ t: Double) -> Double { sign * speed(t) }
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
