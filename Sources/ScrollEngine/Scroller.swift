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
public struct Scroller: Sendable {
    /// The nested scrollers, outermost first.
    public var chain: ScrollChain
    /// The platform feel.
    public var preset: PhysicsPreset
    /// Where released scrolls may come to rest.
    public var snap: SnapPolicy
    /// Seconds advanced by `step` so far.
    public private(set) var time: Double = 0
    /// Whether a pointer is down.
    public private(set) var isPointerDown = false
    /// Whether the pointer has moved past the touch slop (a drag, not a tap).
    public private(set) var isDragging = false
    /// Whether a smooth scroll (touchpad fingers on the pad) is under way: from its first delta to
    /// its stop. Like a held pointer, it keeps overscroll from springing back.
    public private(set) var isScrolling = false
    /// The chain-wide motion (fling, snap or wheel), if any.
    public private(set) var motion: ChainMotion?
    /// Velocity the last release started its motion with, px/s in scroll direction (positive =
    /// "more"): the preset's estimator, bounded by its maximum, plus any boost from a fling the
    /// gesture caught.
    public private(set) var releaseVelocity: Double = 0
    /// The last release (pointer up, touchpad lift, cancel or programmatic fling), if any.
    public private(set) var lastRelease: ReleaseRecord?
    /// The release handled since `beginFrame`, if any (the trace's `release`).
    public private(set) var releaseThisFrame: ReleaseRecord?

    /// The time of the input being handled (session clock, ms): every motion an input starts —
    /// a release's fling, spring or snap, a wheel ease, a tap's or key's animation — remembers it,
    /// and the next `step` samples that motion at `frameTimeMs − inputTimeMs` instead of a whole
    /// step. Inputs that carry a time set it themselves; the frame loop sets it for the others
    /// (keys). Cleared by `step`.
    public var inputTimeMs: Double?
    /// The time the next `step` advances to (session clock, ms), set by the frame loop before it
    /// steps. Without it (benchmarks, tests stepping by hand) a new motion advances by the whole
    /// step, as the engine did before it knew input times. Cleared by `step`.
    public var frameTimeMs: Double?

    /// Which nodes the current gesture may reach (set at its start by the scene's hit test).
    public private(set) var route: ScrollRoute

    /// The gesture's input (its axis once locked; `y` before the lock of a two-axis gesture).
    private var history = MotionHistory()
    /// A two-axis gesture's `x` samples until the axis lock (swapped into `history` if x wins).
    private var crossHistory = MotionHistory()
    /// The fling a press (or a touchpad gesture's first delta) caught, for presets whose engine
    /// adds it to the next fling (`FlingBoost`).
    private var caughtFling: CaughtFling?
    /// The time of the lift being handled (`pointerUp`), while its last move is applied.
    private var liftingAt: Double?
    /// A two-axis gesture waiting for its axis lock: the route for each axis (nil: no scroller of
    /// that axis under the pointer) and where the press was.
    private var pendingAxes: (x: ScrollRoute?, y: ScrollRoute?, downX: Double, downY: Double)?
    /// The locked axis found no scroller: the rest of the gesture moves nothing.
    private var gestureIgnored = false
    private var lastWheelMs = -Double.infinity
    private var downPosition = 0.0
    private var lastPosition = 0.0
    private var lastEventMs = -Double.infinity

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

    /// Velocity of the gesture's motion along its axis now, px/s, positive toward "more" (the
    /// trace's `v`): while dragging or smooth scrolling, what a release (or the fingers' lift) now
    /// would fling with; during a fling, snap,
    /// wheel ease, spring or animation, the curve's velocity; 0 at rest.
    public var velocity: Double {
        if isPointerDown {
            guard isDragging, !gestureIgnored else { return 0 }
            return bounded(-preset.estimate(history, atMs: lastEventMs, source: .pointer))
        }
        if isScrolling { return bounded(preset.estimate(history, atMs: lastEventMs, source: .scroll)) }
        if let motion { return motion.velocity }
        for node in chain.nodes { if let motion = node.motion { return motion.velocity } }
        return 0
    }

    /// Starts a frame's accounting of per-node travel and lost deltas (`ScrollChain.beginFrame`).
    public mutating func beginFrame() {
        chain.beginFrame()
        releaseThisFrame = nil
    }

