extension Scroller {
    /// Advances every motion by `dt` seconds.
    public mutating func step(_ dt: Double) throws(ScrollInputError) {
        try checkFinite(dt, "time step")
        guard dt >= 0 else { throw .negativeTimeStep(dt) }
        time += dt
        stepNodeMotions(dt)
        stepChainMotion(dt)
        // Motions started from here on (none until the next input) start at the frame's time.
        inputTimeMs = nil
        sampleTimeMs = nil
        settle()
        if let frameTimeMs { lastFrameMs = frameTimeMs }
        if dt > 0 { lastStepMs = dt * 1000 }
        frameTimeMs = nil
    }

    /// Where a motion is after this step: a motion an input started is sampled at the frame's time
    /// minus the input's (the time since the finger lifted, the notch clicked), so the frame rate
    /// never decides how far it has gone; any other advances by `dt`.
    func elapsed(_ elapsed: Double, startMs: Double?, dt: Double) -> Double {
        guard let startMs, let frameTimeMs else { return elapsed + dt }
        return max(0, (frameTimeMs - startMs) / 1000)
    }

    /// Whether this frame comes before `startMs`.
    func isBefore(_ startMs: Double?) -> Bool {
        guard let startMs, let frameTimeMs else { return false }
        return frameTimeMs < startMs
    }

