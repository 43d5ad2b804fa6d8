/// The table `handoff physics verify` runs and the test suite checks: each preset against numbers
/// from its engine's own unit tests and code, and against its engine's code on whole flicks.
public enum ReferenceCases {
    /// Every case, presets in `PhysicsPreset.all` order.
    public static var all: [ReferenceCase] { PhysicsPreset.all.flatMap { cases(for: $0.name) } }

    /// The cases of one preset (none for an unknown name).
    public static func cases(for name: String) -> [ReferenceCase] {
        guard let preset = PhysicsPreset.named(name) else { return [] }
        return engineCases(preset) + flickCases(preset)
    }

    /// The preset's fling from `velocity` in a `viewport`, at offset 0.
    static func fling(_ preset: PhysicsPreset, _ velocity: Double, viewport: Double = 0) -> any ScrollSimulation {
        preset.fling.simulation(for: FlingStart(velocity: velocity, origin: 0, viewport: viewport))
    }

    /// The preset's estimator over a history.
    static func estimate(_ preset: PhysicsPreset, _ history: MotionHistory, atMs: Double, source: VelocitySource = .pointer) -> Double {
        preset.estimate(history, atMs: atMs, source: source)
    }

    /// Where the preset's fling from `velocity` rests when shown at `hz`, from t = 0.
    static func framedRest(_ preset: PhysicsPreset, _ velocity: Double, hz: Double) -> Double {
        var simulation = fling(preset, velocity)
        var frame = 0.0
        while !simulation.isDone(frame / hz), frame < hz * 60 {
            simulation.sample(at: frame / hz)
            frame += 1
        }
        return simulation.finalX
    }

    /// The time of the last frame at `hz` that moves the preset's fling from `velocity`, ms.
    static func framedSettleMs(_ preset: PhysicsPreset, _ velocity: Double, hz: Double) -> Double {
        var simulation = fling(preset, velocity)
        var frame = 1.0, last = 0.0, shown = 0.0
        while !simulation.isDone(frame / hz), frame < hz * 60 {
            let x = simulation.x(frame / hz)
            if abs(x - shown) > ReferenceFlick.stillPx { last = frame }
            shown = x
            simulation.sample(at: frame / hz)
            frame += 1
        }
        return last * 1000 / hz
    }

    /// The velocity the preset's engine starts a fling with after a drag from 700 px through
    /// `moves` (time ms, position px), lifted at the last.
    static func releaseVelocity(_ preset: PhysicsPreset, moves: [(Double, Double)]) -> Double {
        let node = ScrollNode(contentExtent: 1_000_000, viewportExtent: 800, offset: 500_000, leading: .bounce, trailing: .bounce)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        try? scroller.pointerDown(position: 700, timeMs: 0)
        for (t, y) in moves { try? scroller.pointerMove(position: y, timeMs: t) }
        if let last = moves.last { try? scroller.pointerUp(position: last.1, timeMs: last.0) }
        return scroller.releaseVelocity
    }

    // MARK: - Numbers from the engines' tests and code

