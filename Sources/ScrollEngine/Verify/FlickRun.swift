/// One `ReferenceFlick` under a preset, run once (lazily) and compared with the engine's code.
final class FlickRun: @unchecked Sendable {
    /// What the cases read.
    struct Result {
        var release: Double
        var worst: Double
        var rest: Double
        var referenceRest: Double
        var settleMs: Double
        var referenceSettleMs: Double
    }

    private let flick: ReferenceFlick
    private let preset: PhysicsPreset
    private let replica: EngineReplica
    private var cached: Result?

    init(flick: ReferenceFlick, preset: PhysicsPreset, replica: EngineReplica) {
        self.flick = flick
        self.preset = preset
        self.replica = replica
    }

    /// The comparison (computed on first use; the cases of one flick share it).
    var result: Result {
        if let cached { return cached }
        let outcome = flick.run(preset).outcome
        // The engine's frames after the lift, continued on the same grid for 30 s: where the engine
        // has come to rest the reference must have too.
        // The reference curve starts where the preset's rule says its engine starts it.
        let startMs = preset.flingStart.startMs(liftMs: flick.releaseMs, periodMs: 1000 / flick.hz)
        // An engine that draws the sample before shows at each frame the curve at the frame before.
        let lag = preset.flingStart.lagFrames
        // Its first frame shows the sample taken at the lift.
        let shown = outcome.frames.indices.map { $0 >= lag ? outcome.frames[$0 - lag].timeMs : flick.releaseMs }
        var taus = shown.map { max(0, $0 - startMs) / 1000 }
        var offsets = outcome.frames.map { $0.offset - outcome.releaseOffset }
        let period = 1 / flick.hz
        while let last = taus.last, last < 30 {
            taus.append(last + period)
            offsets.append(offsets.last ?? 0)
        }
        let velocity = outcome.release?.velocity ?? 0
        let reference: EngineReference.Path? = replica.path(velocity, outcome.releaseOffset, flick.viewport, taus)
        var worst = 0.0
        if let reference {
            for (measured, expected) in zip(offsets, reference.offsets) { worst = max(worst, abs(measured - expected)) }
        }
        let result = Result(release: velocity, worst: worst, rest: outcome.rest, referenceRest: reference?.rest ?? .nan,
                            settleMs: outcome.settleMs,
                            referenceSettleMs: (reference?.settle ?? .nan) * 1000 + startMs - flick.releaseMs
                                + Double(lag) * 1000 / flick.hz)
        cached = result
        return result
    }
}
