/// The scroll engine: a nested chain driven by pointer, wheel and programmatic input, advanced by
/// explicit time steps.
///
/// Everything time-dependent takes time as an argument (event times in milliseconds, `step` in
/// seconds); there is no clock and no randomness inside, so the same inputs give the same offsets
/// bit for bit. Inputs that are NaN or infinite are refused with `ScrollInputError` before they
/// touch any state.
///
/// One gesture has one motion: a drag routes finger deltas through the chain; its release starts
/// one ballistic in screen coordinates (`ChainMotion`) whose per-frame deltas go through the same
/// chain, so momentum passes from one node to the next in the very frame it reaches the seam.
/// The input lives in `Scroller+Pointer.swift` and `Scroller+Wheel.swift`, the release in
/// `Scroller+Release.swift`, time in `Scroller+Step.swift`.
public struct Scroller: Sendable {
    /// The nested scrollers, outermost first.
    public var chain: ScrollChain
    /// The platform feel.
    public var preset: PhysicsPreset
    /// Where released scrolls may come to rest.
    public var snap: SnapPolicy
    /// Seconds advanced by `step` so far.
    public internal(set) var time: Double = 0
    /// The chain-wide motion (fling, snap or wheel), if any.
    public internal(set) var motion: ChainMotion?
    /// Velocity the last release started its motion with, px/s in scroll direction (positive =
    /// "more"): the preset's estimator, bounded by its maximum, plus any boost from a fling the
    /// gesture caught.
    public internal(set) var releaseVelocity: Double = 0
    /// The last release (pointer up, touchpad lift, cancel or programmatic fling), if any.
    public internal(set) var lastRelease: ReleaseRecord?
    /// The release handled since `beginFrame`, if any (the trace's `release`).
    public internal(set) var releaseThisFrame: ReleaseRecord?

    /// The time of the input being handled (session clock, ms): every motion an input starts —
    /// a release's fling, spring or snap, a wheel ease, a tap's or key's animation — remembers it,
    /// and the next `step` samples that motion at `frameTimeMs − inputTimeMs` instead of a whole
    /// step. Inputs that carry a time set it themselves; the frame loop sets it for the others
    /// (keys). Cleared by `step`.
    public var inputTimeMs: Double?
    /// The time the next `step` advances to (session clock, ms), set by the frame loop before it
    /// steps. Without it (benchmarks, tests stepping by hand) a new motion advances by the whole
    /// step. Cleared by `step`.
    public var frameTimeMs: Double?

    /// The display's frame period, ms, where the frame loop knows it: the start rules that name a
    /// frame (`previousFrame`, `nearestFrame`) count the display's frame grid through the last
    /// frame stepped, not only the frames the engine happened to be stepped on (a replay skips
    /// the frames where nothing moves). Nil: the last step's length.
    public var displayPeriodMs: Double?
    /// The time of the fling sample the next `step` shows, where a real engine's trace says which
    /// one its frame showed (Chromium's, a race between two processes): the truth test sets it for
    /// a fling under a one-frame-late start rule; Handoff leaves it nil (the frame before's).
    /// Cleared by `step`.
    public var sampleTimeMs: Double?
    /// The latest fling that met a seam between two nodes: handed on or dropped there.
    public internal(set) var lastHandoff: SeamHandoff?

    /// Which nodes the current gesture may reach (set at its start by the scene's hit test).
    public internal(set) var route: ScrollRoute

    /// What the gesture's input is doing.
    var gesture: GestureState = .idle
    /// The gesture's input (its axis once locked; `y` before the lock of a two-axis gesture).
    var history = MotionHistory()
    /// A two-axis gesture's `x` samples until the axis lock (swapped into `history` if x wins).
    var crossHistory = MotionHistory()
    /// The fling a press (or a touchpad gesture's first delta) caught, for presets whose engine
    /// adds it to the next fling (`FlingBoost`).
    var caughtFling: CaughtFling?
    /// The time of the lift being handled (`pointerUp`), while its last move is applied.
    var liftingAt: Double?
    /// The time of the gesture's last move that scrolled (a drag's past the slop, a touchpad
    /// delta), not the lift's own: `FlingStartRule.lastMove` starts the fling there.
    var lastMoveMs: Double?
    /// The time of the last frame stepped (`frameTimeMs`), for `FlingStartRule.previousFrame`.
    var lastFrameMs: Double?
    /// The last frame's step, ms: the frame period `FlingStartRule.nearestFrame` rounds to.
    var lastStepMs: Double?
    /// When the engine handles the next lift, on its own clock, where that is not the lift's own
    /// time: the time the start rules count from (Chromium's first sample, GTK's frame clock
    /// reading). Handoff handles input when it arrives and leaves this nil; the truth test sets
    /// the time a real engine's trace gave, the input latency Handoff does not model. The next
    /// lift uses it up.
    public var liftHandledMs: Double?
    /// Where the clock of the animation the next lift starts (its fling, or its return from past
    /// an edge) has its zero, where an engine's trace says and that is not where the start rule
    /// puts it: Qt Quick's timeline counts from its animation clock's last tick before it joined
    /// it, or from the clock's start. Handoff leaves this nil; the truth test sets it. The next
    /// lift uses it up.
    public var timelineStartMs: Double?
    /// When the engine started the clock of the fling the next seam hands on, where an engine's
    /// trace says and that is not where the handoff rule puts it: APZ's handoff task runs a
    /// fraction of a millisecond after the vsync whose sample handed the fling on (more under
    /// load), and the taker's clock starts then. Handoff leaves this nil; the truth test sets it.
    /// The next handoff uses it up.
    public var handoffStartedMs: Double?
    var lastWheelMs = -Double.infinity
    var downPosition = 0.0
    var lastPosition = 0.0
    var lastEventMs = -Double.infinity

