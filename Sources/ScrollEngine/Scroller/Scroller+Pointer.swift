extension Scroller {
    /// Changes the finger that is down (nothing when none is).
    mutating func updatePointer(_ change: (inout PointerGesture) -> Void) {
        guard case .pointer(var pointer) = gesture else { return }
        change(&pointer)
        gesture = .pointer(pointer)
    }

    // MARK: - One axis

    /// A finger touches down at `position` (along the axis, screen pixels). Catches (stops) any
    /// fling, spring, return from past an edge, wheel ease or programmatic animation where it
    /// is; a press that caught one starts its drag by the preset's `dragStartCaught`, a press on
    /// a still scroller by its `dragStart`.
    /// `route` says which nodes the gesture may reach (default: all, from the innermost).
    public mutating func pointerDown(position: Double, timeMs: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        let caughtMotion = isAnimating
        catchFling(atMs: timeMs, position: position)
        stopAll()
        self.route = route ?? fullRoute
        gesture = .pointer(PointerGesture(rule: caughtMotion ? preset.dragStartCaught : preset.dragStart))
        lastMoveMs = nil
        downPosition = position
        lastPosition = position
        history.reset()
        history.add(timeMs: timeMs, position: position)
    }

    /// The finger moved. Content follows it 1:1 once it has left the touch slop; the press's
    /// rule (`dragStart`, or `dragStartCaught` after a caught motion) says how much of the travel
    /// up to then is applied (`DragStartRule`).
    public mutating func pointerMove(position: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        guard let pointer, !pointer.isIgnored else { return }
        // A lift where the finger already was is not a sample: the engines' trackers take
        // positions from moves (Android and Flutter leave the up event out), and a repeated
        // position at the lift's time would read as the finger stopping.
        if !(liftingAt == timeMs && history.newest?.position == position) { history.add(timeMs: timeMs, position: position) }
        if !pointer.isDragging {
            let distance = abs(position - downPosition)
            guard pointer.rule.leavesSlop(distance: distance, touchSlop: preset.touchSlop) else {
                return moved(to: position, delta: 0, timeMs: timeMs)
            }
            startDrag(at: position, distance: distance)
        } else if pointer.dropsNextMove {
            // Qt's Flickable counts the drag from the second move past its threshold.
            if position != lastPosition {
                lastPosition = position
                updatePointer { $0.dropsNextMove = false }
            }
            return moved(to: position, delta: 0, timeMs: timeMs)
        }
        let delta = lastPosition - position
        follow(to: position)
        moved(to: position, delta: delta, timeMs: timeMs)
    }

    /// The finger left the slop at `position`, `distance` px from the press (the two-axis
    /// distance for a two-axis press): the drag starts, counting from where the press's rule
    /// puts its origin along the gesture's axis.
    private mutating func startDrag(at position: Double, distance: Double) {
        let rule = pointer?.rule ?? preset.dragStart
        lastPosition = rule.origin(down: downPosition, position: position, distance: distance, slop: preset.touchSlop)
        updatePointer {
            $0.isDragging = true
            $0.dropsNextMove = rule.dropsNextMove
        }
    }

    /// What a move (not the lift's own) tells the fling start and the caught fling's boost:
    /// `delta` px scrolled toward "more", 0 inside the slop.
    private mutating func moved(to position: Double, delta: Double, timeMs: Double) {
        guard liftingAt == nil else { return }
        if delta != 0 { lastMoveMs = timeMs }
        let dragging = isDragging
        caughtFling?.observeMove(position: position, delta: delta, dragging: dragging, timeMs: timeMs)
    }

    /// The finger lifted: spring back from overscroll, snap, or fling with the tracked velocity.
    public mutating func pointerUp(position: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(position, "pointer position")
        try checkEventTime(timeMs)
        guard isPointerDown else { return }
        liftingAt = timeMs
        defer { liftingAt = nil }
        try pointerMove(position: position, timeMs: timeMs)
        let wasDragging = pointer.map { $0.isDragging && !$0.isIgnored } ?? false
        gesture = .idle
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
        gesture = .idle
        caughtFling = nil
        releaseGesture(lift: 0, atMs: timeMs)
    }

    /// The content follows the finger to `position`: the move since the last one, through the
    /// chain with the preset's drag past an edge (`EdgeOvershoot.dragMode`).
    private mutating func follow(to position: Double) {
        // Finger up (position decreases) scrolls "more".
        let delta = lastPosition - position
        lastPosition = position
        let wasOver = route.chosen.map { chain.nodes[$0].overscroll } ?? 0
        _ = chain.dispatch(delta, mode: preset.overshoot.dragMode(coefficient: preset.rubberBandCoefficient), route: &route)
        // A latched drag pulled further past its scroller's edge: the leftover went to no other
        // scroller (APZ logs "dropping handoff" for each such move).
        if let chosen = route.chosen, abs(chain.nodes[chosen].overscroll) > abs(wasOver), !chain.nodes[chosen].containsOverscroll,
           chain.nodes[..<chosen].contains(where: { $0.axis == route.axis }) {
            noteHandoff(from: chosen, to: nil, velocity: 0, outcome: .dropped)
        }
    }

    // MARK: - Two axes

    /// A finger touches down at (`x`, `y`) over scrollers of both axes: `routeX`/`routeY` are the
    /// routes a horizontal/vertical gesture takes from here (nil: nothing of that axis under the
    /// pointer). Catches every motion where it is. The gesture's axis is chosen at the touch
    /// slop: the axis with more travel then wins until release and travel on the other axis is
    /// ignored (the pager's axis lock; a tie goes to `y`).
    public mutating func pointerDown(x: Double, y: Double, timeMs: Double,
                                     routeX: ScrollRoute?, routeY: ScrollRoute?) throws(ScrollInputError) {
        try checkFinite(x, "pointer x")
        try pointerDown(position: y, timeMs: timeMs, route: routeY ?? routeX ?? fullRoute)
        updatePointer { $0.pendingAxes = PendingAxes(x: routeX, y: routeY, downX: x, downY: y) }
        crossHistory.reset()
        crossHistory.add(timeMs: timeMs, position: x)
    }

    /// The finger moved to (`x`, `y`): before the lock both axes are tracked; at the slop the axis
    /// is chosen and the drag starts as the press's rule says, the slop measured in two
    /// dimensions; after it only that axis counts.
    public mutating func pointerMove(x: Double, y: Double, timeMs: Double) throws(ScrollInputError) {
        try checkFinite(x, "pointer x")
        try checkFinite(y, "pointer y")
        guard isPointerDown else { return }
        if let pending = pointer?.pendingAxes {
            try checkEventTime(timeMs)
            history.add(timeMs: timeMs, position: y)
            crossHistory.add(timeMs: timeMs, position: x)
            let dx = x - pending.downX, dy = y - pending.downY
            let distance = (dx * dx + dy * dy).squareRoot()
            // With no slop the axis waits for a move that goes somewhere.
            guard let rule = pointer?.rule, rule.leavesSlop(distance: distance, touchSlop: preset.touchSlop), distance > 0 else { return }
            lockAxis(horizontal: abs(dx) > abs(dy), pending: pending)
            guard pointer?.isIgnored == false else { return }
            let position = route.axis == .x ? x : y
            startDrag(at: position, distance: distance)
            let delta = lastPosition - position
            follow(to: position)
            moved(to: position, delta: delta, timeMs: timeMs)
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
        if pointer?.pendingAxes != nil {
            try pointerMove(x: x, y: y, timeMs: timeMs)
            if pointer?.pendingAxes != nil {
                // Never left the slop: a tap. Release as the one-axis gesture does, without moving.
                try pointerUp(position: lastPosition, timeMs: timeMs)
                return
            }
        }
        try pointerUp(position: axisPosition(x: x, y: y), timeMs: timeMs)
    }

    /// The axis the gesture is locked to, or nil before the lock (and for one-axis gestures,
    /// which move along their route's axis).
    public var lockedAxis: ScrollAxis? {
        guard let pointer, pointer.pendingAxes == nil, pointer.isDragging else { return nil }
        return route.axis
    }

    private func axisPosition(x: Double, y: Double) -> Double { route.axis == .x ? x : y }

    private mutating func lockAxis(horizontal: Bool, pending: PendingAxes) {
        updatePointer { $0.pendingAxes = nil }
        if horizontal { swap(&history, &crossHistory) }
        downPosition = horizontal ? pending.downX : pending.downY
        lastPosition = downPosition
        guard let chosen = horizontal ? pending.x : pending.y else {
            updatePointer { $0.isIgnored = true }
            return
        }
        route = chosen
    }
}
