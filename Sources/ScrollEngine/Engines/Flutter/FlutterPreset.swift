#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Drag start: `.fromSlopMove`. `Scrollable`'s recognizers use `DragStartBehavior.start`, and
    /// `DragGestureRecognizer.acceptGesture` then moves the drag's origin by the pending offset
    /// and reports no update for it (`packages/flutter/lib/src/gestures/monodrag.dart`,
    /// flutter/flutter 6da31f2cfe3f91d68550a5b094150a8860202334): the move that passes the slop
    /// scrolls nothing. That is the press on a list whose rows take taps too, where the drag
    /// recognizer wins the gesture arena only at the slop.
    /// Caught drag start: `.atPress`. A ballistic (a fling, a spring back from past an edge) or a
    /// driven animation ignores pointers below the `Scrollable` (`shouldIgnorePointer`,
    /// `packages/flutter/lib/src/widgets/scroll_activity.dart`, flutter/flutter
    /// 009ded19d5cf78954213ad253a0e0b71bc3db4b3; `goBallistic` keeps the drag's `true`; the
    /// `IgnorePointer` around the viewport in `scrollable.dart`), so its drag recognizer is alone
    /// in the arena, which gives the only member the win as soon as it closes after the down
    /// (`_tryToResolveArena`, `packages/flutter/lib/src/gestures/arena.dart`, flutter/flutter
    /// 00c84e6c905e5dd7238069eeb9d3d2c108e01575); `acceptGesture` starts the drag there with no
    /// pending offset, and every move updates it by its own delta. A recognizer above the
    /// scroller (a horizontal pager's) would still compete; the preset does not model that.
    public static let flutter = defaults.with {
        $0.name = "flutter"
        $0.summary = "Flutter ClampingScrollSimulation (Android/Linux default), nested"
        $0.velocity = LeastSquaresVelocityEstimator.flutter
        $0.fling = ClampingFlingSimulation.Model.standard
        $0.flingStart = .liftFrame
        $0.touchSlop = 18  // kTouchSlop, gestures/constants.dart
        $0.dragStart = .fromSlopMove
        $0.dragStartCaught = .atPress
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.handoff = .nested
        $0.seam = "nested: NestedScrollView splits each drag between outer and inner in the same event and, at the release, gives both one ballistic with the same velocity over their combined extents (_NestedScrollCoordinator.applyUserOffset, goBallistic in packages/flutter/lib/src/widgets/nested_scroll_view.dart), so nothing is lost at the seam."
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.flutter` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let flutter = PresetDefinition(
        preset: .flutter,
        momentum: "`ClampingScrollSimulation`: Android's distance over 0.825 × Android's duration, x = D·(1 − (1 − t/T)^2.358)",
        releaseVelocity: "Flutter `VelocityTracker` LSQ2 (≥ 3 samples, 40 ms gaps)",
        flingDuringFling: "—",
        cases: ReferenceCases.flutter,
        replica: EngineReplica(source: "flutter/flutter 095d6b964df074dd00eff7e48eb0f25230d9e382 packages/flutter/lib/src/widgets/scroll_simulation.dart") { v, origin, viewport, frames in
            EngineReference.flutter(v, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `flutter`'s engine's tests assert or its code computes.
    static func flutter(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let test = "flutter/flutter 10166b719c34ff754efdba71590a0b1af0e7204c packages/flutter/test/widgets/scroll_simulation_test.dart"
        return dragStart(b, "flutter/flutter 6da31f2cfe3f91d68550a5b094150a8860202334 packages/flutter/lib/src/gestures/monodrag.dart acceptGesture (DragStartBehavior.start)", leaving: 3, atLeaving: 0, afterFive: 16)
            + caughtDragStart(b, "flutter/flutter 00c84e6c905e5dd7238069eeb9d3d2c108e01575 packages/flutter/lib/src/gestures/arena.dart _tryToResolveArena (one member wins at once); 6da31f2cfe3f91d68550a5b094150a8860202334 monodrag.dart acceptGesture", leaving: 1, atLeaving: 8, afterFive: 40) + [2866.91537, 1982.785934, 614.2093, 182.114534].flatMap { v in [
            b.t("\(v) px/s: velocity at 0", test + " (stable initial conditions)", v, 1e-10 * v, "px/s") { fling(p, v).dx(0) },
            b.t("\(v) px/s: velocity at 10 s", test + " (velocity eventually reaches zero)", 0, 0, "px/s") { fling(p, v).dx(10) },
        ] } + [
            b.c("1000 px/s: distance (Android's spline, unrounded)", "flutter/flutter 095d6b964df074dd00eff7e48eb0f25230d9e382 packages/flutter/lib/src/widgets/scroll_simulation.dart",
                194.3136, 0.001, "px") { fling(p, 1000).finalX },
        ]
    }
}

extension EngineReference {
    /// Flutter's `ClampingScrollSimulation` (`packages/flutter/lib/src/widgets/scroll_simulation.dart`).
    static func flutter(_ v: Double, frames: [Double]) -> Path {
        let decelerationRate = log(0.78) / log(0.9), inflexion = 0.35
        let physicalCoeff = 9.80665 * 39.37 * 160.0 * 0.84
        let referenceVelocity = 0.015 * physicalCoeff / inflexion
        let duration = decelerationRate * inflexion * pow(abs(v) / referenceVelocity, 1 / (decelerationRate - 1))
        let distance = v * duration / decelerationRate
        return walk(frames, rest: distance, done: { $0 >= duration }, position: {
            distance * (1 - pow(1 - min(max($0 / duration, 0), 1), decelerationRate))
        })
    }
}
