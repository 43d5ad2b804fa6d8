extension PhysicsPreset {
    /// Chromium's `FlingCurve` (`ui/events/gestures/fling_curve.cc`): what Chromium builds without
    /// `kExperimentalFlingAnimation` use — ChromeOS among them. Gesture bounds from
    /// `ui/events/gesture_detection/gesture_configuration.cc` (`min_fling_velocity_` 30,
    /// `max_fling_velocity_` 17000), `VelocityTracker`'s LSQ2
    /// (`ui/events/gesture_detection/velocity_tracker.cc`), latching per gesture.
    ///
    /// Fling start: `.lastMove` and boost `.booster`, as `chromium`: the same `FlingController` and
    /// `FlingBooster` run the fling whatever the curve (`components/input/fling_controller.cc`,
    /// chromium/chromium 307b3fbf0d9156d6431d27ec77a068dbd486f82f); the last input interval
    /// before the lift, any frame rate. `FlingCurve` has no distance cap to widen. Touch slop 6 px:
    /// Aura's ChromeOS setting (`ui/events/gesture_detection/gesture_configuration_aura.cc`,
    /// chromium/chromium 1cc90dc55468ef6281a932c337ade71cc7ee3c67).
    public static let chromeos = defaults.with {
        $0.name = "chromeos"
        $0.summary = "Chromium ui/events/gestures/fling_curve.cc (ChromeOS), scroll latching"
        $0.velocity = LeastSquaresVelocityEstimator.chromium
        $0.fling = ChromiumFlingSimulation.Model.standard
        $0.minFlingVelocity = 30
        $0.maxFlingVelocity = 17000
        $0.handoff = .latch
        $0.flingStart = .lastMove
        $0.boost = .booster
        $0.touchSlop = 6
    }
}
