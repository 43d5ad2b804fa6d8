/// A motion in screen coordinates whose per-frame deltas are routed through the whole chain: one
/// per gesture, so momentum crosses from one scroller to the next in the frame it gets there.
public struct ChainMotion: Sendable {
    /// Why the chain is moving; decides the phase reported and how edges behave.
    public enum Purpose: Sendable, Equatable {
        /// Momentum after a release.
        case fling
        /// Landing on a snap target.
        case snap
        /// Wheel notches.
        case wheel
    }

    /// The simulations a chain motion can follow: a preset's fling (any model: the one open case,
    /// so a new preset never adds a case here), or one of the engine's own landings.
    public enum Curve: Sendable {
        case fling(any ScrollSimulation)
        case targeted(TargetedDecelerationSimulation)
        case spring(SpringSimulation)
        case eased(EasedAnimation)

        func x(_ t: Double) -> Double {
            switch self {
            case .fling(let s): return s.x(t)
            case .targeted(let s): return s.x(t)
            case .spring(let s): return s.x(t)
            case .eased(let s): return s.x(t)
            }
        }

        func dx(_ t: Double) -> Double {
            switch self {
            case .fling(let s): return s.dx(t)
            case .targeted(let s): return s.dx(t)
            case .spring(let s): return s.dx(t)
            case .eased(let s): return s.dx(t)
            }
        }

        func isDone(_ t: Double) -> Bool {
            switch self {
            case .fling(let s): return s.isDone(t)
            case .targeted(let s): return s.isDone(t)
            case .spring(let s): return s.isDone(t)
            case .eased(let s): return s.isDone(t)
            }
        }

        /// The curve was shown at `t` (`ScrollSimulation.sample(at:)`: only a frame-by-frame
        /// engine's fling changes).
        mutating func sample(at t: Double) {
            guard case .fling(var simulation) = self else { return }
            simulation.sample(at: t)
            self = .fling(simulation)
        }

        /// Where the curve comes to rest, relative to its start.
        public var finalX: Double {
            switch self {
            case .fling(let s): return s.finalX
            case .targeted(let s): return s.finalX
            case .spring(let s): return s.finalX
            case .eased(let s): return s.finalX
            }
        }
    }

    /// Why it moves.
    public var purpose: Purpose
    /// How it moves.
    public var curve: Curve
    /// Seconds since it started.
    public var elapsed: Double = 0
    /// The time of the input that started it (session clock, ms), until the first `step`: that
    /// step samples the curve at the frame's time minus this, not a whole frame in, so motion
    /// starts at the input's exact time whatever the frame rate. Nil for motions the engine starts
    /// itself inside a step.
    public var startMs: Double?
    /// `startMs` is the engine's own clock zero (`Scroller.timelineStartMs`), which may come after
    /// the frame that follows the lift: frames before it show t = 0 and it stays until reached.
    public var startsOnEngineClock = false
    /// Frames still to show the curve at t = 0 before it runs, counted from the next `step`
    /// (a fling under `FlingStartRule.liftFrame` or `.nextFrame`); nil: it runs from `startMs`.
    public var heldFrames: Int?
    /// The curve's time at the latest step, shown by the next one (a fling under
    /// `FlingStartRule.inputOneFrameLate`); nil: each step shows its own.
    public var lateElapsed: Double?
    /// When the first step comes this long (ms) or more after `startMs`, the curve starts
    /// `FlingStartRule.lastMoveRestartMs` before that step instead (`FlingStartRule.lastMove`).
    public var maxStartLagMs: Double?
    /// Its curve's t = 0 on the session clock, kept after the first step (`startMs` is not), for
    /// a frame that shows a sample the engine's trace names (`Scroller.sampleTimeMs`).
    public var originMs: Double?
    /// A fling that starts on a node already at its end under `HandoffPolicy.apz`: its first
    /// sample moves nothing (APZ discards the overscroll of the sample that hands the fling on),
    /// and the rest goes to the node the gesture chose.
    public var handsOnAfterFirstSample = false
    /// The node the motion moved last, for seeing it cross a seam (`SeamHandoff`).
    public var mover: Int?
    /// For a fling: the velocity it started with, and Qt's multi-flick factor that gave it
    /// (`FlingBoost`), px/s.
    var startVelocity = 0.0
    var flickBoost = 1.0
    /// Position of the curve already handed to the chain.
    public var applied: Double = 0
    /// The chain's total offset when the motion started: with `finalX` it names the exact resting
    /// point, which the engine lands on when the motion ends (per-frame deltas summed in floating
    /// point would otherwise miss it by an ulp or two).
    public var originTotal: Double

    /// Velocity now, px/s.
    public var velocity: Double { curve.dx(elapsed) }
    /// A motion starting from a chain whose total offset is `originTotal`.
    public init(purpose: Purpose, curve: Curve, originTotal: Double, startMs: Double? = nil) {
        self.purpose = purpose
        self.curve = curve
        self.originTotal = originTotal
        self.startMs = startMs
        self.originMs = startMs
    }

    /// Distance still to go.
    public var remaining: Double { curve.finalX - applied }

    /// The phase a motion of this kind reports.
    public var phase: ScrollPhase {
        switch (purpose, curve) {
        case (.wheel, _): return .animating
        case (.snap, .spring): return .spring
        default: return .fling
        }
    }
}
