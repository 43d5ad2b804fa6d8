/// A platform's feel: how momentum decays, how springs return, how far a finger must move to drag.
public struct PhysicsPreset: Sendable, Equatable {
    /// How momentum after a fling is computed.
    public enum FlingModel: Sendable, Equatable {
        /// iOS: exponential decay keeping `rate` of the velocity per millisecond.
        case deceleration(rate: Double)
        /// Android: OverScroller's spline fling at a screen density.
        case spline(density: Double)
    }

    /// Name used on the command line and in session headers (`ios`, `android`).
    public var name: String
    /// Momentum model.
    public var fling: FlingModel
    /// Spring for returns from overscroll (ζ ≥ 1: never crosses the edge).
    public var bounceSpring: SpringDescription
    /// Spring for snaps and animated settles (ζ ≥ 1).
    public var snapSpring: SpringDescription
    /// The rubber band's c.
    public var rubberBandCoefficient: Double
    /// Release speeds above this are clamped, px/s.
    public var maxFlingVelocity: Double
    /// Release speeds below this do not fling, px/s.
    public var minFlingVelocity: Double
    /// Distance the pointer must travel before a press becomes a drag, px.
    public var touchSlop: Double
    /// Distance of one wheel notch, px.
    public var wheelNotch: Double
    /// Duration of one notch's ease, seconds.
    public var wheelDuration: Double

    /// iOS-like: UIScrollView's normal deceleration (0.998/ms), rubber band c = 0.55, critically
    /// damped returns.
    public static let ios = PhysicsPreset(
        name: "ios", fling: .deceleration(rate: DecelerationSimulation.normalRate),
        bounceSpring: SpringDescription(mass: 1, stiffness: 150, dampingRatio: 1),
        snapSpring: SpringDescription(mass: 1, stiffness: 120, dampingRatio: 1),
        rubberBandCoefficient: RubberBand.coefficient,
        maxFlingVelocity: 8000, minFlingVelocity: 50, touchSlop: 8,
        wheelNotch: 100, wheelDuration: 0.15)

    /// Android-like: OverScroller's spline fling at density 1 (160 ppi), a stiffer return (the
    /// stretch edge effect relaxes quickly), ViewConfiguration's 8 dp touch slop and 50 dp/s
    /// minimum fling velocity; maximum clamped like iOS so both presets see the same gestures.
    public static let android = PhysicsPreset(
        name: "android", fling: .spline(density: 1),
        bounceSpring: SpringDescription(mass: 1, stiffness: 250, dampingRatio: 1),
        snapSpring: SpringDescription(mass: 1, stiffness: 160, dampingRatio: 1),
        rubberBandCoefficient: RubberBand.coefficient,
        maxFlingVelocity: 8000, minFlingVelocity: 50, touchSlop: 8,
        wheelNotch: 100, wheelDuration: 0.15)

    /// Every preset, in the order key `f` cycles through them.
    public static let all: [PhysicsPreset] = [.ios, .android]

    /// The preset called `name`, if any.
    public static func named(_ name: String) -> PhysicsPreset? { all.first { $0.name == name } }

    /// Where a fling of `velocity` comes to rest, relative to where it starts.
    public func flingTravel(velocity: Double) -> Double {
        switch fling {
        case .deceleration(let rate): return DecelerationSimulation.travel(velocity: velocity, rate: rate)
        case .spline(let density): return SplineFlingSimulation.travel(velocity: velocity, density: density)
        }
    }
}
