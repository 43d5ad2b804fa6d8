/// How a preset's scroller goes past an edge and comes back: the one hook through which an engine's
/// own overscroll replaces the generic rubber band and spring.
///
/// Three places ask it: a finger dragging past the edge (`dragMode`, through the chain), a fling
/// arriving at a bouncing edge (`arrival`, from `Scroller.step`) and the release of a node left
/// past its edge (`release`, from `Scroller.springBack`).
public enum EdgeOvershoot: String, Sendable, Equatable, CaseIterable, Codable {
    /// The generic feel: the iOS rubber band while dragging, the preset's `bounceSpring` after.
    case spring
    /// Firefox APZ: `Axis::ApplyResistance` while panning, `APZOverscrollAnimation` after.
    case apz
    /// Qt Quick `Flickable`: half the finger's travel past the bound, `QtFlickableOvershoot` after.
    case qtFlickable = "qt-flickable"

    /// What the choice does, in a few words (`physics show`, docs).
    public var summary: String {
        switch self {
        case .spring: "rubber band (iOS c) while dragging; the bounce spring after a fling or a lift"
        case .apz: "APZ: pan overscroll × (1 − shown/viewport)/16, ≤ 8 px an event; fling residual ÷ 2 into a k 200, ζ 1.1 spring (RK4 at 120 Hz)"
        case .qtFlickable: "Qt Flickable: drag past a bound at half the travel; a flick overshoots min(150, v/3) at 8× deceleration; fixup InQuad 100 ms + OutExpo 300 ms"
        }
    }

    /// How a finger's drag past the edge is shown.
    public func dragMode(coefficient: Double) -> OverscrollMode {
        self == .spring ? .rubberBand(coefficient: coefficient) : .engine(self)
    }

    /// The motion of a node whose fling arrived `displacement` past its edge at `edge` (0 for an
    /// engine that discards that frame's overshoot), where `shown` was already shown past it (a
    /// pan's overscroll the fling started from), with `velocity` px/s (the curve's now) and
    /// `frameVelocity` px/s (the mean over the frame that arrived).
    func arrival(edge: Double, shown: Double, displacement: Double, velocity: Double, frameVelocity: Double,
                 spring: SpringDescription, deceleration: Double) -> NodeMotion.Kind {
        switch self {
        case .spring:
            return .spring(SpringSimulation(spring: spring, start: edge, end: edge, velocity: velocity))
        case .apz:
            // GenericFlingAnimation discards the sample's overshoot; the residual velocity bounces
            // from the overscroll already there (`Axis::StartOverscrollAnimation` starts the model
            // at `mOverscroll`, gfx/layers/apz/src/Axis.cpp).
            return .overshoot(OvershootMotion(edge: edge, curve: .apz(APZOverscrollAnimation(displacement: shown, handedVelocity: velocity))))
        case .qtFlickable:
            return .overshoot(OvershootMotion(edge: edge, curve: .qtFlickable(
                QtFlickableOvershoot(displacement: displacement, velocity: frameVelocity, flickDeceleration: deceleration))))
        }
    }

    /// The return of a node released `displacement` past `edge`, or nil for the generic spring.
    func release(edge: Double, displacement: Double) -> NodeMotion.Kind? {
        switch self {
        case .spring: return nil
        case .apz:
            // HandleEndOfPan → SnapBackOverscrolledApzc: the animation starts with no velocity.
            return .overshoot(OvershootMotion(edge: edge, curve: .apz(APZOverscrollAnimation(displacement: displacement, handedVelocity: 0))))
        case .qtFlickable:
            return .overshoot(OvershootMotion(edge: edge, curve: .qtFlickable(QtFlickableOvershoot(fixupFrom: displacement))))
        }
    }

    /// Overscroll shown after a drag adds finger travel `delta` past the edge where `shown` is
    /// shown (signed like offsets), on a node of viewport `length`.
    func pulled(_ delta: Double, shown: Double, length: Double) -> Double {
        switch self {
        case .spring: return shown + delta
        case .apz: return shown + APZOverscrollAnimation.resisted(delta, shown: shown, length: length)
        case .qtFlickable: return shown + delta / 2
        }
    }

    /// Finger travel back toward the range that takes away overscroll `shown` (≥ 0): APZ's
    /// `AdjustDisplacement` consumes it one to one; Qt's halved position needs twice the travel.
    func travel(toUndo shown: Double) -> Double {
        self == .qtFlickable ? shown * 2 : shown
    }
}

/// A node's return from past an edge by an engine's own curve (`EdgeOvershoot`).
public struct OvershootMotion: Sendable, Equatable {
    /// The engines' curves, each in displacement from the edge.
    public enum Curve: Sendable, Equatable {
        case apz(APZOverscrollAnimation)
        case qtFlickable(QtFlickableOvershoot)
    }
    /// The edge's offset.
    public var edge: Double
    /// The curve.
    public var curve: Curve

    private var simulation: any ScrollSimulation {
        switch curve {
        case .apz(let s): return s
        case .qtFlickable(let s): return s
        }
    }

    /// Offset at `t`.
    public func x(_ t: Double) -> Double { edge + simulation.x(t) }
    /// Velocity at `t`, px/s.
    public func dx(_ t: Double) -> Double { simulation.dx(t) }
    /// Whether it is back at the edge at `t`.
    public func isDone(_ t: Double) -> Bool { simulation.isDone(t) }
}
