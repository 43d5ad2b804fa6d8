extension PhysicsPreset {
    /// iOS-like. UIKit's source is not public, so this preset is put together from three kinds of
    /// source, kept apart here:
    ///
    /// - **UIKit's published behaviour.** The deceleration rate: `UIScrollView.DecelerationRate`
    ///   `.normal`, the velocity kept per millisecond (0.998; Apple names the rate, the value is the
    ///   one UIKit returns and WWDC 2018 "Designing Fluid Interfaces" uses in its projection
    ///   `v/1000 · r/(1 − r)`). `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    ///   tells the delegate where deceleration will end, and the content ends there: a fling has
    ///   one resting point, known at the release.
    /// - **Flutter's iOS code** (flutter/flutter at the revisions `Verify/IOSReferenceCases.swift`
    ///   pins). The release velocity: `IOSScrollViewFlingVelocityTracker`
    ///   (`packages/flutter/lib/src/gestures/velocity_tracker.dart`), fitted to UIScrollView and
    ///   published. The curve's form: `FrictionSimulation` (`packages/flutter/lib/src/physics/
    ///   friction_simulation.dart`), x(t) = x₀ + v·(dragᵗ − 1)/ln(drag), which
    ///   `BouncingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`)
    ///   builds with drag 0.135, "Taken from UIScrollView.decelerationRate (.normal = 0.998)".
    /// - **Handoff's own choices.** The drag is 0.998¹⁰⁰⁰ = 0.135065, not Flutter's rounded 0.135:
    ///   the preset keeps UIKit's per-millisecond rate (a preset file can say `"rate": 0.99`, UIKit's
    ///   `.fast`), and the rest differs by 0.02 %. The fling stops within 0.5 px of its rest and
    ///   lands on it (`DecelerationSimulation.restDistance`), not at Flutter's velocity tolerance
    ///   (`ScrollPhysics.toleranceFor` in `packages/flutter/lib/src/widgets/scroll_physics.dart`,
    ///   1/(0.050·devicePixelRatio) = 20 px/s at DPR 1), which leaves the content v/k = 20/2.0 ≈ 10 px
    ///   short of the rest UIKit reports to its delegate. The 40-ms stillness rule on the release
    ///   velocity (`UIKitVelocityEstimator`) and the rubber band's c = 0.55 (`RubberBand`) are
    ///   measurements of iOS by others, not UIKit's code.
    ///
    /// Fling start: `.input`: nothing public says otherwise.
    public static let ios = defaults.with {
        $0.name = "ios"
        $0.summary = "UIScrollView, normal deceleration (v0*0.998^ms)"
        $0.velocity = UIKitVelocityEstimator.standard
    }
}
