extension PhysicsPreset {
    /// iOS-like: UIScrollView's normal deceleration (0.998 per ms; UIKit's source is not public —
    /// the value is Apple's `UIScrollView.DecelerationRate.normal`, the one Flutter's
    /// `packages/flutter/lib/src/widgets/scroll_simulation.dart` cites as "0.998^1000 = ~0.135"),
    /// rubber band c = 0.55, critically damped returns, nested handoff. Release velocity: UIKit's
    /// tracker as Flutter reproduces it (`IOSScrollViewFlingVelocityTracker`).
    public static let ios = defaults.with {
        $0.name = "ios"
        $0.summary = "UIScrollView, normal deceleration (v0*0.998^ms)"
        $0.velocity = UIKitVelocityEstimator.standard
    }
}
