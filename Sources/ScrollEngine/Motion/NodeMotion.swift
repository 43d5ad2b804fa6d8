/// A motion that belongs to one node, in that node's offset coordinates: a spring back from
/// overscroll, or a programmatic animated scroll.
public struct NodeMotion: Sendable, Equatable {
    /// What drives the node.
    public enum Kind: Sendable, Equatable {
        /// Return to an edge (or hold position) after overscroll.
        case spring(SpringSimulation)
        /// Programmatic scroll to an offset.
        case animation(EasedAnimation)
        /// A pager's snap that lands on its page in the release's direction without a jump in
        /// speed (land on the target without a jump in speed, `TargetedDecelerationSimulation`).
        case targeted(TargetedDecelerationSimulation)
        /// An engine's own return from past an edge (`EdgeOvershoot`).
        case overshoot(OvershootMotion)
    }
    /// The simulation.
    public var kind: Kind
    /// Offset at t = 0 for `animation` (springs carry their own start).
    public var origin: Double
    /// Seconds since the motion started.
    public var elapsed: Double
    /// The time of the input that started it (session clock, ms), until the first `step`
    /// (`ChainMotion.startMs`).
    public var startMs: Double? = nil
    /// `startMs` is the engine's own clock zero (`Scroller.timelineStartMs`), which may come after
    /// the frame that follows the input: frames before it show t = 0 and it stays until reached.
    public var startsOnEngineClock = false

    /// Offset the motion prescribes now.
    public var offset: Double {
        switch kind {
        case .spring(let spring): return spring.x(elapsed)
        case .animation(let animation): return origin + animation.x(elapsed)
        case .targeted(let landing): return origin + landing.x(elapsed)
        case .overshoot(let motion): return motion.x(elapsed)
        }
    }

    /// Final offset.
    public var target: Double {
        switch kind {
        case .spring(let spring): return spring.end
        case .animation(let animation): return origin + animation.finalX
        case .targeted(let landing): return origin + landing.finalX
        case .overshoot(let motion): return motion.edge
        }
    }

    /// Whether the motion has ended.
    public var isDone: Bool {
        switch kind {
        case .spring(let spring): return spring.isDone(elapsed)
        case .animation(let animation): return animation.isDone(elapsed)
        case .targeted(let landing): return landing.isDone(elapsed)
        case .overshoot(let motion): return motion.isDone(elapsed)
        }
    }

    /// Velocity now, px/s.
    public var velocity: Double {
        switch kind {
        case .spring(let spring): return spring.dx(elapsed)
        case .animation(let animation): return animation.dx(elapsed)
        case .targeted(let landing): return landing.dx(elapsed)
        case .overshoot(let motion): return motion.dx(elapsed)
        }
    }

    mutating func shift(by amount: Double) {
        switch kind {
        case .spring(let spring):
            kind = .spring(SpringSimulation(spring: spring.spring, start: spring.start + amount,
                                            end: spring.end + amount, velocity: spring.velocity))
        case .overshoot(var motion):
            motion.edge += amount
            kind = .overshoot(motion)
        case .animation, .targeted:
            origin += amount
        }
    }
}
