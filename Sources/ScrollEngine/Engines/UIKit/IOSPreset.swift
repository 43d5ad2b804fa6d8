#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PhysicsPreset {
    /// iOS-like. UIKit's source is not public, so this preset is put together from three kinds of
    /// source, kept apart here:
    ///
    /// - **UIKit's published behaviour.** The deceleration rate: `UIScrollView.DecelerationRate`
    ///   `.normal`, the velocity kept per millisecond (0.998: the rate's raw value, not printed in
    ///   Apple's documentation; WWDC 2018 "Designing Fluid Interfaces" projects a fling's rest
    ///   with it as `v/1000 · r/(1 − r)`). `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    ///   tells the delegate where deceleration will end, and the content ends there: a fling has
    ///   one resting point, known at the release.
    /// - **Flutter's iOS code** (flutter/flutter). The release velocity:
    ///   `IOSScrollViewFlingVelocityTracker` (`packages/flutter/lib/src/gestures/velocity_tracker.dart`),
    ///   fitted to UIScrollView and published. The curve's form: `FrictionSimulation`
    ///   (`packages/flutter/lib/src/physics/friction_simulation.dart` at
    ///   17f23b3dc814a4f757c114efd4fced6956f2d507), x(t) = x₀ + v·(dragᵗ − 1)/ln(drag), which
    ///   `BouncingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart` at
    ///   095d6b964df074dd00eff7e48eb0f25230d9e382) builds with drag 0.135, "Taken from
    ///   UIScrollView.decelerationRate (.normal = 0.998)".
    /// - **Handoff's own choices.** The drag is 0.998¹⁰⁰⁰ = 0.135065, not Flutter's rounded 0.135:
    ///   the preset keeps UIKit's per-millisecond rate (a preset file can say `"rate": 0.99`, UIKit's
    ///   `.fast`), and the rest differs by 0.02 %. The fling stops within 0.5 px of its rest and
    ///   lands on it (`DecelerationSimulation.restDistance`), not at Flutter's velocity tolerance
    ///   (`ScrollPhysics.toleranceFor` in `packages/flutter/lib/src/widgets/scroll_physics.dart` at
    ///   ae4ced5add82c786d9bc64ab4d93d9eba8039ce4,
    ///   1/(0.050·devicePixelRatio) = 20 px/s at DPR 1), which leaves the content v/k = 20/2.0 ≈ 10 px
    ///   short of the rest UIKit reports to its delegate. A finger still for 40 ms before the lift
    ///   flings nothing (`UIKitVelocityEstimator.stillMs`): the pause Android's and Flutter's
    ///   trackers take for a stopped pointer, borrowed because Flutter's iOS tracker has none.
    ///   The rubber band's c = 0.55 (`RubberBand`) is a measurement of iOS by others, not code.
    ///
    /// Fling start: `.input`: nothing public says otherwise.
    /// Drag start: `.wholeTravel`, unverified: UIKit's source is closed and no truth file of iOS
    /// exists; `UIPanGestureRecognizer` reports a translation from the touch's start once it
    /// begins, and the preset keeps the behaviour it has always had rather than guess.
    /// Wheel reverse: `.turns`, Handoff's choice: UIKit's handling of a mouse wheel is not public.
    /// A notch back should show at once; under `.subtracts` the first notches back after a fast
    /// spin only eat into the travel still pending, and one that meets as much travel left stops
    /// the content without a visible change (`Benchmarks/latency` measured those notches a refresh late).
    /// Caught drag start: `.wholeTravel`, the same, and as unverified: a touch stops a
    /// decelerating UIScrollView where it is (its documented behaviour), but nothing public says
    /// whether its pan then waits for the usual hysteresis; keeping one rule for both presses
    /// guesses nothing new.
    public static let ios = defaults.with {
        $0.name = "ios"
        $0.summary = "UIScrollView, normal deceleration (v0*0.998^ms)"
        $0.velocity = UIKitVelocityEstimator.standard
        $0.handoff = .nested
        $0.dragStart = .wholeTravel
        $0.wheelReverse = .turns
        $0.dragStartCaught = .wholeTravel
        $0.seam = "nested (the hand-written handoff of iOS apps with a collapsing header: the header takes \"more\" before the list, the list \"less\" before the header, momentum carried across in the frame it arrives). UIKit itself hands nothing between nested UIScrollViews: that is `none`, not the default, because no iOS app with a collapsing header ships UIKit's own behaviour; Apple publishes no source for UIScrollView."
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.ios` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let ios = PresetDefinition(
        preset: .ios,
        momentum: "UIKit `decelerationRate` .normal: v·0.998^ms, rest within ½ px",
        releaseVelocity: "UIKit-like: Flutter's `IOSScrollViewFlingVelocityTracker` (0.6/0.35/0.05 on the last three intervals) + 40 ms stop",
        flingDuringFling: "—",
        cases: ReferenceCases.ios,
        replica: EngineReplica(source: "flutter/flutter 17f23b3dc814a4f757c114efd4fced6956f2d507 packages/flutter/lib/src/physics/friction_simulation.dart") { v, origin, viewport, frames in
            EngineReference.decay(v, rate: 0.998, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `ios`'s engine's tests assert or its code computes.
    static func ios(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let test = "flutter/flutter d4c465831b86bf7bae6f0da39ac2713db09967d9 packages/flutter/test/physics/friction_simulation_test.dart (drag 0.135)"
        return dragStart(b, "no source: UIKit is closed (the preset keeps the whole travel, past the slop as GTK's threshold)", leaving: 2, atLeaving: 16, afterFive: 40)
            + caughtDragStart(b, "no source: UIKit is closed (the preset keeps the whole travel, past the slop as GTK's threshold)", leaving: 2, atLeaving: 16, afterFive: 40) + [
            b.t("100 px/s: offset at 0.1 s", test, 10, 1, "px") { fling(p, 100).x(0.1) },
            b.t("100 px/s: offset at 0.5 s", test, 31, 1, "px") { fling(p, 100).x(0.5) },
            b.t("100 px/s: offset at 2 s", test, 49, 1, "px") { fling(p, 100).x(2) },
            b.t("100 px/s: rest", test, 49, 1, "px") { fling(p, 100).finalX },
        ]
    }
}

extension EngineReference {
    /// UIKit's `decelerationRate` as Flutter writes it (`physics/friction_simulation.dart`,
    /// `x0 + v·drag^t/ln(drag) − v/ln(drag)`, drag = rate^1000), resting within half a pixel.
    static func decay(_ v: Double, rate: Double, frames: [Double]) -> Path {
        let drag = pow(rate, 1000), logDrag = log(drag)
        let rest = -v / logDrag
        func x(_ t: Double) -> Double { v * pow(drag, t) / logDrag - v / logDrag }
        return walk(frames, rest: rest, done: { abs(rest - x($0)) < 0.5 }, position: x)
    }
}