    private mutating func stepNodeMotions(_ dt: Double) {
        for index in chain.nodes.indices {
            guard var nodeMotion = chain.nodes[index].motion else { continue }
            nodeMotion.elapsed = elapsed(nodeMotion.elapsed, startMs: nodeMotion.startMs, dt: dt)
            if !(nodeMotion.startsOnEngineClock && isBefore(nodeMotion.startMs)) { nodeMotion.startMs = nil }
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
        let previousElapsed = current.elapsed
        if let held = current.heldFrames {
            current.elapsed = 0
            current.heldFrames = held > 0 ? held - 1 : nil
        } else if let latest = current.lateElapsed {
            // This frame shows the sample taken at the frame before (0 for the first), or the one
            // the engine's trace names.
            current.lateElapsed = elapsed(latest, startMs: current.startMs, dt: dt)
            if let sampleTimeMs, let origin = current.originMs {
                current.elapsed = max(0, (sampleTimeMs - origin) / 1000)
            } else {
                current.elapsed = max(0, latest - preset.flingStart.sampleShortfallMs(lastStepMs: lastStepMs) / 1000)
            }
        } else {
            if let startMs = current.startMs, let lag = current.maxStartLagMs, let frameTimeMs, frameTimeMs - startMs >= lag {
                current.startMs = frameTimeMs - FlingStartRule.lastMoveRestartMs
            }
            current.elapsed = elapsed(current.elapsed, startMs: current.startMs, dt: dt)
        }
        if !(current.startsOnEngineClock && isBefore(current.startMs)) { current.startMs = nil }
        let done = current.curve.isDone(current.elapsed)
        let position = done ? current.curve.finalX : current.curve.x(current.elapsed)
        current.curve.sample(at: current.elapsed)
        let sampleMs = current.originMs.map { $0 + current.elapsed * 1000 }
        if current.handsOnAfterFirstSample, current.elapsed > 0 {
            // APZ: the node under the finger is at its end, its first sample overscrolls it, and the
            // fling goes on, that sample's friction taken, on the node the pan moved.
            let handed = current.curve.dx(current.elapsed)
            noteHandoff(from: route.hit, to: route.chosen, velocity: handed, outcome: .handed, sampleMs: sampleMs)
            guard !done else {
                motion = nil
                return
            }
            // The taking scroller starts a fling of its own with that velocity, its clock at the
            // sample before the one that handed it on (`AsyncPanZoomController::HandleFlingOverscroll`
            // → `APZCTreeManager::DispatchFling`: the new animation's last sample time is the
            // handing APZC's), so its first sample spans two frames: a vsync interval
            // (`arrivalLead`) and a frame.
            let total = chain.totalOffset(axis: route.axis)
            let period = apzVsyncIntervalMs
            var taken = ChainMotion(purpose: .fling, curve: .fling(preset.fling.simulation(for: FlingStart(
                velocity: handed, origin: total, viewport: chain.viewport(axis: route.axis), boost: 1))), originTotal: total)
            taken.mover = route.chosen
            taken.startVelocity = handed
            if let sampleMs, current.lateElapsed != nil {
                // Where the engine's trace says when its handoff task started the clock (within
                // a frame of the vsync), from then.
                let started = handoffStartedMs.flatMap { abs($0 - (sampleMs - period)) < period ? $0 : nil }
                let origin = started ?? sampleMs - period
                taken.originMs = origin
                taken.lateElapsed = (sampleMs - origin) / 1000 + max(0, (frameTimeMs ?? sampleMs) - sampleMs) / 1000
                handoffStartedMs = nil
            }
            motion = taken
            return
        }
        let delta = position - current.applied
        // Qt's flick keeps its timeline's whole ms: its last tick's travel is over that many ms.
        let frameSeconds = preset.overshoot == .qtFlickable
            ? QtQuickFlingSimulation.wholeMs(current.elapsed) - QtQuickFlingSimulation.wholeMs(previousElapsed)
            : current.elapsed - previousElapsed
        current.applied = position
        let mode: OverscrollMode = current.purpose == .wheel ? .hardStop : .momentum
        let result = chain.dispatch(delta, mode: mode, route: &route)
        if current.purpose == .fling, let mover = result.mover {
            if let previous = current.mover, previous != mover {
                noteHandoff(from: previous, to: mover, velocity: current.curve.dx(current.elapsed), outcome: .handed, sampleMs: sampleMs)
            }
            current.mover = mover
        }
        if let bounce = result.bounceNode {
            // Hand the remaining momentum to the edge's return (`EdgeOvershoot`) in this very frame.
            let node = chain.nodes[bounce]
            let edge = result.leftover < 0 ? node.minOffset : node.maxOffset
            let velocity = current.curve.dx(current.elapsed)
            if current.purpose == .fling {
                // Nothing past the edge took the fling: it ends at the seam and overshoots there.
                noteHandoff(from: bounce, to: nil, velocity: velocity, outcome: .dropped, sampleMs: sampleMs)
            }
            let kind = preset.overshoot.arrival(
                edge: edge, shown: node.offset - edge, displacement: result.leftover, velocity: velocity,
                frameVelocity: frameSeconds > 0 ? delta / frameSeconds : velocity,
                spring: preset.bounceSpring,
                deceleration: (preset.fling as? QtQuickFlingSimulation.Model)?.deceleration ?? QtQuickFlingSimulation.Model.standard.deceleration)
            if case .overshoot(let motion) = kind { chain.nodes[bounce].offset = motion.x(0) }
            var arrival = NodeMotion(kind: kind, origin: edge, elapsed: arrivalLead())
            if preset.overshoot == .qtFlickable, let originMs = current.originMs {
                // Qt's overshoot is a new move on the flick's own timeline from the tick that
                // crossed the bound (`QQuickFlickablePrivate::viewportAxisMoved`), so it counts
                // that timeline's whole ms from that tick's reading (`qquicktimeline.cpp`).
                arrival.startMs = originMs + QtQuickFlingSimulation.wholeMs(current.elapsed) * 1000
            }
            chain.nodes[bounce].motion = arrival
            motion = nil
            return
        }
        if result.leftover != 0 || done {
            if result.leftover != 0, !done, current.purpose == .fling {
                noteHandoff(from: current.mover ?? route.chosen ?? route.leaf, to: nil,
                            velocity: current.curve.dx(current.elapsed), outcome: .dropped, sampleMs: sampleMs)
            }
            motion = nil
            if done, result.leftover == 0 { chain.land(onTotal: current.originTotal + current.curve.finalX, route: &route) }
            if current.purpose == .wheel, done, snap != .none { settleOnSnap(velocity: 0) }
            return
        }
        motion = current
    }

    /// How far an engine's return from past an edge has run when the fling that reached the
    /// edge hands it over, s. APZ: the sampler run at a vsync steps animations to the next vsync's
    /// time (WebRender samples for the frame it is building), and the fling's handoff task then
    /// starts the overscroll animation with its clock at that moment
    /// (`AsyncPanZoomController::StartAnimation`: `mLastSampleTime = GetFrameTime()`, which is
    /// `SampleTime::FromNow()` in `APZCTreeManager::GetFrameTime`; mozilla gecko
    /// gfx/layers/apz/src, erichdongubler-mozilla/firefox 1198bff6df781ab62dea493ae75dbb58d5806851),
    /// a vsync interval before the time of the sample that reached the edge
    /// (`FlingStartRule.sampleShortfallMs`): its first sample spans that and a frame. The interval
    /// is the display's, at most the software vsync's (`FlingStartRule.apzSoftwareVsyncMs`).
    /// Others start at the arrival.
    func arrivalLead() -> Double {
        preset.overshoot == .apz ? apzVsyncIntervalMs / 1000 : 0
    }

    /// APZ's vsync interval, ms: the display's, at most the software vsync's.
    var apzVsyncIntervalMs: Double {
        min(displayPeriodMs ?? lastStepMs ?? FlingStartRule.apzSoftwareVsyncMs, FlingStartRule.apzSoftwareVsyncMs)
    }

    /// Remembers a fling meeting a seam at this frame's time.
    mutating func noteHandoff(from: Int, to: Int?, velocity: Double, outcome: SeamHandoff.Outcome, sampleMs: Double? = nil) {
        lastHandoff = SeamHandoff(timeMs: frameTimeMs ?? inputTimeMs, sampleMs: sampleMs, from: from, to: to, velocity: velocity, outcome: outcome,
                                  serial: (lastHandoff?.serial ?? 0) + 1)
    }

    /// A node left past an edge with nothing moving it springs back.
    mutating func settle() {
        guard !isPointerDown, !isScrolling, motion == nil else { return }
        for index in chain.nodes.indices where chain.nodes[index].motion == nil && chain.nodes[index].isOverscrolled {
            springBack(index, velocity: 0)
        }
    }
}
