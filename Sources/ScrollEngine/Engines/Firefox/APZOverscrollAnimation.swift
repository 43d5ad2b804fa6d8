/// Firefox APZ's return from overscroll: `OverscrollAnimation` driving `Axis`'s mass-spring-damper.
///
/// Sources (mozilla gecko, read in the SAP/project-foxhound copy 9dcb850a277433162f1f093c94ba59cfa5083f47
/// and erichdongubler-mozilla/firefox 455d8facbae40b051000cf54d44245391bc07dae):
/// - `gfx/layers/apz/src/Axis.cpp` `StartOverscrollAnimation`: the velocity handed in (px/ms) is
///   halved and clamped to ±`apz.overscroll.max_velocity` (10 px/ms), and becomes the model's
///   velocity (×1000: px/s); its position is the overscroll shown now.
/// - `gfx/layers/AxisPhysicsMSDModel.cpp`: unit mass, acceleration = k·(0 − p) − v·ζ·2√k with
///   k = `apz.overscroll.spring_stiffness` 200 and ζ = `apz.overscroll.damping` 1.1
///   (`modules/libpref/init/StaticPrefList.yaml`); finished when |p| < 1 and |v| ≤ 2 px/s
///   (`IsFinished(1.0)`), and `Axis::SampleOverscrollAnimation` then clears the overscroll (jumps to 0).
/// - `gfx/layers/AxisPhysicsModel.cpp` `Simulate`: fixed RK4 steps of 1/120 s; the shown state is
///   the linear interpolation between the last two steps by the leftover fraction (`mProgress`,
///   1 right after the start, so the first sample integrates ⌈t·120⌉ steps).
/// - `Axis::SampleOverscrollAnimation`: a sample whose overscroll changed side ends the animation.
///
/// Displacement is signed in the node's offset units (negative: past the start). Equivalent to
/// ζ = 1.1 over-damped motion, but integrated the way APZ does so each frame shows APZ's number.
public struct APZOverscrollAnimation: ScrollSimulation, Equatable {
    /// `apz.overscroll.spring_stiffness`.
    public static let stiffness = 200.0
    /// `apz.overscroll.damping` (the damping ratio ζ).
    public static let damping = 1.1
    /// `apz.overscroll.max_velocity`, px/s (10 px/ms).
    public static let maxVelocity = 10_000.0
    /// `AxisPhysicsModel::kFixedTimestep`, s.
    public static let fixedStep = 1.0 / 120
    /// `IsFinished(1.0)`: distance and speed under which the animation ends.
    static let finishDistance = 1.0, finishSpeed = 2.0

    /// Overscroll at the start, px.
    public let start: Double
    /// Model velocity at the start, px/s (already halved and clamped).
    public let velocity: Double
    /// Which side the node is past: +1 the end, −1 the start.
    let side: Double

    /// An animation from overscroll `displacement` with `velocity` px/s handed to it (APZ halves
    /// and clamps it, as `StartOverscrollAnimation` does).
    public init(displacement: Double, handedVelocity: Double) {
        start = displacement
        velocity = min(max(handedVelocity / 2, -Self.maxVelocity), Self.maxVelocity)
        side = displacement != 0 ? (displacement > 0 ? 1 : -1) : (handedVelocity >= 0 ? 1 : -1)
    }

    private struct State { var p: Double, v: Double }

    private func acceleration(_ s: State) -> Double {
        let k = Self.stiffness
        return -s.p * k - s.v * Self.damping * (k.squareRoot() * 2)
    }

    private func integrate(_ s: State) -> State {
        let h = Self.fixedStep
        func derivative(_ base: State, _ dt: Double, _ d: (dp: Double, dv: Double)) -> (dp: Double, dv: Double) {
            let state = State(p: base.p + d.dp * dt, v: base.v + d.dv * dt)
            return (state.v, acceleration(state))
        }
        let a = derivative(s, 0, (0, 0))
        let b = derivative(s, h / 2, a)
        let c = derivative(s, h / 2, b)
        let d = derivative(s, h, c)
        let dp = (a.dp + 2 * (b.dp + c.dp) + d.dp) / 6
        let dv = (a.dv + 2 * (b.dv + c.dv) + d.dv) / 6
        return State(p: s.p + dp * h, v: s.v + dv * h)
    }

    /// The interpolated state after `t` seconds, as `Simulate(t)` leaves it from the start.
    private func state(_ t: Double) -> State {
        var progress = 1 + max(0, t) / Self.fixedStep
        var previous = State(p: start, v: velocity), next = previous
        while progress > 1 {
            previous = next
            next = integrate(next)
            progress -= 1
        }
        return State(p: previous.p * (1 - progress) + next.p * progress,
                     v: previous.v * (1 - progress) + next.v * progress)
    }

    /// Whether the sample at `t` has crossed to the other side or settled (APZ then shows 0).
    private func ended(_ s: State) -> Bool {
        s.p * side < 0 || (abs(s.p) < Self.finishDistance && abs(s.v) <= Self.finishSpeed)
    }

    public var finalX: Double { 0 }

    public func x(_ t: Double) -> Double {
        let s = state(t)
        return ended(s) ? 0 : s.p
    }

    public func dx(_ t: Double) -> Double {
        let s = state(t)
        return ended(s) ? 0 : s.v
    }

    public func isDone(_ t: Double) -> Bool { t > 0 && ended(state(t)) }

    /// `Axis::ApplyResistance`: a pan's overscroll `requested` past an edge where `shown` is
    /// already shown, on a scroller whose composition (viewport) is `length` long, adds
    /// requested · (1 − |shown|/length)/16, at most ±8 px per event (nothing once |shown| ≥ length).
    public static func resisted(_ requested: Double, shown: Double, length: Double) -> Double {
        guard length > 0 else { return 0 }
        let factor = (1 - abs(shown) / length) / 16
        guard factor >= 0 else { return 0 }
        return min(max(requested * factor, -8), 8)
    }
}
