/// A fling that a new gesture stopped: what `FlingBoost` may add to the gesture's own fling.
struct CaughtFling: Sendable {
    /// The stopped fling's curve and how far into it it was when caught.
    var curve: ChainMotion.Curve
    var elapsed: Double
    /// When it was caught, ms.
    var atMs: Double
    /// The frame time `elapsed` belongs to: the last frame that stepped it, ms.
    var steppedMs: Double
    /// The velocity it started with (after its own boost), px/s.
    var startVelocity: Double
    /// Qt's multi-flick factor as the press left it.
    var flickBoost: Double
    /// The boost that follows the catching gesture, if the preset's does.
    var watch: BoostWatch

    /// Its velocity when caught (Android: `mCurrVelocity`, from the last frame).
    var velocityWhenCaught: Double { curve.dx(elapsed) }

    /// Its velocity at `timeMs` had it kept going from its last frame (GTK ticks the stopped curve
    /// from its last tick to the new fling's start, `gtk_scrolled_window_accumulate_velocity`).
    func velocity(atMs timeMs: Double) -> Double { curve.dx(elapsed + max(0, timeMs - steppedMs) / 1000) }

    /// The running fling `motion`, last stepped at the frame time `steppedMs` (nil: at the press),
    /// caught by a press at `position` (screen px) at `timeMs` under `boost`, or nil when that
    /// press leaves nothing to boost.
    init?(_ motion: ChainMotion, position: Double, atMs timeMs: Double, steppedMs: Double? = nil, boost: FlingBoost) {
        curve = motion.curve
        elapsed = motion.elapsed
        atMs = timeMs
        self.steppedMs = min(steppedMs ?? timeMs, timeMs)
        startVelocity = motion.startVelocity
        flickBoost = motion.flickBoost
        switch boost {
        case .none:
            return nil
        case .flywheel, .accumulate:
            watch = .none
        case .booster:
            watch = .booster(ChromiumBoosterWatch(pressMs: timeMs))
        case .accelerator:
            watch = .accelerator(APZAccelerationWatch(pressMs: timeMs, position: position,
                                                         cancelVelocity: curve.dx(elapsed)))
        case .multiFlick:
            guard let kept = QtMultiFlick.boostKept(velocity: curve.dx(elapsed), timelineMs: elapsed * 1000,
                                                     boost: motion.flickBoost) else { return nil }
            flickBoost = kept
            watch = .none
        }
    }

    /// The finger moved to `position` (screen px) at `timeMs`, scrolling `delta` px toward "more"
    /// (0: still inside the slop, or no motion).
    mutating func observeMove(position: Double, delta: Double, dragging: Bool, timeMs: Double) {
        switch watch {
        case .booster(var booster):
            if dragging, delta != 0 { booster.scrolled(delta: delta, atMs: timeMs, startVelocity: startVelocity) }
            watch = .booster(booster)
        case .accelerator(var accelerator):
            accelerator.moved(position: position, panning: dragging, atMs: timeMs)
            watch = .accelerator(accelerator)
        case .none:
            break
        }
    }

    /// The boosted release velocity, and Qt's factor for the new fling, for a lift at `timeMs`
    /// with `velocity` px/s under `boost`, the new fling starting at `startMs` (default: the lift);
    /// `contentRatio` is the scroller's content over its viewport, `maximum` the preset's bound.
    func boosted(_ velocity: Double, boost: FlingBoost, atMs timeMs: Double, startMs: Double? = nil, contentRatio: Double,
                 maximum: Double) -> (velocity: Double, flickBoost: Double) {
        switch (boost, watch) {
        case (.multiFlick, _):
            let factor = QtMultiFlick.factor(velocity: velocity, caught: velocityWhenCaught, boost: flickBoost,
                                             contentRatio: contentRatio)
            return (min(max(velocity * factor, -maximum), maximum), factor)
        case (_, .booster(let booster)):
            return (booster.boosted(velocity, startVelocity: startVelocity, atMs: timeMs), 1)
        case (_, .accelerator(let accelerator)):
            return (accelerator.boosted(velocity, startVelocity: startVelocity), 1)
        default:
            let running = boost == .flywheel ? velocityWhenCaught : self.velocity(atMs: startMs ?? timeMs)
            return (boost.boosted(velocity, caught: running), 1)
        }
    }
}

/// The state a boost keeps while the catching gesture runs.
enum BoostWatch: Sendable {
    case none
    case booster(ChromiumBoosterWatch)
    case accelerator(APZAccelerationWatch)
}
