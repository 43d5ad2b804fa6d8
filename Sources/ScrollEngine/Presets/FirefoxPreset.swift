extension PhysicsPreset {
    /// Firefox: APZ's desktop fling sampled per frame (`gfx/layers/apz/src/DesktopFlingPhysics.h`;
    /// `apz.fling_friction` 0.002, stop at 0.01 px/ms, no fling at or under 0.5 px/ms, no maximum
    /// — `apz.max_velocity_inches_per_ms` −1, `modules/libpref/init/StaticPrefList.yaml`), its
    /// velocity queue (`gfx/layers/apz/src/SimpleVelocityTracker.cpp`), latching per gesture. Its
    /// travel depends on the frame rate, as Firefox's does.
    ///
    /// Fling start: `.input`. `AsyncPanZoomController::StartAnimation` sets the last sample time to
    /// `GetFrameTime()`, which is `SampleTime::FromNow()` when the lift is handled
    /// (`gfx/layers/apz/src/AsyncPanZoomController.cpp`, `APZCTreeManager.cpp`), so the first
    /// composite samples the time since the lift.
    public static let firefox = defaults.with {
        $0.name = "firefox"
        $0.summary = "Firefox APZ desktop fling, sampled per frame (apz.fling_friction 0.002), latching"
        $0.fling = FirefoxFlingSimulation.Model.standard
        $0.velocity = APZVelocityEstimator.standard
        $0.minFlingVelocity = 500
        $0.maxFlingVelocity = .infinity
        $0.handoff = .latch
    }
}
