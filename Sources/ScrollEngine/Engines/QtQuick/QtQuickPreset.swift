extension PhysicsPreset {
    /// Qt Quick `Flickable` (qt/qtdeclarative tag v6.4.2, 1b58f30087eedf42f16572d8ae1d6a5b18f3d698:
    /// `src/quick/items/qquickflickable.cpp`, `qquickflickablebehavior_p.h`): deceleration
    /// 1500 px/s² to a whole-pixel target, flicks capped at 2500 px/s and none under
    /// `MinimumFlickVelocity` 75 px/s, release velocity the mean of the last
    /// `QML_FLICK_SAMPLEBUFFER` (3) move speeds, each clamped to the maximum first, no handoff
    /// between flickables.
    ///
    /// Fling start: `.input`. `handleReleaseEvent` calls `flick()`, which starts the
    /// `QQuickTimeLine` on the animation timer; with nothing else animating the timer is stopped
    /// and starts from now, so the fling counts from the release as Qt handles it (0–2 ms after
    /// its X server time in the plain app's truth files). While anything animates — a
    /// `FrameAnimation`, a `Behavior` — the timer starts a new animation from its latest tick when
    /// that tick is at most 50 ms old (`QUnifiedTimer::maybeUpdateAnimationsToCurrentTime`, qt/qtbase
    /// 00b2e45a97205975ee91aa43f00e3dbef1a8907b `src/corelib/animation/qabstractanimation.cpp`,
    /// called from `QQmlAnimationTimer::startAnimations`, qtdeclarative v6.4.2
    /// `src/qml/animations/qabstractanimationjob.cpp`): that is `.previousFrame`, which the
    /// `frameanimation-*` truth files follow. The preset follows the plain app.
    /// Boost: `.multiFlick` (`QtMultiFlick`). Touch slop 10 px: `QStyleHints::startDragDistance`'s
    /// default, which `QQuickDeliveryAgentPrivate::dragOverThreshold` checks.
    /// Drag start: `.fromNextMove`. `QQuickFlickablePrivate::drag` only moves the content once
    /// `stealMouse` is set, which the first move past the threshold does after its own check, and
    /// the first move that does move it sets `dragStartOffset` to its own travel
    /// (`src/quick/items/qquickflickable.cpp`, qt/qtdeclarative
    /// 81077291e3ae1fe8819cf58471ee09ad66c9cad1): the travel up to the second move past the
    /// threshold is left out (the truth files' `release.slop`: 24 for 8-px moves, 14 for 2-px ones).
    /// Caught drag start: `.wholeTravel`. `handlePressEvent` sets `stealMouse` when a flick runs
    /// faster than `RetainGrabVelocity` (100 px/s) and is neither fixing up nor overshooting, and
    /// `vMoved` stays set while the movement lasts (only `movementEnding` clears it), so
    /// `dragStartOffset` stays 0 and the first move past the threshold moves the content by the
    /// whole travel from the press (`src/quick/items/qquickflickable.cpp`, qt/qtdeclarative
    /// v6.4.2 1b58f30087eedf42f16572d8ae1d6a5b18f3d698); the `reflick` truth files' second stroke
    /// swallows nothing (`release.slop` 0 for a first move of 13 px). Not modelled: a press on a
    /// flick slower than 100 px/s or on a return to bounds, where Qt applies the whole travel one
    /// move later (`stealMouse` is not set yet at the first move past the threshold).
    /// Overshoot: `.qtFlickable` — a drag past a bound at half the travel, a flick's overshoot at
    /// 8× deceleration and the InQuad + OutExpo fixup (`QtFlickableOvershoot`).
    /// Wheel reverse: `.turns`. A notch from a mouse wheel flicks at a velocity from its own delta,
    /// at least a quarter of the maximum in the notch's direction, whatever was running
    /// (`QQuickFlickable::wheelEvent`, `src/quick/items/qquickflickable.cpp`, Qt 6.4): a notch back
    /// turns the content at once. (Qt's wheel is a flick, not Handoff's eased notch: "What is not
    /// modelled" in docs/presets.md.)
    public static let qtquick = defaults.with {
        $0.name = "qtquick"
        $0.summary = "Qt Quick Flickable (1500 px/s^2 to a whole pixel, max 2500 px/s), one Flickable per press"
        $0.fling = QtQuickFlingSimulation.Model.standard
        $0.velocity = QtQuickVelocityEstimator.standard
        $0.flingStart = .input
        $0.boost = .multiFlick
        $0.touchSlop = 10
        $0.dragStart = .fromNextMove
        $0.wheelReverse = .turns
        $0.dragStartCaught = .wholeTravel
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.maxFlingVelocity = 2500
        $0.minFlingVelocity = 75
        $0.handoff = .press
        $0.overshoot = .qtFlickable
        $0.seam = "press: decided at the press (QQuickFlickablePrivate::drag, QQuickFlickable::filterPointerEvent in src/quick/items/qquickflickable.cpp, Qt 6.4): the inner Flickable keeps the drag and its flick unless the drag began at its bound and moves outward, when the parent takes it; the Flickable that has it overshoots its own edges and bounces back (DragAndOvershootBounds); nothing is handed on."
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.qtquick` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let qtquick = PresetDefinition(
        preset: .qtquick,
        momentum: "`Flickable`: 1500 px/s² to a whole-pixel target (deceleration adjusted to land on it)",
        releaseVelocity: "mean of the last 3 move speeds, each through Qt's 0.7-gain filter and clamped to 2500 first; none 100 ms after the last move",
        flingDuringFling: "multi-flick: × (boost + 0.25, at most 3) over 1250 px/s on content over 10 viewports",
        cases: ReferenceCases.qtquick,
        replica: EngineReplica(source: "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp") { v, origin, viewport, frames in
            EngineReference.qtquick(v, origin: origin, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `qtquick`'s engine's tests assert or its code computes.
    static func qtquick(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let code = "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp QQuickFlickablePrivate::flick"
        return dragStart(b, "qt/qtdeclarative 81077291e3ae1fe8819cf58471ee09ad66c9cad1 src/quick/items/qquickflickable.cpp QQuickFlickablePrivate::drag (stealMouse, dragStartOffset)", leaving: 3, atLeaving: 0, afterFive: 16)
            + caughtDragStart(b, "qt/qtdeclarative v6.4.2 1b58f30087eedf42f16572d8ae1d6a5b18f3d698 src/quick/items/qquickflickable.cpp handlePressEvent (stealMouse), drag (vMoved keeps dragStartOffset 0)", leaving: 2, atLeaving: 16, afterFive: 40) + [
            b.c("1000 px/s: target on a whole pixel", code, 333, 0, "px") { fling(p, 1000).finalX },
            b.c("a drag whose last move came 3 ms after the one before: each sample clamped to 2500, then the mean",
                "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp AxisData::addVelocitySample", 2166.477, 0.001, "px/s") {
                releaseVelocity(p, moves: (1...8).map { (Double($0) * 10, 700 - Double($0) * 20) } + [(83, 525)]) },
            b.c("1000 px/s: duration to it", code, 0.666, 0.000_5, "s") { (fling(p, 1000) as? QtQuickFlingSimulation)?.duration ?? .nan },
            b.t("maximum flick velocity", "qt/qtdeclarative v6.4.2 tests/auto/quick/qquickflickable/tst_qquickflickable.cpp create",
                2500, 0, "px/s") { p.maxFlingVelocity },
        ]
    }
}

extension EngineReference {
    /// `QQuickFlickablePrivate::flick()` (`src/quick/items/qquickflickable.cpp`): v²/(2·1500) to the
    /// nearest whole pixel of the content position, decelerating evenly to land there, on the
    /// timeline's whole-millisecond clock (`src/quick/util/qquicktimeline.cpp`).
    static func qtquick(_ v: Double, origin: Double, frames: [Double]) -> Path {
        // Qt's content position `move` is −offset and its velocity −v.
        let qtVelocity = -v, move = -origin
        let v2 = v * v
        var dist = v2 / (1500 * 2)
        if qtVelocity > 0 { dist = -dist }
        let target = -(-(move - dist) + 0.5).rounded(.down)   // -Round(-(pos - dist)), Round = floor(x + 0.5)
        dist = -target + move
        let accel = v2 / (2 * abs(dist))
        let duration = abs(v) / accel
        let sign = v < 0 ? -1.0 : 1.0
        // `QQuickTimeLine::advance(int)`: the timeline's time is whole milliseconds.
        func ms(_ t: Double) -> Double { min((t * 1000 + 1e-6).rounded(.down) / 1000, duration) }
        return walk(frames, rest: -(target - move), done: { $0 >= duration },
                    position: { sign * (abs(v) * ms($0) - accel * ms($0) * ms($0) / 2) })
    }
}
