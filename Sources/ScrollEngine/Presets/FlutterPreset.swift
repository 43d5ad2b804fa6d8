extension PhysicsPreset {
    /// Flutter's default on Android and Linux: `ClampingScrollPhysics` with
    /// `ClampingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`),
    /// LSQ2 release velocity (`packages/flutter/lib/src/gestures/velocity_tracker.dart`),
    /// `kMinFlingVelocity` 50, `kMaxFlingVelocity` 8000 and `kTouchSlop` 18 (`gestures/constants.dart`), nested
    /// handoff (`NestedScrollView` carries momentum from the outer scroller to the inner one).
    public static let flutter = defaults.with {
        $0.name = "flutter"
        $0.summary = "Flutter ClampingScrollSimulation (Android/Linux default), nested"
        $0.velocity = LeastSquaresVelocityEstimator.flutter
        $0.fling = ClampingFlingSimulation.Model.standard
        $0.touchSlop = 18  // kTouchSlop, gestures/constants.dart
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
    }
}
