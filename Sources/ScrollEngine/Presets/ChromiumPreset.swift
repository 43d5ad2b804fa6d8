extension PhysicsPreset {
    /// Desktop Chrome on Linux and Windows: `kExperimentalFlingAnimation` is on by default there
    /// (`ui/base/ui_base_features.cc`), so `ui/events/gestures/blink/web_gesture_curve_impl.cc`
    /// builds `PhysicsBasedFlingCurve` (`ui/events/gestures/physics_based_fling_curve.cc`) at 96 ppi
    /// with the viewport's cap. Gesture bounds 30…17000 px/s
    /// (`ui/events/gesture_detection/gesture_configuration.cc`), LSQ2_RESTRICTED release velocity
    /// (`ui/events/gesture_detection/velocity_tracker.cc`, as `gesture_configuration_aura.cc` sets it), latching per gesture.
    ///
    /// Fling start: `.lastMove`. `FlingController::UpdateCurrentFlingState` starts the curve at the
    /// last scroll update's time ("the animation should begin at the time of the last update"),
    /// and `ProgressFling` evaluates it at each frame's time minus that
    /// (`components/input/fling_controller.cc`, chromium/chromium
    /// 307b3fbf0d9156d6431d27ec77a068dbd486f82f): the touch end itself does not count, so the curve
    /// runs the last input interval ahead of the lift, whatever the frame rate. (Here the browser
    /// handled the lift after the first frame that followed it, so that frame still showed the
    /// drag; that is input latency, which Handoff does not model.)
    /// Boost: `.booster` (`ChromiumBoosterWatch`), which widens the distance cap by the boost.
    /// Touch slop 15 px: `max_touch_move_in_pixels_for_click_`
    /// (`ui/events/gesture_detection/gesture_configuration.cc`, chromium/chromium
    /// 33aa7e22b07a56e107765cca9b47c04b2a957271); Aura lowers it to 6 only on ChromeOS.
    public static let chromium = defaults.with {
        $0.name = "chromium"
        $0.summary = "Chrome desktop PhysicsBasedFlingCurve (Linux/Windows), scroll latching"
        $0.velocity = LeastSquaresVelocityEstimator.chromium
        $0.fling = PhysicsBasedFlingSimulation.Model.standard
        $0.minFlingVelocity = 30
        $0.maxFlingVelocity = 17000
        $0.handoff = .latch
        $0.flingStart = .lastMove
        $0.boost = .booster
        $0.touchSlop = 15
    }
}
