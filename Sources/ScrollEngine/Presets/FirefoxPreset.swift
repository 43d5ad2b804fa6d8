extension PhysicsPreset {
    /// Firefox: APZ's desktop fling sampled per frame (`gfx/layers/apz/src/DesktopFlingPhysics.h`;
    /// `apz.fling_friction` 0.002, stop at 0.01 px/ms, no fling at or under 0.5 px/ms, no maximum
    /// — `apz.max_velocity_inches_per_ms` −1, `modules/libpref/init/StaticPrefList.yaml`), its
    /// velocity queue (`gfx/layers/apz/src/SimpleVelocityTracker.cpp`), latching per gesture. Its
    /// travel depends on the frame rate, as Firefox's does.
    ///
    /// Fling start: `.inputOneFrameLate`. `AsyncPanZoomController::StartAnimation` sets the last
    /// sample time to `GetFrameTime()`, the moment the lift is handled, so each vsync's sample
    /// advances the fling by the time since the lift (`gfx/layers/apz/src/AsyncPanZoomController.cpp`,
    /// SAP/project-foxhound 9dcb850a277433162f1f093c94ba59cfa5083f47); the compositor then draws
    /// the offset APZ sampled at the vsync before (WebRender's frame), so every frame shows the
    /// fling one frame period late: 16.7 ms at 60 Hz, by the frame rate.
    /// Boost: `.accelerator` (`APZAccelerationWatch`). Touch slop 10 px: `apz.touch_start_tolerance`
    /// 0.1 inch (`modules/libpref/init/StaticPrefList.yaml`) at the 100 dpi Xvfb reports (9.6 px
    /// at 96 dpi), checked in `OnTouchMove`.
    public static let firefox = defaults.with {
        $0.name = "firefox"
        $0.summary = "Firefox APZ desktop fling, sampled per frame (apz.fling_friction 0.002), latching"
        $0.fling = FirefoxFlingSimulation.Model.standard
        $0.velocity = APZVelocityEstimator.standard
        $0.minFlingVelocity = 500
        $0.maxFlingVelocity = .infinity
        $0.handoff = .latch
        $0.flingStart = .inputOneFrameLate
        $0.boost = .accelerator
        $0.touchSlop = 10
    }
}
