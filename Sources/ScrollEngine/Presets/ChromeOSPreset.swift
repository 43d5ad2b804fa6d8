extension PhysicsPreset {
    /// Chromium's `FlingCurve` (`ui/events/gestures/fling_curve.cc`): what Chromium builds without
    /// `kExperimentalFlingAnimation` use — ChromeOS among them. Gesture bounds from
    /// `ui/events/gesture_detection/gesture_configuration.cc` (`min_fling_velocity_` 30,
    /// `max_fling_velocity_` 17000), `VelocityTracker`'s LSQ2
    /// (`ui/events/gesture_detection/velocity_tracker.cc`), latching per gesture.
    ///
    /// Fling start: `.input`. `FlingController::UpdateCurrentFlingState` starts the curve at the
    /// last scroll update's time ("the animation should begin at the time of the last update"),
    /// and `ProgressFling` evaluates it at each frame's time minus that
    /// (`components/input/fling_controller.cc`, chromium/chromium
    /// 307b3fbf0d9156d6431d27ec77a068dbd486f82f). The lift carries the last move, so that is the
    /// lift's time; no frame-rate dependence. (Same controller as `chromium`.)
    public static let chromeos = defaults.with {
        $0.name = "chromeos"
        $0.summary = "Chromium ui/events/gestures/fling_curve.cc (ChromeOS), scroll latching"
        $0.velocity = LeastSquaresVelocityEstimator.chromium
        $0.fling = ChromiumFlingSimulation.Model.standard
        $0.minFlingVelocity = 30
        $0.maxFlingVelocity = 17000
        $0.handoff = .latch
    }
}
