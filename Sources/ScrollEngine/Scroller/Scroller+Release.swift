extension Scroller {
    /// Starts a fling with `velocity` (px/s, positive = "more") as if a finger had just let go.
    public mutating func fling(velocity: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(velocity, "fling velocity")
        stopAll()
        self.route = route ?? fullRoute
        gesture = .idle
        caughtFling = nil
        releaseGesture(lift: velocity, atMs: inputTimeMs)
    }

    /// `velocity` within the preset's maximum.
    func bounded(_ velocity: Double) -> Double {
        min(max(velocity, -preset.maxFlingVelocity), preset.maxFlingVelocity)
    }

    /// Remembers the fling a new gesture stops, for `FlingBoost`: a press at `position` (screen
    /// px), or a touchpad gesture's first delta (nil), which the boosts that follow a finger's
    /// gesture leave alone.
    mutating func catchFling(atMs timeMs: Double, position: Double?) {
        caughtFling = nil
        guard let motion, motion.purpose == .fling, position != nil || !preset.boost.watchesGesture else { return }
        caughtFling = CaughtFling(motion, position: position ?? 0, atMs: timeMs, steppedMs: lastFrameMs, boost: preset.boost)
    }

    /// Ends a gesture whose input measured `lift` px/s: bounds it, adds the boost of a caught
    /// fling, records the release and starts what follows (fling, spring, snap or rest).
    mutating func releaseGesture(lift: Double, atMs timeMs: Double?) {
        defer {
            liftHandledMs = nil
            timelineStartMs = nil
        }
        let own = bounded(lift)
        var velocity = own
        var flickBoost = 1.0
        if let caught = caughtFling {
            let node = chain.nodes[route.chosen ?? route.leaf]
            let content = node.maxOffset - node.minOffset + node.viewportExtent
            (velocity, flickBoost) = caught.boosted(own, boost: preset.boost, atMs: timeMs ?? caught.atMs, startMs: flingStartMs,
                                                    contentRatio: content / max(node.viewportExtent, 1),
                                                    maximum: preset.maxFlingVelocity)
            caughtFling = nil
        }
        releaseVelocity = velocity
        let record = ReleaseRecord(timeMs: timeMs ?? lastEventMs, offset: chain.totalOffset(axis: route.axis),
                                   liftVelocity: lift,
                                   velocity: abs(velocity) >= preset.minFlingVelocity ? velocity : 0,
                                   estimator: preset.velocity.name, curve: type(of: preset.fling).modelName)
        lastRelease = record
        releaseThisFrame = record
        release(velocity: velocity, boost: own == 0 ? 1 : abs(velocity / own), flickBoost: flickBoost)
    }

    private mutating func release(velocity: Double, boost: Double, flickBoost: Double) {
        if let index = chain.overscrolledNode, !flingsPastEdge(index, velocity: velocity) {
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
        let start = FlingStart(velocity: velocity, origin: origin, viewport: chain.viewport(axis: route.axis), boost: boost)
        var fling = ChainMotion(purpose: .fling, curve: .fling(preset.fling.simulation(for: start)),
                                originTotal: origin, startMs: flingStartMs)
        fling.heldFrames = preset.flingStart.heldFrames
        fling.startsOnEngineClock = timelineStartMs != nil
        // A one-frame-late engine's first frame shows the sample taken when it handled the lift.
        if preset.flingStart.lagFrames > 0, let handled = liftHandledMs ?? inputTimeMs {
            fling.lateElapsed = max(0, (handled - (flingStartMs ?? handled)) / 1000)
        }
        if preset.flingStart == .lastMove { fling.maxStartLagMs = FlingStartRule.lastMoveMaxLagMs }
        fling.startVelocity = velocity
        fling.flickBoost = flickBoost
        if chain.policy == .apz, let chosen = route.chosen, chosen != route.hit,
           chain.nodes.indices.contains(route.hit), chain.nodes[route.hit].room(toward: velocity) == 0 {
            // APZ starts the fling on the scroller under the finger (`APZCTreeManager::DispatchFling`
            // from the touch block's target); at its end, that one hands it on after one sample.
            fling.handsOnAfterFirstSample = true
        }
        motion = fling
    }

    /// Whether a lift with node `index` past an edge still flings: APZ snaps back only a lift
    /// under `apz.fling_min_velocity_threshold` and otherwise dispatches the fling
    /// (`AsyncPanZoomController::HandleEndOfPan`, gfx/layers/apz/src/AsyncPanZoomController.cpp),
    /// whose first sample, further past that edge, starts the overscroll animation from the
    /// overscroll there with what the fling kept (`EdgeOvershoot.arrival`). Only the scroller
    /// the pan moved: another left past its edge returns as before.
    func flingsPastEdge(_ index: Int, velocity: Double) -> Bool {
        guard preset.overshoot == .apz, index == (route.chosen ?? route.hit), abs(velocity) >= preset.minFlingVelocity else { return false }
        let overscroll = chain.nodes[index].overscroll
        return overscroll != 0 && (overscroll < 0) == (velocity < 0)
    }

    /// Where the preset's `FlingStartRule` puts a fling's t = 0 for the input being handled (nil:
    /// at the next frame's time, for a fling started inside a step).
    var flingStartMs: Double? {
        if let timelineStartMs { return timelineStartMs }
        guard let inputTimeMs = liftHandledMs ?? inputTimeMs else { return nil }
        switch preset.flingStart {
        case .lastMove:
            return lastMoveMs ?? inputTimeMs
        case .lastMoveOneFrameLate:
            return FlingStartRule.lastMoveStart(handledMs: inputTimeMs, lastMoveMs: lastMoveMs ?? inputTimeMs)
        case .previousFrame:
            guard let previous = previousDisplayFrame(before: inputTimeMs),
                  inputTimeMs - previous <= FlingStartRule.previousFrameWindowMs else { return inputTimeMs }
            return previous
        case .nearestFrame:
            guard let lastFrameMs, let period = displayPeriodMs ?? lastStepMs else { return inputTimeMs }
            return FlingStartRule.nearestFrame(to: inputTimeMs, lastFrameMs: lastFrameMs, periodMs: period)
        case .input, .liftFrame, .nextFrame, .inputOneFrameLate:
            return inputTimeMs
        }
    }

    /// The last frame of the display's grid strictly before `timeMs` (input reaches the engine
    /// before a frame at its own time): the last frame stepped, then on at the display's period.
    func previousDisplayFrame(before timeMs: Double) -> Double? {
        guard let lastFrameMs else { return nil }
        guard let period = displayPeriodMs, period > 0, timeMs > lastFrameMs else { return lastFrameMs }
        return lastFrameMs + (((timeMs - lastFrameMs) / period - 1e-9).rounded(.up) - 1) * period
    }

    /// Return node `index` to the edge it is past: by the preset's engine curve
    /// (`EdgeOvershoot.release`), or the generic spring, whose release velocity pointing inward is
    /// limited to what the critically damped spring can absorb without crossing the edge.
    mutating func springBack(_ index: Int, velocity: Double) {
        let node = chain.nodes[index]
        let edge = node.offset < node.minOffset ? node.minOffset : node.maxOffset
        let displacement = node.offset - edge
        if let kind = preset.overshoot.release(edge: edge, displacement: displacement) {
            chain.nodes[index].motion = NodeMotion(kind: kind, origin: node.offset, elapsed: 0, startMs: timelineStartMs ?? inputTimeMs,
                                                   startsOnEngineClock: timelineStartMs != nil)
            return
        }
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
    mutating func settleOnSnap(velocity: Double) {
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
}
