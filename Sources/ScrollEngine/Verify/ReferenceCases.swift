/// The table `handoff physics verify` runs and the test suite checks: each preset against
/// numbers from its engine's own unit tests and code (each preset's file lists them), and the
/// replica of its engine's code on whole flicks. The recorded real engines' cases come from
/// EngineTruth's `TruthCases`.
public enum ReferenceCases {
    /// Every case, presets in `PresetCatalog` order.
    public static var all: [ReferenceCase] { PresetCatalog.definitions.flatMap { cases(for: $0) } }

    /// The cases of one preset (none for an unknown name).
    public static func cases(for name: String) -> [ReferenceCase] {
        guard let definition = PresetCatalog.definitions.first(where: { $0.preset.name == name }) else { return [] }
        return cases(for: definition)
    }

    /// The cases of a preset's definition: its engine's numbers and its replica's flicks.
    public static func cases(for definition: PresetDefinition) -> [ReferenceCase] {
        let preset = definition.preset
        return definition.cases(preset) + SeamReferenceCases.cases(preset) + flickCases(preset, replica: definition.replica)
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
    static func flickCases(_ preset: PhysicsPreset, replica: EngineReplica?) -> [ReferenceCase] {
        guard let replica else { return [] }
        var cases: [ReferenceCase] = []
        let origin = "\(replica.source) (Handoff's replica of the code, frame by frame)"
        for velocity in [1000.0, 2000] {
            for releaseMs in [300.0, 290] {
                for hz in [60.0, 1000] {
                    let flick = ReferenceFlick(velocity: velocity, releaseMs: releaseMs, hz: hz)
                    let label = "\(Int(velocity)) px/s, lift at \(Int(releaseMs)) ms, \(Int(hz)) Hz"
                    let run = FlickRun(flick: flick, preset: preset, replica: replica)
                    func replicaCase(_ check: String, _ expected: Double, _ tolerance: Double, _ unit: String,
                                 _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
                        ReferenceCase(preset: preset.name, kind: .replica, check: label + ": " + check, origin: origin,
                                      expected: expected, tolerance: tolerance, unit: unit, measure: measure)
                    }
                    cases.append(ReferenceCase(preset: preset.name, kind: .engineCode, check: label + ": release velocity",
                                               origin: "the finger's speed (a constant speed reads as itself)",
                                               expected: velocity, tolerance: velocity * 0.01, unit: "px/s") { run.result.release })
                    cases.append(replicaCase("worst frame after the lift", 0, replicaPx, "px") { run.result.worst })
                    cases.append(replicaCase("rest distance", run.result.referenceRest, replicaPx, "px") { run.result.rest })
                    cases.append(replicaCase("settle time", run.result.referenceSettleMs, 500 / hz, "ms") { run.result.settleMs })
                }
            }
        }
        return cases
    }
}