    // MARK: - State

    /// What the engine is doing now.
    public var phase: ScrollPhase {
        if isPointerDown || isScrolling { return .drag }
        if let motion { return motion.phase }
        var sawSpring = false
        for node in chain.nodes {
            switch node.motion?.kind {
            case .animation?: return .animating
            case .spring?: sawSpring = true
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

    // MARK: - Pointer

    /// A finger touches down at `position` (along the axis, screen pixels). Catches (stops) any
    /// fling, spring, wheel ease or programmatic animation where it is.
    /// `route` says which nodes the gesture may reach (default: all, from the innermost).
    public mutating func pointerDown(position: Double, timeMs: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        catchFling(atMs: timeMs)
        stopAll()
        self.route = route ?? fullRoute
        isScrolling = false
        isPointerDown = true
        isDragging = false
        pendingAxes = nil
        gestureIgnored = false
        downPosition = position
        lastPosition = position
        history.reset()
        history.add(timeMs: timeMs, position: position)
    }

    /// The finger moved. Content follows it 1:1 once it has left the touch slop (the full travel
    /// since the press is applied then, so a drag's total equals the finger's travel).
    public mutating func pointerMove(position: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        guard isPointerDown, !gestureIgnored else { return }
        // A lift where the finger already was is not a sample: the engines' trackers take
        // positions from moves (Android and Flutter leave the up event out), and a repeated
        // position at the lift's time would read as the finger stopping.
        if !(liftingAt == timeMs && history.newest?.position == position) { history.add(timeMs: timeMs, position: position) }
        if !isDragging {
            guard abs(position - downPosition) >= preset.touchSlop else { return }
            isDragging = true
        }
        // Finger up (position decreases) scrolls "more".
        let delta = lastPosition - position
        lastPosition = position
        _ = chain.dispatch(delta, mode: .rubberBand(coefficient: preset.rubberBandCoefficient), route: &route)
    }

    /// The finger lifted: spring back from overscroll, snap, or fling with the tracked velocity.
    public mutating func pointerUp(position: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        guard isPointerDown else { return }
        liftingAt = timeMs
        defer { liftingAt = nil }
        try pointerMove(position: position, timeMs: timeMs)
        let wasDragging = isDragging && !gestureIgnored
        isPointerDown = false
        isDragging = false
        pendingAxes = nil
        gestureIgnored = false
        // Pointer velocity is in screen y; scrolling "more" is the finger moving up.
        let lift = wasDragging ? -preset.estimate(history, atMs: timeMs, source: .pointer) : 0
        releaseGesture(lift: lift, atMs: timeMs)
    }

    /// The pointer's gesture was taken away (a touch sequence cancelled by the system): the drag
    /// ends where it is, without a fling; overscroll springs back and a snap policy settles from
    /// rest. Does nothing when no pointer is down.
    public mutating func pointerCancel(timeMs: Double) throws(ScrollInputError) {
        try checkEventTime(timeMs)
        guard isPointerDown else { return }
        isPointerDown = false
        isDragging = false
        pendingAxes = nil
        gestureIgnored = false
        caughtFling = nil
        releaseGesture(lift: 0, atMs: timeMs)
    }

    // MARK: - Smooth scrolling

    /// A smooth-scroll delta (touchpad), px, positive = "more": applied 1:1 through the chain like
    /// a drag that is already past the slop. The first delta of a gesture stops any running fling,
    /// spring, wheel ease or animation where it is and takes `route` (default: all nodes) for the
    /// whole gesture, its fling included, as a press does. Ignored while a pointer is down (the
    /// drag owns the gesture).
    public mutating func scroll(delta: Double, timeMs: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(delta, "scroll delta")
        try checkEventTime(timeMs)
        guard !isPointerDown else { return }
        if !isScrolling {
            catchFling(atMs: timeMs)
            stopAll()
            self.route = route ?? fullRoute
            isScrolling = true
            history.reset()
        }
        history.add(timeMs: timeMs, delta: delta)
        _ = chain.dispatch(delta, mode: .rubberBand(coefficient: preset.rubberBandCoefficient), route: &self.route)
    }

    /// The fingers lifted (the (0, 0) smooth-scroll delta): the same release as a pointer's, with
    /// the velocity of the scroll deltas of the last 150 ms (`ScrollVelocityWindow`), so the fling
    /// follows the preset's rules and crosses the seam through the chain. Does nothing outside a
    /// smooth scroll.
    public mutating func scrollStop(timeMs: Double) throws(ScrollInputError) {
        try checkEventTime(timeMs)
        guard isScrolling else { return }
        isScrolling = false
        releaseGesture(lift: preset.estimate(history, atMs: timeMs, source: .scroll), atMs: timeMs)
    }

    // MARK: - Two-axis pointer

    /// A finger touches down at (`x`, `y`) over scrollers of both axes: `routeX`/`routeY` are the
    /// routes a horizontal/vertical gesture takes from here (nil: nothing of that axis under the
    /// pointer). Catches every motion where it is. The gesture's axis is chosen at the touch
    /// slop: the axis with more travel then wins until release and travel on the other axis is
    /// ignored (the pager's axis lock; a tie goes to `y`).
    public mutating func pointerDown(x: Double, y: Double, timeMs: Double,
                                     routeX: ScrollRoute?, routeY: ScrollRoute?) throws(ScrollInputError) {
        try checkFinite(x, "pointer x")
        try pointerDown(position: y, timeMs: timeMs, route: routeY ?? routeX ?? fullRoute)
        pendingAxes = (routeX, routeY, x, y)
        crossHistory.reset()
        crossHistory.add(timeMs: timeMs, position: x)
    }

    /// The finger moved to (`x`, `y`): before the lock both axes are tracked; at the slop the axis
    /// is chosen and its full travel since the press applied; after it only that axis counts.
    public mutating func pointerMove(x: Double, y: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(x, "pointer x")
        try checkFinite(y, "pointer y")
        guard isPointerDown else { return }
        if let pending = pendingAxes {
            try checkEventTime(timeMs)
            history.add(timeMs: timeMs, position: y)
            crossHistory.add(timeMs: timeMs, position: x)
            let dx = x - pending.downX, dy = y - pending.downY
            guard (dx * dx + dy * dy).squareRoot() >= preset.touchSlop else { return }
            lockAxis(horizontal: abs(dx) > abs(dy), pending: pending)
            guard !gestureIgnored else { return }
            isDragging = true
            let position = route.axis == .x ? x : y
            let delta = lastPosition - position
            lastPosition = position
            _ = chain.dispatch(delta, mode: .rubberBand(coefficient: preset.rubberBandCoefficient), route: &route)
            return
        }
        try pointerMove(position: axisPosition(x: x, y: y), timeMs: timeMs)
    }

    /// The finger lifted at (`x`, `y`): as `pointerUp(position:timeMs:)` along the locked axis
    /// (a press that never left the slop releases with no velocity).
    public mutating func pointerUp(x: Double, y: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(x, "pointer x")
        try checkFinite(y, "pointer y")
        guard isPointerDown else { return }
        if pendingAxes != nil {
            try pointerMove(x: x, y: y, timeMs: timeMs)
            if pendingAxes != nil {
                // Never left the slop: a tap. Release as the one-axis gesture does, without moving.
                try pointerUp(position: lastPosition, timeMs: timeMs)
                return
            }
        }
        try pointerUp(position: axisPosition(x: x, y: y), timeMs: timeMs)
    }

    /// The axis the gesture is locked to, or nil before the lock (and for one-axis gestures,
    /// which move along their route's axis).
    public var lockedAxis: ScrollAxis? { pendingAxes == nil && isPointerDown && isDragging ? route.axis : nil }

    private func axisPosition(x: Double, y: Double) -> Double { route.axis == .x ? x : y }

    private mutating func lockAxis(horizontal: Bool, pending: (x: ScrollRoute?, y: ScrollRoute?, downX: Double, downY: Double)) {
        pendingAxes = nil
        if horizontal { swap(&history, &crossHistory) }
        downPosition = horizontal ? pending.downX : pending.downY
        lastPosition = downPosition
        guard let chosen = horizontal ? pending.x : pending.y else {
            gestureIgnored = true
            return
        }
        route = chosen
    }

    // MARK: - Other input

    /// Starts a fling with `velocity` (px/s, positive = "more") as if a finger had just let go.
    public mutating func fling(velocity: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(velocity, "fling velocity")
        stopAll()
        self.route = route ?? fullRoute
        isScrolling = false
        isPointerDown = false
        isDragging = false
        caughtFling = nil
        releaseGesture(lift: velocity, atMs: inputTimeMs)
    }

    /// Wheel notches (positive = toward later content). Each moves `preset.wheelNotch` px, eased
    /// over `preset.wheelDuration`; notches arriving during the ease add to what is left of it.
    /// Ignored while a finger is down. A notch more than 100 ms after the previous one, or with
    /// no wheel ease running, starts a new gesture along `route` (default: all nodes); one within
    /// 100 ms of the previous continues its gesture (what `latch` latched stays latched).
    public mutating func wheel(notches: Double, timeMs: Double? = nil, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(notches, "wheel notches")
        if let timeMs { try checkEventTime(timeMs) }
        guard !isPointerDown, notches != 0 else { return }
        var distance = notches * preset.wheelNotch
        let running = motion?.purpose == .wheel
        if let motion, motion.purpose == .wheel { distance += motion.remaining }
        if case .interval(let cell) = snap, cell > 0 {
            // A paging scroller: each notch is one page in its direction, counted from where the
            // running wheel ease is headed (notches during the ease add a page each).
            let total = chain.totalOffset(axis: (route ?? self.route).axis)
            let headed = motion.map { $0.purpose == .wheel ? $0.originTotal + $0.curve.finalX : total } ?? total
            distance = pageTarget(from: headed, notches: notches, cell: cell) - total
        }
        let sameGesture = running && (timeMs.map { $0 - lastWheelMs <= Self.wheelGestureGapMs } ?? true)
        if let timeMs { lastWheelMs = timeMs }
        stopAll()
        if !sameGesture { self.route = route ?? fullRoute }
        isScrolling = false
        motion = ChainMotion(purpose: .wheel,
                             curve: .eased(EasedAnimation(distance: distance, duration: preset.wheelDuration)),
                             originTotal: chain.totalOffset(axis: self.route.axis), startMs: inputTimeMs)
    }

    /// The page boundary `notches` pages from `offset` (a page boundary itself, or the next one in
    /// the notches' direction when `offset` lies between two), within the chain's range.
    private func pageTarget(from offset: Double, notches: Double, cell: Double) -> Double {
        let low = chain.totalMinOffset, high = chain.totalMaxOffset
        let pages = (offset - low) / cell
        let here = notches > 0 ? (pages + 1e-9).rounded(.down) : (pages - 1e-9).rounded(.up)
        return min(max(low + (here + notches.rounded(.towardZero)) * cell, low), high)
    }

    /// Wheel notches further apart than this start a new gesture (`latch` in docs/policies.md), ms.
    public static let wheelGestureGapMs = 100.0

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

    // MARK: - Time

    /// Advances every motion by `dt` seconds.
    public mutating func step(_ dt: Double) throws(ScrollInputError) {
        try checkFinite(dt, "time step")
        guard dt >= 0 else { throw .negativeTimeStep(dt) }
        time += dt
        stepNodeMotions(dt)
        stepChainMotion(dt)
        // Motions started from here on (none until the next input) start at the frame's time.
        inputTimeMs = nil
        settle()
        frameTimeMs = nil
    }

    /// Where a motion is after this step: a motion an input started is sampled at the frame's time
    /// minus the input's (the time since the finger lifted, the notch clicked), so the frame rate
    /// never decides how far it has gone; any other advances by `dt`.
    private func elapsed(_ elapsed: Double, startMs: Double?, dt: Double) -> Double {
        guard let startMs, let frameTimeMs else { return elapsed + dt }
        return max(0, (frameTimeMs - startMs) / 1000)
    }

    private mutating func stepNodeMotions(_ dt: Double) {
        for index in chain.nodes.indices {
            guard var nodeMotion = chain.nodes[index].motion else { continue }
            nodeMotion.elapsed = elapsed(nodeMotion.elapsed, startMs: nodeMotion.startMs, dt: dt)
            nodeMotion.startMs = nil
            let before = chain.nodes[index].offset
            if nodeMotion.isDone {
                chain.nodes[index].offset = nodeMotion.target
                chain.nodes[index].motion = nil
            } else {
                chain.nodes[index].offset = nodeMotion.offset
                chain.nodes[index].motion = nodeMotion
            }
            chain.nodes[index].travel += chain.nodes[index].offset - before
        }
    }

    private mutating func stepChainMotion(_ dt: Double) {
        guard var current = motion else { return }
        if let held = current.heldFrames {
            current.elapsed = 0
            current.heldFrames = held > 0 ? held - 1 : nil
        } else {
            current.elapsed = elapsed(current.elapsed, startMs: current.startMs, dt: dt)
        }
        current.startMs = nil
        let done = current.curve.isDone(current.elapsed)
        let position = done ? current.curve.finalX : current.curve.x(current.elapsed)
        current.curve.sample(at: current.elapsed)
        let delta = position - current.applied
        current.applied = position
        let mode: OverscrollMode = current.purpose == .wheel ? .hardStop : .momentum
        let result = chain.dispatch(delta, mode: mode, route: &route)
        if let bounce = result.bounceNode {
            // Hand the remaining momentum to the edge's spring in this very frame.
            let node = chain.nodes[bounce]
            let edge = result.leftover < 0 ? node.minOffset : node.maxOffset
            let velocity = current.curve.dx(current.elapsed)
            chain.nodes[bounce].motion = NodeMotion(
                kind: .spring(SpringSimulation(spring: preset.bounceSpring, start: edge, end: edge, velocity: velocity)),
                origin: edge, elapsed: 0)
            motion = nil
            return
        }
        if result.leftover != 0 || done {
            motion = nil
            if done, result.leftover == 0 { chain.land(onTotal: current.originTotal + current.curve.finalX, route: &route) }
            if current.purpose == .wheel, done, snap != .none { settleOnSnap(velocity: 0) }
            return
        }
        motion = current
    }

    /// A node left past an edge with nothing moving it springs back.
    private mutating func settle() {
        guard !isPointerDown, !isScrolling, motion == nil else { return }
        for index in chain.nodes.indices where chain.nodes[index].motion == nil && chain.nodes[index].isOverscrolled {
            springBack(index, velocity: 0)
        }
    }

    // MARK: - Release

    /// `velocity` within the preset's maximum.
    private func bounded(_ velocity: Double) -> Double {
        min(max(velocity, -preset.maxFlingVelocity), preset.maxFlingVelocity)
    }

    /// Remembers the fling a new gesture stops, for `FlingBoost`.
    private mutating func catchFling(atMs timeMs: Double) {
        caughtFling = nil
        guard preset.boost != .none, let motion, motion.purpose == .fling else { return }
        caughtFling = CaughtFling(curve: motion.curve, elapsed: motion.elapsed, atMs: timeMs)
    }

    /// Ends a gesture whose input measured `lift` px/s: bounds it, adds the boost of a caught
    /// fling, records the release and starts what follows (fling, spring, snap or rest).
    private mutating func releaseGesture(lift: Double, atMs timeMs: Double?) {
        var velocity = bounded(lift)
        if let caught = caughtFling {
            let running = preset.boost == .flywheel ? caught.velocityWhenCaught : caught.velocity(atMs: timeMs ?? caught.atMs)
            velocity = preset.boost.boosted(velocity, caught: running)
            caughtFling = nil
        }
        releaseVelocity = velocity
        let record = ReleaseRecord(timeMs: timeMs ?? lastEventMs, offset: chain.totalOffset(axis: route.axis),
                                   liftVelocity: lift,
                                   velocity: abs(velocity) >= preset.minFlingVelocity ? velocity : 0,
                                   estimator: preset.velocity.name, curve: type(of: preset.fling).modelName)
        lastRelease = record
        releaseThisFrame = record
        release(velocity: velocity)
    }

    private mutating func release(velocity: Double) {
        if let index = chain.overscrolledNode {
            springBack(index, velocity: velocity)
            return
        }
        if snapPages(velocity: velocity) { return }
        if snap != .none {
            settleOnSnap(velocity: velocity)
            return
        }
        guard abs(velocity) >= preset.minFlingVelocity else { return }
        let origin = chain.totalOffset(axis: route.axis)
        let start = FlingStart(velocity: velocity, origin: origin, viewport: chain.viewport(axis: route.axis))
        motion = ChainMotion(purpose: .fling, curve: .fling(preset.fling.simulation(for: start)),
                             originTotal: origin, startMs: inputTimeMs)
        motion?.heldFrames = preset.flingStart.heldFrames
    }

    /// Spring node `index` back to the edge it is past. A release velocity pointing inward is
    /// limited to what the critically damped spring can absorb without crossing the edge.
    private mutating func springBack(_ index: Int, velocity: Double) {
        let node = chain.nodes[index]
        let edge = node.offset < node.minOffset ? node.minOffset : node.maxOffset
        let displacement = node.offset - edge
        var v = velocity
        if displacement != 0, (v > 0) == (displacement < 0) {
            let limit = SpringSimulation.maxApproachSpeed(spring: preset.bounceSpring, displacement: displacement)
            v = v > 0 ? min(v, limit) : max(v, -limit)
        }
        chain.nodes[index].motion = NodeMotion(
            kind: .spring(SpringSimulation(spring: preset.bounceSpring, start: node.offset, end: edge, velocity: v)),
            origin: node.offset, elapsed: 0, startMs: inputTimeMs)
    }

    /// Every paging node left between pages snaps to a page: the gesture's own pager with the
    /// release velocity (land on the page in the fling's direction without a jump in
    /// speed, otherwise animate from where it is — no tick), any other at rest. Returns whether
    /// the gesture's release is used up (a pager of its axis snapped: no fling follows).
    private mutating func snapPages(velocity: Double) -> Bool {
        var used = false
        for index in chain.nodes.indices where chain.nodes[index].isBetweenPages {
            let node = chain.nodes[index]
            let ownAxis = node.axis == route.axis
            let v = ownAxis ? velocity : 0
            if ownAxis { used = true }
            let target = node.pageTarget(velocity: v, minimumFling: preset.minFlingVelocity)
            let distance = target - node.offset
            guard abs(distance) > 1e-9 else { continue }
            let inDirection = v != 0 && (v > 0) == (distance > 0)
            let kind: NodeMotion.Kind
            if inDirection, abs(v) > SpringSimulation.maxApproachSpeed(spring: preset.snapSpring, displacement: distance) {
                kind = .targeted(TargetedDecelerationSimulation(distance: distance, velocity: v))
            } else {
                kind = .spring(SpringSimulation(spring: preset.snapSpring, start: node.offset, end: target,
                                                velocity: inDirection ? v : 0))
            }
            chain.nodes[index].motion = NodeMotion(kind: kind, origin: node.offset, elapsed: 0, startMs: inputTimeMs)
        }
        return used
    }

    /// Snap paging: choose the target from the projected resting point; land on it exactly when it
    /// lies in the fling's direction, otherwise stop here and animate to it (no tick).
    private mutating func settleOnSnap(velocity: Double) {
        let total = chain.totalOffset(axis: route.axis)
        let projected = total + (abs(velocity) >= preset.minFlingVelocity ? preset.flingTravel(velocity: velocity) : 0)
        let target = snap.target(projected: projected, current: total,
                                 range: chain.totalMinOffset...chain.totalMaxOffset)
        let distance = target - total
        guard abs(distance) > 1e-9 else { return }
        let inDirection = velocity != 0 && (velocity > 0) == (distance > 0)
        let curve: ChainMotion.Curve
        if inDirection {
            let gentle = SpringSimulation.maxApproachSpeed(spring: preset.snapSpring, displacement: distance)
            curve = abs(velocity) > gentle
                ? .targeted(TargetedDecelerationSimulation(distance: distance, velocity: velocity))
                : .spring(SpringSimulation(spring: preset.snapSpring, start: 0, end: distance, velocity: velocity))
        } else {
            curve = .spring(SpringSimulation(spring: preset.snapSpring, start: 0, end: distance, velocity: 0))
        }
        motion = ChainMotion(purpose: .snap, curve: curve, originTotal: total, startMs: inputTimeMs)
    }

    // MARK: - Validation

    private func checkFinite(_ value: Double, _ what: String) throws(ScrollInputError) {
        guard value.isFinite else { throw .nonFinite(what) }
    }

    private mutating func checkEventTime(_ timeMs: Double) throws(ScrollInputError) {
        guard timeMs.isFinite else { throw .nonFinite("event time") }
        guard timeMs >= lastEventMs else { throw .timeWentBackwards(previousMs: lastEventMs, timeMs: timeMs) }
        lastEventMs = timeMs
        inputTimeMs = timeMs
    }
}
