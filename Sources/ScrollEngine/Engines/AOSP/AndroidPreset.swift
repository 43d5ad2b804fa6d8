#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PhysicsPreset {
    /// Android: `OverScroller`'s spline fling at density 1 (160 ppi) with AOSP's whole-pixel
    /// distance and whole-ms duration (`core/java/android/widget/OverScroller.java`, aosp-mirror/platform_frameworks_base
    /// 050275cd83f4a66dc3705714ccbe8db025626ce8),
    /// its flywheel (a fling during a fling adds the running velocity), `VelocityTracker`'s LSQ2
    /// (`frameworks/native/libs/input/VelocityTracker.cpp`), `ViewConfiguration`'s 8 dp touch slop,
    /// 50 dp/s minimum and 8000 dp/s maximum fling velocity, and a stiffer return (the stretch
    /// edge effect relaxes quickly).
    ///
    /// Fling start: `.input`, the lift's time: not read from AOSP's source yet (`OverScroller`
    /// takes `AnimationUtils.currentAnimationTimeMillis()` at `fling`, which may be the frame's
    /// time rather than the lift's).
    /// Drag start: `.pastSlop`. `ScrollView.onTouchEvent`, `NestedScrollView` and `RecyclerView`
    /// take the touch slop off the first move's delta on the axis that passed it
    /// (`core/java/android/widget/ScrollView.java`, aosp-mirror/platform_frameworks_base
    /// 050275cd83f4a66dc3705714ccbe8db025626ce8): per axis, where Chromium's is along the travel.
    /// Caught drag start: `.atPress`. A press while `mScroller` is not finished — a fling, a
    /// `springBack` from past an edge, a `smoothScrollBy` — sets `mIsBeingDragged` at
    /// `ACTION_DOWN` (`onInterceptTouchEvent` and `onTouchEvent`, the same file and revision), and
    /// `ACTION_MOVE` takes the slop off only when it is not dragging yet: every move scrolls by its
    /// whole delta. RecyclerView does the same by turning `SCROLL_STATE_SETTLING` into
    /// `SCROLL_STATE_DRAGGING` at `ACTION_DOWN` (androidx `RecyclerView.onInterceptTouchEvent`).
    public static let android = defaults.with {
        $0.name = "android"
        $0.summary = "Android OverScroller spline fling, density 1, LSQ2, flywheel"
        $0.fling = SplineFlingSimulation.Model.standard
        $0.boost = .flywheel
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.handoff = .coordinator
        $0.dragStart = .pastSlop
        $0.dragStartCaught = .atPress
        $0.seam = "coordinator: CoordinatorLayout + AppBarLayout. A gesture begun in the list passes each frame's unconsumed drag and fling delta to the header (RecyclerView ViewFlinger: dispatchNestedPreScroll/dispatchNestedScroll, TYPE_NON_TOUCH; AppBarLayout.Behavior onNestedPreScroll/onNestedScroll), with no new velocity at the seam; a gesture begun on the header drags and flings the header alone, its fling bounded to the header's range, and gives the list nothing (HeaderBehavior.fling; material-components-android issue 2297)."
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.android` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let android = PresetDefinition(
        preset: .android,
        momentum: "`OverScroller` spline, density 1; whole-px distance, whole-ms duration and time, each position `Math.round`ed",
        releaseVelocity: "`VelocityTracker` LSQ2 (20 samples, 100 ms, 40 ms gaps)",
        flingDuringFling: "flywheel: adds the running fling's velocity when directions agree",
        cases: ReferenceCases.android,
        replica: EngineReplica(source: "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/OverScroller.java") { v, origin, viewport, frames in
            EngineReference.android(v, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `android`'s engine's tests assert or its code computes.
    static func android(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let code = "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/OverScroller.java (float replica)"
        let rows: [(v: Double, ms: Double, distance: Double, at: [(Double, Double)])] = [
            (1000, 555, 194, [(16, 16), (100, 89), (277, 166)]),
            (2000, 924, 647, [(16, 32), (100, 191)]),
            (4000, 1540, 2156, [(16, 64), (100, 393)]),
            (8000, 2566, 7186, []),
        ]
        return dragStart(b, "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/ScrollView.java onTouchEvent (the slop off the first delta)", leaving: 1, atLeaving: 0, afterFive: 32)
            + caughtDragStart(b, "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/ScrollView.java ACTION_DOWN (mIsBeingDragged = !mScroller.isFinished())", leaving: 1, atLeaving: 8, afterFive: 40) + rows.flatMap { row in
            [b.c("\(Int(row.v)) px/s: duration (whole ms)", code, row.ms, 0, "ms") { SplineFlingSimulation(velocity: row.v).duration * 1000 },
             b.c("\(Int(row.v)) px/s: distance (whole px)", code, row.distance, 0, "px") { fling(p, row.v).finalX }]
                + row.at.map { at in
                    b.c("\(Int(row.v)) px/s: offset at \(Int(at.0)) ms", code, at.1, 0, "px") { fling(p, row.v).x(at.0 / 1000) }
                }
        }
    }
}

extension EngineReference {
    /// AOSP `OverScroller.SplineOverScroller` (`fling`, `update`): float table, whole px/s in,
    /// whole-pixel distance, whole-ms duration and time, `Math.round` of each position.
    static func android(_ velocity: Double, frames: [Double]) -> Path {
        let inflexion: Float = 0.35, startTension: Float = 0.5, endTension: Float = 1.0
        let p1 = startTension * inflexion, p2 = 1.0 - endTension * (1.0 - inflexion)
        var table = [Float](repeating: 0, count: 101)
        var xMin: Float = 0
        for i in 0..<100 {
            let alpha = Float(i) / 100
            var xMax: Float = 1, x: Float = 0, coef: Float = 0
            while true {
                x = xMin + (xMax - xMin) / 2
                coef = 3 * x * (1 - x)
                let tx = coef * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(tx - alpha) < 1e-5 { break }
                if tx > alpha { xMax = x } else { xMin = x }
            }
            table[i] = coef * ((1 - x) * startTension + x) + x * x * x
        }
        table[100] = 1
        let v = velocity.rounded(.towardZero)
        let decelerationRate = log(0.78) / log(0.9)
        let physical = Double(Float(9.80665) * 39.37 * 160 * 0.84)
        let l = log(0.35 * abs(v) / (0.015 * physical))
        let durationMs = (1000 * exp(l / (decelerationRate - 1))).rounded(.towardZero)
        let distance = (0.015 * physical * exp(decelerationRate / (decelerationRate - 1) * l)).rounded(.towardZero) * (v < 0 ? -1 : 1)
        func x(_ tau: Double) -> Double {
            let ms = (tau * 1000 + 1e-9).rounded(.down)
            let t = Float(ms / durationMs)
            let index = Int(100 * t)
            var coef: Float = 1
            if index < 100 {
                let tInf = Float(index) / 100, tSup = Float(index + 1) / 100
                coef = table[index] + (t - tInf) * (table[index + 1] - table[index]) / (tSup - tInf)
            }
            return (Double(coef) * distance + 0.5).rounded(.down)
        }
        return walk(frames, rest: distance, done: { $0 * 1000 > durationMs }, position: x)
    }
}