    static func engineCases(_ p: PhysicsPreset) -> [ReferenceCase] {
        /// A number the engine's own unit test asserts, with that test's tolerance.
        func t(_ check: String, _ origin: String, _ expected: Double, _ tolerance: Double, _ unit: String,
               _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
            ReferenceCase(preset: p.name, kind: .engineTest, check: check, origin: origin, expected: expected,
                          tolerance: tolerance, unit: unit, measure: measure)
        }
        /// A number computed by hand from the engine's code.
        func c(_ check: String, _ origin: String, _ expected: Double, _ tolerance: Double, _ unit: String,
               _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
            ReferenceCase(preset: p.name, kind: .engineCode, check: check, origin: origin, expected: expected,
                          tolerance: tolerance, unit: unit, measure: measure)
        }
        switch p.name {
        case "chromium":
            let test = "chromium/chromium 4c58b9eda9c169c507a3bfb1b5bf9b1fa4e5d18a ui/events/gestures/physics_based_fling_curve_unittest.cc"
            let tracker = "chromium/chromium e130f1dae679001dad2affdd42d979c98689a380 ui/events/gesture_detection/velocity_tracker_unittest.cc"
            return [
                t("5000 px/s, viewport 1080: offset at 20 ms", test + " BasicFlingTestVelocityY", 98, 1, "px") { fling(p, 5000, viewport: 1080).x(0.02) },
                t("5000 px/s, viewport 1080: offset at 250 ms", test + " BasicFlingTestVelocityY", 98 + 923, 2, "px") { fling(p, 5000, viewport: 1080).x(0.25) },
                t("5000 px/s, viewport 1080: offset at the end (3 viewports)", test + " BasicFlingTestVelocityY", 98 + 923 + 2218, 3, "px") { fling(p, 5000, viewport: 1080).x(2) },
                t("5000 px/s, viewport 1920: offset at 20 ms", test + " BasicFlingTestVelocityX", 99, 1, "px") { fling(p, 5000, viewport: 1920).x(0.02) },
                t("5000 px/s, viewport 1920: offset at 250 ms", test + " BasicFlingTestVelocityX", 99 + 1054, 2, "px") { fling(p, 5000, viewport: 1920).x(0.25) },
                t("5000 px/s, viewport 1920: offset at the end", test + " BasicFlingTestVelocityX", 99 + 1054 + 3571, 3, "px") { fling(p, 5000, viewport: 1920).x(10) },
                t("5000 px/s: control point p1.y", test + " ControlPointsWithSlopeLessThan1", 0.43, 0.01, "") {
                    Double(PhysicsBasedFlingSimulation(velocity: 5000, viewport: 1920).p1y) },
                t("15000 px/s: control point p1.x", test + " ControlPointsWithSlopeGreaterThan1", 0.19, 0.01, "") {
                    Double(PhysicsBasedFlingSimulation(velocity: 15000, viewport: 1920).p1x) },
                t("500 px/s, 60 samples over 1 s: release velocity", tracker + " Basic", 500, 5, "px/s") {
                    var h = MotionHistory()
                    for i in 0...60 { h.add(timeMs: Double(i) * 1000 / 60, position: Double(i) * 500 / 60) }
                    return estimate(p, h, atMs: 1000) },
                t("an up 100 ms after the last move: no velocity", tracker + " DelayedActionUp", 0, 0, "px/s") {
                    var h = MotionHistory()
                    for i in 0...9 { h.add(timeMs: Double(i) * 2, position: Double(i) * 100) }
                    return estimate(p, h, atMs: 18 + 100) },
            ]
        case "chromeos":
            let test = "chromium/chromium 84c6ee4d54959de5b0ca8a7b1ab58ec9226488cb ui/events/gestures/fling_curve_unittest.cc Basic"
            return [
                t("5000 px/s: offset at 20 ms", test, 96, 1, "px") { fling(p, 5000).x(0.02) },
                t("5000 px/s: offset at 250 ms", test, 96 + 705, 2, "px") { fling(p, 5000).x(0.25) },
                t("5000 px/s: offset at the end", test, 96 + 705 + 392, 3, "px") { fling(p, 5000).x(10) },
            ]
        case "flutter":
            let test = "flutter/flutter 10166b719c34ff754efdba71590a0b1af0e7204c packages/flutter/test/widgets/scroll_simulation_test.dart"
            return [2866.91537, 1982.785934, 614.2093, 182.114534].flatMap { v in [
                t("\(v) px/s: velocity at 0", test + " (stable initial conditions)", v, 1e-10 * v, "px/s") { fling(p, v).dx(0) },
                t("\(v) px/s: velocity at 10 s", test + " (velocity eventually reaches zero)", 0, 0, "px/s") { fling(p, v).dx(10) },
            ] } + [
                c("1000 px/s: distance (Android's spline, unrounded)", "flutter/flutter 095d6b964df074dd00eff7e48eb0f25230d9e382 packages/flutter/lib/src/widgets/scroll_simulation.dart",
                  194.3136, 0.001, "px") { fling(p, 1000).finalX },
            ]
        case "ios":
            let test = "flutter/flutter d4c465831b86bf7bae6f0da39ac2713db09967d9 packages/flutter/test/physics/friction_simulation_test.dart (drag 0.135)"
            return [
                t("100 px/s: offset at 0.1 s", test, 10, 1, "px") { fling(p, 100).x(0.1) },
                t("100 px/s: offset at 0.5 s", test, 31, 1, "px") { fling(p, 100).x(0.5) },
                t("100 px/s: offset at 2 s", test, 49, 1, "px") { fling(p, 100).x(2) },
                t("100 px/s: rest", test, 49, 1, "px") { fling(p, 100).finalX },
            ]
        case "android":
            let code = "aosp-mirror/platform_frameworks_base 050275cd83f4a66dc3705714ccbe8db025626ce8 core/java/android/widget/OverScroller.java (float replica)"
            let rows: [(v: Double, ms: Double, distance: Double, at: [(Double, Double)])] = [
                (1000, 555, 194, [(16, 16), (100, 89), (277, 166)]),
                (2000, 924, 647, [(16, 32), (100, 191)]),
                (4000, 1540, 2156, [(16, 64), (100, 393)]),
                (8000, 2566, 7186, []),
            ]
            return rows.flatMap { row in
                [c("\(Int(row.v)) px/s: duration (whole ms)", code, row.ms, 0, "ms") { SplineFlingSimulation(velocity: row.v).duration * 1000 },
                 c("\(Int(row.v)) px/s: distance (whole px)", code, row.distance, 0, "px") { fling(p, row.v).finalX }]
                    + row.at.map { at in
                        c("\(Int(row.v)) px/s: offset at \(Int(at.0)) ms", code, at.1, 0, "px") { fling(p, row.v).x(at.0 / 1000) }
                    }
            }
        case "gtk":
            let code = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkkineticscrolling.c, gtk/gtkscrolledwindow.c"
            let swipe = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkgestureswipe.c, gtk/gtkeventcontrollerscroll.c"
            let boost = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkscrolledwindow.c gtk_scrolled_window_accumulate_velocity"
            return [
                c("1000 px/s: settles when |v| < 0.1", code, 2.302585, 0.000_01, "s") { (fling(p, 1000) as? GTKKineticSimulation)?.duration ?? .nan },
                c("1000 px/s at 60 Hz: rests where frame 138 left it (the stopping tick writes nothing)", code,
                  249.974_74, 0.000_1, "px") { framedRest(p, 1000, hz: 60) },
                c("touch 10 px every 10 ms: swipe velocity", swipe, 1000, 1e-9, "px/s") {
                    var h = MotionHistory()
                    for i in 0...30 { h.add(timeMs: Double(i) * 10, position: Double(i) * 10) }
                    return estimate(p, h, atMs: 300) },
                c("touchpad 10 px every 10 ms, stop at 300 ms: kinetic velocity", swipe, 1000, 1e-9, "px/s") {
                    var h = MotionHistory()
                    for i in 0...29 { h.add(timeMs: Double(i) * 10, delta: 10) }
                    return estimate(p, h, atMs: 300, source: .scroll) },
                c("1000 px/s into a running 1000 px/s", boost, 2000, 1e-9, "px/s") { p.boost.boosted(1000, caught: 1000) },
                c("500 px/s into a running 1000 px/s", boost, 500 + 1000 * (500 - 330) / 670, 1e-9, "px/s") { p.boost.boosted(500, caught: 1000) },
                c("4350 px/s into a running 1000 px/s (6× cap)", boost, 10350, 1e-9, "px/s") { p.boost.boosted(4350, caught: 1000) },
                c("300 px/s into a running 1000 px/s (under the floor)", boost, 300, 0, "px/s") { p.boost.boosted(300, caught: 1000) },
            ]
        case "firefox":
            let code = "SAP/project-foxhound 8770be4151c71362077c20f79e239d3f32d7b6bb gfx/layers/apz/src/DesktopFlingPhysics.h, 9dcb850a277433162f1f093c94ba59cfa5083f47 GenericFlingAnimation.h"
            let test = "SAP/project-foxhound 3fbc8b57fc7aca600503af3752d02dd253716c7b gfx/layers/apz/test/gtest/TestFlingAcceleration.cpp TwoNormalFlingsShouldAccelerate (Desktop lower bound 4.5, upper 6.8)"
            return [
                c("1 px/ms, one 60-Hz frame: offset", code, 16.119, 0.001, "px") {
                    var s = fling(p, 1000)
                    let x = s.x(1.0 / 60)
                    s.sample(at: 1.0 / 60)
                    return x },
                c("1000 px/s at 60 Hz: the last frame that moves (frame 139's new velocity ≤ COORDINATE_EPSILON: no ScrollBy)",
                  code, 2300, 1000.0 / 120, "ms") { framedSettleMs(p, 1000, hz: 60) },
                c("1000 px/s at 60 Hz: rest", code, 486.304, 0.01, "px") { framedRest(p, 1000, hz: 60) },
                t("first pan's release velocity", test, 5.65, 1.15, "px/ms") {
                    var h = MotionHistory()
                    var y = 0.0
                    h.add(timeMs: 0, position: y)
                    for (i, d) in [0.0, 0, -21, -44, -52, -55, -53, -49, -46, -47].enumerated() where d != 0 {
                        y += d
                        h.add(timeMs: Double(i + 1) * 10, position: y)
                    }
                    return -estimate(p, h, atMs: 100) / 1000 },
            ]
        case "qtquick":
            let code = "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp QQuickFlickablePrivate::flick"
            return [
                c("1000 px/s: target on a whole pixel", code, 333, 0, "px") { fling(p, 1000).finalX },
                c("a drag whose last move came 3 ms after the one before: each sample clamped to 2500, then the mean",
                  "qt/qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp AxisData::addVelocitySample", 2166.477, 0.001, "px/s") {
                    releaseVelocity(p, moves: (1...8).map { (Double($0) * 10, 700 - Double($0) * 20) } + [(83, 525)]) },
                c("1000 px/s: duration to it", code, 0.666, 0.000_5, "s") { (fling(p, 1000) as? QtQuickFlingSimulation)?.duration ?? .nan },
                t("maximum flick velocity", "qt/qtdeclarative v6.4.2 tests/auto/quick/qquickflickable/tst_qquickflickable.cpp create",
                  2500, 0, "px/s") { p.maxFlingVelocity },
            ]
        default:
            return []
        }
    }