    /// An engine over `chain` with the given preset and snap policy.
    public init(chain: ScrollChain, preset: PhysicsPreset = .ios, snap: SnapPolicy = .none) {
        self.chain = chain
        self.preset = preset
        self.snap = snap
        self.route = ScrollRoute(leaf: chain.nodes.count - 1, axis: chain.nodes[chain.nodes.count - 1].axis)
    }

    /// The route of a gesture that may reach every node (the innermost under the pointer).
    public var fullRoute: ScrollRoute {
        ScrollRoute(leaf: chain.nodes.count - 1, axis: chain.nodes[chain.nodes.count - 1].axis)
    }

    // MARK: - State

    /// Whether a pointer is down.
    public var isPointerDown: Bool { pointer != nil }
    /// Whether the pointer has moved past the touch slop (a drag, not a tap).
    public var isDragging: Bool { pointer?.isDragging ?? false }
    /// Whether a smooth scroll (touchpad fingers on the pad) is under way: from its first delta to
    /// its stop. Like a held pointer, it keeps overscroll from springing back.
    public var isScrolling: Bool {
        if case .scrolling = gesture { return true }
        return false
    }

    /// The finger that is down, if any.
    var pointer: PointerGesture? {
        if case .pointer(let pointer) = gesture { return pointer }
        return nil
    }

    /// Velocity of the gesture's motion along its axis now, px/s, positive toward "more" (the
    /// trace's `v`): while dragging or smooth scrolling, what a release (or the fingers' lift) now
    /// would fling with; during a fling, snap, wheel ease, spring or animation, the curve's
    /// velocity; 0 at rest.
    public var velocity: Double {
        switch gesture {
        case .pointer(let pointer):
            guard pointer.isDragging, !pointer.isIgnored else { return 0 }
            return bounded(-preset.estimate(history, atMs: lastEventMs, source: .pointer))
        case .scrolling:
            return bounded(preset.estimate(history, atMs: lastEventMs, source: .scroll))
        case .idle:
            if let motion { return motion.velocity }
            for node in chain.nodes { if let motion = node.motion { return motion.velocity } }
            return 0
        }
    }

    /// What the engine is doing now.
    public var phase: ScrollPhase {
        if isPointerDown || isScrolling { return .drag }
        if let motion { return motion.phase }
        var sawSpring = false
        for node in chain.nodes {
            switch node.motion?.kind {
            case .animation?: return .animating
            case .spring?, .overshoot?: sawSpring = true
            case .targeted?: return .fling
            case nil: break
            }
        }
        return sawSpring ? .spring : .idle
    }

    /// Whether anything will move on the next `step` without new input. A node held past its edge
    /// by a finger (or a touchpad gesture not yet lifted) does not: it springs back only after the
    /// release (`settle`), so until then the scene is at rest — no frames, and replay jumps the time.
    public var isAnimating: Bool {
        if motion != nil { return true }
        let held = isPointerDown || isScrolling
        for node in chain.nodes where node.motion != nil || (!held && node.isOverscrolled) { return true }
        return false
    }

    /// Starts a frame's accounting of per-node travel and lost deltas (`ScrollChain.beginFrame`).
    public mutating func beginFrame() {
        chain.beginFrame()
        releaseThisFrame = nil
    }

    // MARK: - Programmatic input

    /// Animates node `index` to `offset` (clamped to its range) over `duration` seconds; a touch
    /// interrupts it.
    public mutating func animate(node index: Int, to offset: Double, duration: Double) throws(ScrollInputError) {
        try checkFinite(offset, "target offset")
        try checkFinite(duration, "animation duration")
        guard chain.nodes.indices.contains(index) else { throw .noSuchNode(index) }
        guard !isPointerDown else { return }
        stopAll()
        let node = chain.nodes[index]
        let target = min(max(offset, node.minOffset), node.maxOffset)
        guard target != node.offset else { return }
        chain.nodes[index].motion = NodeMotion(
            kind: .animation(EasedAnimation(distance: target - node.offset, duration: duration)),
            origin: node.offset, elapsed: 0, startMs: inputTimeMs)
    }

    /// Scroll anchoring: content of `height` was inserted above node `index`'s viewport. The node's
    /// offset, range and own motion move down by `height`, and so does the resting point of a
    /// chain-wide motion, so whatever is on screen stays exactly where it is and keeps its course.
    public mutating func insertAbove(node index: Int, height: Double) throws(ScrollInputError) {
        try checkFinite(height, "inserted height")
        guard chain.nodes.indices.contains(index) else { throw .noSuchNode(index) }
        chain.nodes[index].insertAbove(height: height)
        motion?.originTotal += height
    }

    /// Stops every motion where it is (a node left past an edge springs back on the next step).
    public mutating func stopAll() {
        motion = nil
        for index in chain.nodes.indices { chain.nodes[index].motion = nil }
    }

    // MARK: - Validation

    func checkFinite(_ value: Double, _ what: String) throws(ScrollInputError) {
        guard value.isFinite else { throw .nonFinite(what) }
    }

    mutating func checkEventTime(_ timeMs: Double) throws(ScrollInputError) {
        guard timeMs.isFinite else { throw .nonFinite("event time") }
        guard timeMs >= lastEventMs else { throw .timeWentBackwards(previousMs: lastEventMs, timeMs: timeMs) }
        lastEventMs = timeMs
        inputTimeMs = timeMs
    }
}
