#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PhysicsPreset {
    /// Chromium's `FlingCurve` (`ui/events/gestures/fling_curve.cc`): what Chromium builds without
    /// `kExperimentalFlingAnimation` use — ChromeOS among them. Gesture bounds from
    /// `ui/events/gesture_detection/gesture_configuration.cc` (`min_fling_velocity_` 30,
    /// `max_fling_velocity_` 17000), `VelocityTracker`'s LSQ2
    /// (`ui/events/gesture_detection/velocity_tracker.cc`), latching per gesture.
    ///
    /// Fling start: `.lastMoveOneFrameLate` and boost `.booster`, as `chromium`: the same
    /// `FlingController`, `FlingBooster` and renderer run the fling whatever the curve
    /// (`components/input/fling_controller.cc`, chromium/chromium
    /// 307b3fbf0d9156d6431d27ec77a068dbd486f82f). `FlingCurve` has no distance cap to widen. Touch slop 6 px:
    /// Aura's ChromeOS setting (`ui/events/gesture_detection/gesture_configuration_aura.cc`,
    /// chromium/chromium 1cc90dc55468ef6281a932c337ade71cc7ee3c67). Drag start: `.pastSlop`, the same
    /// gesture provider as `chromium` (`SubtractSlopRegion`), also for a press that catches a
    /// fling (`dragStartCaught`, as `chromium`).
    public static let chromeos = defaults.with {
        $0.name = "chromeos"
        $0.summary = "Chromium ui/events/gestures/fling_curve.cc (ChromeOS), scroll latching"
        $0.velocity = LeastSquaresVelocityEstimator.chromium
        $0.fling = ChromiumFlingSimulation.Model.standard
        $0.minFlingVelocity = 30
        $0.maxFlingVelocity = 17000
        $0.handoff = .latch
        $0.seam = "latch: as chromium (cc/input/input_handler.cc scroll latching; components/input/fling_controller.cc stops a fling whose inertial update nobody consumed)."
        $0.flingStart = .lastMoveOneFrameLate
        $0.boost = .booster
        $0.touchSlop = 6
        $0.dragStart = .pastSlop
        $0.dragStartCaught = .pastSlop
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.chromeos` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let chromeos = PresetDefinition(
        preset: .chromeos,
        momentum: "Chromium `FlingCurve` (α −5707.62, β 172, γ 3.7), what non-desktop Chromium builds use",
        releaseVelocity: "as `chromium`",
        flingDuringFling: "booster, as `chromium`",
        cases: ReferenceCases.chromeos,
        replica: EngineReplica(source: "chromium/chromium be5cd41eea3ed2f989f430d623877d27f7779501 ui/events/gestures/fling_curve.cc") { v, origin, viewport, frames in
            EngineReference.flingCurve(v, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `chromeos`'s engine's tests assert or its code computes.
    static func chromeos(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let test = "chromium/chromium 84c6ee4d54959de5b0ca8a7b1ab58ec9226488cb ui/events/gestures/fling_curve_unittest.cc Basic"
        return dragStart(b, "chromium/chromium ff9590af9030d8f0f2f9f6c6a18f0c6258c33504 ui/events/gesture_detection/gesture_provider.cc SubtractSlopRegion", leaving: 1, atLeaving: 2, afterFive: 34)
            + caughtDragStart(b, "chromium/chromium ff9590af9030d8f0f2f9f6c6a18f0c6258c33504 ui/events/gesture_detection/gesture_provider.cc SubtractSlopRegion", leaving: 1, atLeaving: 2, afterFive: 34) + [
            b.t("5000 px/s: offset at 20 ms", test, 96, 1, "px") { fling(p, 5000).x(0.02) },
            b.t("5000 px/s: offset at 250 ms", test, 96 + 705, 2, "px") { fling(p, 5000).x(0.25) },
            b.t("5000 px/s: offset at the end", test, 96 + 705 + 392, 3, "px") { fling(p, 5000).x(10) },
        ]
    }
}

extension EngineReference {
    /// `ui/events/gestures/fling_curve.cc`: the fixed curve α·e^(−γt) − β·t − α entered where its
    /// speed is the release's (float constants promoted to double, as the code does).
    static func flingCurve(_ v: Double, frames: [Double]) -> Path {
        let alpha = Double(Float(-5707.62)), beta = Double(Float(172)), gamma = Double(Float(3.7))
        func position(_ t: Double) -> Double { alpha * exp(-gamma * t) - beta * t - alpha }
        func time(atVelocity speed: Double) -> Double { -log((speed + beta) / (-alpha * gamma)) / gamma }
        let speed = min(abs(v), -alpha * gamma - beta)
        let t0 = time(atVelocity: speed), end = time(atVelocity: 0)
        let sign = v < 0 ? -1.0 : 1.0
        let rest = sign * (position(end) - position(t0))
        return walk(frames, rest: rest, done: { t0 + $0 >= end }, position: { sign * (position(t0 + $0) - position(t0)) })
    }
}