    // MARK: - Whole flicks against the engine's code

    /// Tolerance of a replica's offsets and rests, px: a hundredth of a pixel, under every
    /// engine's own rounding (whole pixels in AOSP and Qt's target, single precision in APZ and
    /// Chromium's control points), so a landing a fraction of a pixel off fails.
    public static let replicaPx = 0.01

    /// A constant-speed flick of 1000 and 2000 px/s, lifted on a frame (300 ms) and between frames
    /// (290 ms at 60 Hz), at 60 and 1000 Hz: the release velocity (1 %: the finger's speed, any
    /// estimator), and against the replica of the engine's code (`EngineReference`), started where
    /// the preset's `FlingStartRule` says, every frame after the lift and the rest distance
    /// (`replicaPx`) and the settle time (half a frame: a stop one frame early or late fails).
    static func flickCases(_ preset: PhysicsPreset) -> [ReferenceCase] {
        guard EngineReference.path(preset: preset.name, velocity: 1000, origin: 0, viewport: 800, frames: [0]) != nil else { return [] }
        var cases: [ReferenceCase] = []
        let origin = "\(EngineReference.sourceFile(preset.name)) (Handoff's replica of the code, frame by frame)"
        for velocity in [1000.0, 2000] {
            for releaseMs in [300.0, 290] {
                for hz in [60.0, 1000] {
                    let flick = ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: hz)
                    let label = "\(Int(velocity)) px/s, lift at \(Int(releaseMs)) ms, \(Int(hz)) Hz"
                    let run = FlickRun(flick: flick, preset: preset)
                    func replica(_ check: String, _ expected: Double, _ tolerance: Double, _ unit: String,
                                 _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
                        ReferenceCase(preset: preset.name, kind: .replica, check: label + ": " + check, origin: origin,
                                      expected: expected, tolerance: tolerance, unit: unit, measure: measure)
                    }
                    cases.append(ReferenceCase(preset: preset.name, kind: .engineCode, check: label + ": release velocity",
                                               origin: "the finger's speed (a constant speed reads as itself)",
                                               expected: velocity, tolerance: velocity * 0.01, unit: "px/s") { run.result.release })
                    cases.append(replica("worst frame after the lift", 0, replicaPx, "px") { run.result.worst })
                    cases.append(replica("rest distance", run.result.referenceRest, replicaPx, "px") { run.result.rest })
                    cases.append(replica("settle time", run.result.referenceSettleMs, 500 / hz, "ms") { run.result.settleMs })
                }
            }
        }
        return cases
    }
}
