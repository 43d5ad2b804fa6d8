extension PhysicsPreset {
    /// Desktop Chrome on Linux and Windows: `kExperimentalFlingAnimation` is on by default there
    /// (`ui/base/ui_base_features.cc`), so `ui/events/gestures/blink/web_gesture_curve_impl.cc`
    /// builds `PhysicsBasedFlingCurve` (`ui/events/gestures/physics_based_fling_curve.cc`; chromium/chromium
    /// 216cb28ad466b475fbc295624703681e2c08f305 for the curve's choice) at 96 ppi
    /// with the viewport's cap. Gesture bounds 30…17000 px/s
    /// (`ui/events/gesture_detection/gesture_configuration.cc`, 33aa7e22b07a56e107765cca9b47c04b2a957271), LSQ2_RESTRICTED release velocity
    /// (`ui/events/gesture_detection/velocity_tracker.cc`, as `gesture_configuration_aura.cc` sets it), latching per gesture.
    ///
    /// Fling start: `.lastMoveOneFrameLate`. `FlingController::UpdateCurrentFlingState` starts the
    /// curve at the last scroll update's time ("the animation should begin at the time of the last
    /// update"); `ProcessGestureFlingStart` samples it when it handles the lift and `ProgressFling`
    /// at each frame's time after (`components/input/fling_controller.cc`, chromium/chromium
    /// 307b3fbf0d9156d6431d27ec77a068dbd486f82f). The browser sends each sample to the renderer as
    /// a scroll update, and the renderer's compositor takes the updates queued when its own frame
    /// begins (`InputHandlerProxy::DeliverInputForBeginFrame`,
    /// `third_party/blink/renderer/platform/widget/input/input_handler_proxy.cc`, chromium/chromium
    /// e5f168f19a379d23a18ad9e45e998f28ee7aff29): a sample taken
    /// at a frame's time arrives after that frame has begun, so each frame shows the sample of the
    /// frame before, and the first frame after the lift the lift's own. The truth files show it
    /// (docs/truth.md): each frame follows the browser's sample of the frame before.
    /// Boost: `.booster` (`ChromiumBoosterWatch`), which widens the distance cap by the boost.
    /// Touch slop 15 px: `max_touch_move_in_pixels_for_click_`
    /// (`ui/events/gesture_detection/gesture_configuration.cc`, chromium/chromium
    /// 33aa7e22b07a56e107765cca9b47c04b2a957271); Aura lowers it to 6 only on ChromeOS.
    /// Drag start: `.pastSlop`. The gesture provider's first scroll update is the travel scaled by
    /// max(0, d − slop)/d, d the two-dimensional distance from the press (`SubtractSlopRegion`,
    /// `ui/events/gesture_detection/gesture_provider.cc`, chromium/chromium
    /// ff9590af9030d8f0f2f9f6c6a18f0c6258c33504); the truth files' `release.slop` is 15.
    /// Wheel reverse: `.subtracts`. A notch during a smooth scroll moves the animation's target by
    /// its delta (`ScrollOffsetAnimationImpl::ScrollAnimationUpdateTarget`,
    /// `cc/animation/scroll_offset_animations_impl.cc`), so a
    /// notch back comes off the travel left; the curve keeps its velocity into the new target
    /// (`ScrollOffsetAnimationCurve::UpdateTarget`), which Handoff's ease does not model.
    /// Caught drag start: `.pastSlop` too. The touch start cancels the fling, and the gesture
    /// detector, which knows nothing of flings, still waits for the slop and takes it off: the
    /// second stroke of the `reflick` truth file, which catches a running fling, swallows 15 px.
    public static let chromium = defaults.with {
        $0.name = "chromium"
        $0.summary = "Chrome desktop PhysicsBasedFlingCurve (Linux/Windows), scroll latching"
        $0.velocity = LeastSquaresVelocityEstimator.chromium
        $0.fling = PhysicsBasedFlingSimulation.Model.standard
        $0.minFlingVelocity = 30
        $0.maxFlingVelocity = 17000
        $0.handoff = .latch
        $0.seam = "latch: the gesture latches to the first scroller under the finger that can take the first delta, or one with overscroll-behavior other than auto (cc/input/input_handler.cc, FindNodeToLatch); leftover delta is dropped, and an inertial update nobody consumed stops the fling (components/input/fling_controller.cc; content fling_browsertest.cc EarlyTouchscreenFlingCancelationOnInertialGSUAckNotConsumed). Desktop Linux shows no elastic overscroll."
        $0.flingStart = .lastMoveOneFrameLate
        $0.boost = .booster
        $0.touchSlop = 15
        $0.dragStart = .pastSlop
        $0.dragStartCaught = .pastSlop
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.chromium` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let chromium = PresetDefinition(
        preset: .chromium,
        momentum: "desktop Chrome (Linux, Windows): `PhysicsBasedFlingCurve`, v²/(2·2645.7 px/s²) capped at 3 viewports, T = min(2 s, v/2300), Bézier fitted to v",
        releaseVelocity: "LSQ2_RESTRICTED (Aura): LSQ2, up 80 ms after the last move = 0, no velocity against the motion",
        flingDuringFling: "booster: adds the caught fling's starting velocity (50-ms windows, ≥ 350 px/s) and widens the cap by the boost",
        cases: ReferenceCases.chromium,
        replica: EngineReplica(source: "chromium/chromium 4c58b9eda9c169c507a3bfb1b5bf9b1fa4e5d18a ui/events/gestures/physics_based_fling_curve.cc") { v, origin, viewport, frames in
            EngineReference.chromium(v, viewport: viewport, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `chromium`'s engine's tests assert or its code computes.
    static func chromium(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let test = "chromium/chromium 4c58b9eda9c169c507a3bfb1b5bf9b1fa4e5d18a ui/events/gestures/physics_based_fling_curve_unittest.cc"
        let tracker = "chromium/chromium e130f1dae679001dad2affdd42d979c98689a380 ui/events/gesture_detection/velocity_tracker_unittest.cc"
        return dragStart(b, "chromium/chromium ff9590af9030d8f0f2f9f6c6a18f0c6258c33504 ui/events/gesture_detection/gesture_provider.cc SubtractSlopRegion", leaving: 2, atLeaving: 1, afterFive: 25)
            + caughtDragStart(b, "chromium/chromium ff9590af9030d8f0f2f9f6c6a18f0c6258c33504 ui/events/gesture_detection/gesture_provider.cc SubtractSlopRegion (truth: reflick's release.slop 15)", leaving: 2, atLeaving: 1, afterFive: 25) + [
            b.t("5000 px/s, viewport 1080: offset at 20 ms", test + " BasicFlingTestVelocityY", 98, 1, "px") { fling(p, 5000, viewport: 1080).x(0.02) },
            b.t("5000 px/s, viewport 1080: offset at 250 ms", test + " BasicFlingTestVelocityY", 98 + 923, 2, "px") { fling(p, 5000, viewport: 1080).x(0.25) },
            b.t("5000 px/s, viewport 1080: offset at the end (3 viewports)", test + " BasicFlingTestVelocityY", 98 + 923 + 2218, 3, "px") { fling(p, 5000, viewport: 1080).x(2) },
            b.t("5000 px/s, viewport 1920: offset at 20 ms", test + " BasicFlingTestVelocityX", 99, 1, "px") { fling(p, 5000, viewport: 1920).x(0.02) },
            b.t("5000 px/s, viewport 1920: offset at 250 ms", test + " BasicFlingTestVelocityX", 99 + 1054, 2, "px") { fling(p, 5000, viewport: 1920).x(0.25) },
            b.t("5000 px/s, viewport 1920: offset at the end", test + " BasicFlingTestVelocityX", 99 + 1054 + 3571, 3, "px") { fling(p, 5000, viewport: 1920).x(10) },
            b.t("5000 px/s: control point p1.y", test + " ControlPointsWithSlopeLessThan1", 0.43, 0.01, "") {
                Double(PhysicsBasedFlingSimulation(velocity: 5000, viewport: 1920).p1y) },
            b.t("15000 px/s: control point p1.x", test + " ControlPointsWithSlopeGreaterThan1", 0.19, 0.01, "") {
                Double(PhysicsBasedFlingSimulation(velocity: 15000, viewport: 1920).p1x) },
            b.t("500 px/s, 60 samples over 1 s: release velocity", tracker + " Basic", 500, 5, "px/s") {
                var h = MotionHistory()
                for i in 0...60 { h.add(timeMs: Double(i) * 1000 / 60, position: Double(i) * 500 / 60) }
                return estimate(p, h, atMs: 1000) },
            b.t("an up 100 ms after the last move: no velocity", tracker + " DelayedActionUp", 0, 0, "px/s") {
                var h = MotionHistory()
                for i in 0...9 { h.add(timeMs: Double(i) * 2, position: Double(i) * 100) }
                return estimate(p, h, atMs: 18 + 100) },
        ]
    }
}

extension EngineReference {
    /// `ui/events/gestures/physics_based_fling_curve.cc` at 96 ppi: v²/(2a) capped at 3 viewports,
    /// T = min(2 s, v/2300), the Bézier (0.2, p1y)/(p1x, 1)–(0.55, 1) solved by bisection.
    static func chromium(_ v: Double, viewport: Double, frames: [Double]) -> Path {
        let speed = abs(v)
        let a = Double(Float(96) * Float(2.7559e-5)) * 1e6
        var distance = speed * speed / (2 * a)
        if viewport > 0 { distance = min(distance, (3 * viewport).rounded(.down)) }
        let duration = min(2, speed / 2300)
        let slope = speed * duration / distance
        let (p1x, p1y): (Double, Double) = slope * 0.2 < 1 ? (0.2, Double(Float(0.2 * slope))) : (Double(Float(1 / slope)), 1)
        func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
        }
        func y(atX target: Double) -> Double {
            var low = 0.0, high = 1.0
            for _ in 0..<60 {
                let mid = (low + high) / 2
                if bezier(mid, p1x, 0.55) < target { low = mid } else { high = mid }
            }
            return bezier((low + high) / 2, p1y, 1)
        }
        let sign = v < 0 ? -1.0 : 1.0
        return walk(frames, rest: sign * distance, done: { $0 >= duration }, position: { sign * distance * y(atX: $0 / duration) })
    }
}
