extension PhysicsPreset {
    /// Flutter's default on Android and Linux: `ClampingScrollPhysics` with
    /// `ClampingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`),
    /// LSQ2 release velocity (`packages/flutter/lib/src/gestures/velocity_tracker.dart`),
    /// `kMinFlingVelocity` 50, `kMaxFlingVelocity` 8000 and `kTouchSlop` 18 (`gestures/constants.dart`), nested
    /// handoff (`NestedScrollView` carries momentum from the outer scroller to the inner one).
    ///
    /// Fling start: `.liftFrame`. The ballistic activity runs an `AnimationController` whose
    /// `Ticker` sets `_startTime ??= timeStamp` on its first tick (`packages/flutter/lib/src/
    /// scheduler/ticker.dart`, flutter/flutter f22aa41276f2813a0d534c2f72516c3b887e3e11), and a
    /// lift is handled between frames, so the simulation reads t = 0 on the first frame after the
    /// lift. The path comes up to one frame period after the lift: 16.7 ms at 60 Hz.
    public static let flutter = defaults.with {
        $0.name = "flutter"
        $0.summary = "Flutter ClampingScrollSimulation (Android/Linux default), nested"
        $0.velocity = LeastSquaresVelocityEstimator.flutter
        $0.fling = ClampingFlingSimulation.Model.standard
        $0.flingStart = .liftFrame
        $0.touchSlop = 18  // kTouchSlop, gestures/constants.dart
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
    }
}
