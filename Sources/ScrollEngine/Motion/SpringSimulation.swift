#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring pulling from `start` towards `end`, with an initial velocity.
///
/// The closed-form solutions of m·x″ + c·x′ + k·x = 0 for the displacement x = position − end,
/// as in Flutter's `spring_simulation.dart`:
///
/// - critically damped (c² = 4mk): x(t) = (c₁ + c₂·t)·e^(r·t), r = −c/2m, c₁ = x₀, c₂ = v₀ − r·x₀
/// - overdamped (c² > 4mk): x(t) = c₁·e^(r₁t) + c₂·e^(r₂t), r₁,₂ = (−c ± √(c² − 4mk)) / 2m,
///   c₂ = (v₀ − r₁·x₀)/(r₂ − r₁), c₁ = x₀ − c₂
/// - underdamped (c² < 4mk): x(t) = e^(r·t)·(c₁·cos ωt + c₂·sin ωt), ω = √(4mk − c²)/2m,
///   c₁ = x₀, c₂ = (v₀ − r·x₀)/ω
///
/// Used for returns from overscroll and for snaps. For ζ ≥ 1 a return never crosses `end` as long
/// as the speed towards it is at most `maxApproachSpeed(displacement:)` (see there); the engine
/// clamps the release velocity to that bound, which is what "no overshoot past the edge" rests on.
public struct SpringSimulation: ScrollSimulation, Equatable {
    /// Distance from `end`, in pixels, under which the spring may count as done.
    public static let restDistance = 0.5
    /// Speed, in pixels per second, under which the spring may count as done.
    public static let restVelocity = 20.0

    /// Where the spring starts.
    public let start: Double
    /// Where it comes to rest.
    public let end: Double
    /// Initial velocity, pixels per second.
    public let velocity: Double
    /// The spring's constants.
    public let spring: SpringDescription

    private enum Solution: Equatable, Sendable {
        case critical(r: Double, c1: Double, c2: Double)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)
        case underdamped(r: Double, w: Double, c1: Double, c2: Double)
    }
    private let solution: Solution

    /// A spring from `start` to `end` leaving with `velocity` (px/s).
    public init(spring: SpringDescription, start: Double, end: Double, velocity: Double) {
        self.spring = spring
        self.start = start
        self.end = end
        self.velocity = velocity
        let x0 = start - end
        let m = spring.mass, c = spring.damping, k = spring.stiffness
        let cmk = c * c - 4 * m * k
        if cmk == 0 {
            let r = -c / (2 * m)
            solution = .critical(r: r, c1: x0, c2: velocity - r * x0)
        } else if cmk > 0 {
            let root = cmk.squareRoot()
            let r1 = (-c - root) / (2 * m)
            let r2 = (-c + root) / (2 * m)
            let c2 = (velocity - r1 * x0) / (r2 - r1)
            solution = .overdamped(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
        } else {
            let w = (4 * m * k - c * c).squareRoot() / (2 * m)
            let r = -c / (2 * m)
            solution = .underdamped(r: r, w: w, c1: x0, c2: (velocity - r * x0) / w)
        }
    }

    /// The fastest speed towards `end`, from a displacement of `displacement` pixels, at which a
    /// spring with ζ ≥ 1 still does not cross `end`: |r_slow| · |displacement|, where r_slow is
    /// the root closer to zero. (For x₀ < 0 and v₀ ≤ |r_slow|·|x₀| the coefficient c₂ keeps the
    /// sign of c₁, so the displacement never changes sign.) Infinite for an underdamped spring
    /// would be wrong, so it returns 0 there: only a return from rest cannot cross.
    public static func maxApproachSpeed(spring: SpringDescription, displacement: Double) -> Double {
        let m = spring.mass, c = spring.damping, k = spring.stiffness
        let cmk = c * c - 4 * m * k
        guard cmk >= 0 else { return 0 }
        let slowRoot = (-c + cmk.squareRoot()) / (2 * m)
        return abs(slowRoot) * abs(displacement)
    }

    public var finalX: Double { end }

    public func x(_ t: Double) -> Double { end + displacement(t) }

    public func dx(_ t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2):
            let power = exp(r * t)
            return r * (c1 + c2 * t) * power + c2 * power
        case let .overdamped(r1, r2, c1, c2):
            return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
        case let .underdamped(r, w, c1, c2):
            let power = exp(r * t)
            let cosine = cos(w * t), sine = sin(w * t)
            return power * (c2 * w * cosine - c1 * w * sine) + r * power * (c2 * sine + c1 * cosine)
        }
    }

    public func isDone(_ t: Double) -> Bool {
        abs(displacement(t)) < Self.restDistance && abs(dx(t)) < Self.restVelocity
    }

    private func displacement(_ t: Double) -> Double {
        switch solution {
        case let .critical(r, c1, c2):
            return (c1 + c2 * t) * exp(r * t)
        case let .overdamped(r1, r2, c1, c2):
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        case let .underdamped(r, w, c1, c2):
            return exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
        }
    }
}
