extension PhysicsPreset {
    /// Android: `OverScroller`'s spline fling at density 1 (160 ppi) with AOSP's whole-pixel
    /// distance and whole-ms duration (`frameworks/base/core/java/android/widget/OverScroller.java`),
    /// its flywheel (a fling during a fling adds the running velocity), `VelocityTracker`'s LSQ2
    /// (`frameworks/native/libs/input/VelocityTracker.cpp`), `ViewConfiguration`'s 8 dp touch slop,
    /// 50 dp/s minimum and 8000 dp/s maximum fling velocity, and a stiffer return (the stretch
    /// edge effect relaxes quickly).
    ///
    /// Fling start: `.input`, the lift's time: not read from AOSP's source yet (`OverScroller`
    /// takes `AnimationUtils.currentAnimationTimeMillis()` at `fling`, which may be the frame's
    /// time rather than the lift's).
    public static let android = defaults.with {
        $0.name = "android"
        $0.summary = "Android OverScroller spline fling, density 1, LSQ2, flywheel"
        $0.fling = SplineFlingSimulation.Model.standard
        $0.boost = .flywheel
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
    }
}
