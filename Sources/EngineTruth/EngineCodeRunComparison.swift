import ScrollEngine

/// An engine-code run against its preset: the preset's fling model (the simulation the engine
/// runs for that preset) from the run's start offset and velocity, with t = 0 at the lift (where
/// the driver called the code's `fling`), sampled at the run's own frame times as `Scroller`
/// steps a fling (the resting point once the curve is done) and held inside the run's scroll range, as
/// a clamping edge does. After the run's last frame the grid goes on at its frame period until the
/// preset rests.
public struct EngineCodeRunComparison: Sendable {
    /// The tolerances: the truth files' own (`TruthComparison.Tolerance`).
    public typealias Tolerance = TruthComparison.Tolerance

    /// The file compared.
    public var file: EngineCodeRunFile
    /// Its name (`android/fling-2000`).
    public var name: String
    /// Frame times, ms: the run's frames after the lift, then the extension.
    public var times: [Double]
    /// The preset's offset at each, px.
    public var offsets: [Double]
    /// How many of `times` are the run's frames.
    public var runFrames: Int
    /// Where the preset rests, px.
    public var presetRest: Double
    /// Root mean square of preset − code over the run's frames after the lift, px.
    public var rms: Double
    /// The largest |preset − code| over those frames, px.
    public var worst: Double
    /// The index (in `times`) of the code's last frame that moved, and the preset's.
    public var engineSettleFrame: Int
    public var presetSettleFrame: Int
    /// Root mean square of the preset's speed − the code's reported speed over the frames before the
    /// code's fling ended, px/s; nil when the file gives no velocities. Shown, not held.
    public var speedRMS: Double?

    /// Compares `file` with its preset. Throws when the file names no preset.
    public init(file: EngineCodeRunFile, name: String) throws(TruthError) {
        guard let preset = file.preset else { throw TruthError(file: name, problem: "engine \"\(file.engine.name)\" names no preset") }
        self.file = file
        self.name = name
        let fling = file.fling
        let period = 1000 / fling.frameHz
        let bounded = min(abs(fling.velocity), preset.maxFlingVelocity) * (fling.velocity < 0 ? -1 : 1)
        var curve = preset.fling.simulation(for: FlingStart(velocity: bounded, origin: fling.start, viewport: 0))
        func held(_ offset: Double) -> Double { min(max(offset, fling.range[0]), fling.range[1]) }
        var times = file.frames.dropFirst().map(\.timeMs)
        runFrames = times.count
        var offsets: [Double] = []
        var index = 0
        while true {
            let time = index < times.count ? times[index] : (times.last ?? fling.t) + period
            let elapsed = (time - fling.t) / 1000
            if index >= times.count {
                if elapsed > TruthPath.longestFling { break }
                times.append(time)
            }
            index += 1
            let done = curve.isDone(elapsed)
            offsets.append(held(fling.start + (done ? curve.finalX : curve.x(elapsed))))
            curve.sample(at: elapsed)
            if done, index >= runFrames { break }
        }
        self.times = times
        self.offsets = offsets
        presetRest = held(fling.start + curve.finalX)
        let code = file.frames.dropFirst().map(\.offset)
        let errors = zip(offsets, code).map { $0 - $1 }
        rms = errors.isEmpty ? 0 : (errors.map { $0 * $0 }.reduce(0, +) / Double(errors.count)).squareRoot()
        worst = errors.map(abs).max() ?? 0
        // Offsets are whole pixels on both sides (OverScroller's getCurrY, the spline's Math.round).
        engineSettleFrame = TruthPath.lastMovingFrame(code, from: fling.start, resolution: 1) ?? -1
        presetSettleFrame = TruthPath.lastMovingFrame(offsets, from: fling.start, resolution: 1) ?? -1
        if let velocities = file.velocities?.dropFirst() {
            let moving = Array(zip(times, velocities).prefix(max(0, engineSettleFrame + 1)))
            let differences = moving.map { time, speed in abs(curve.dx((time - fling.t) / 1000)) - speed }
            speedRMS = differences.isEmpty ? nil : (differences.map { $0 * $0 }.reduce(0, +) / Double(differences.count)).squareRoot()
        }
    }

    /// The code's rest − the preset's, px.
    public var restError: Double { presetRest - file.rest.offset }
    /// How many frames the preset's last move is from the code's (positive: later).
    public var settleFrames: Int { presetSettleFrame - engineSettleFrame }

    /// Rest within `Tolerance.rest`.
    public var restPasses: Bool { abs(restError) <= Tolerance.rest }
    /// x(t) within `Tolerance.rms`.
    public var rmsPasses: Bool { rms <= Tolerance.rms }
    /// Settle within `Tolerance.settleFrames`.
    public var settlePasses: Bool { abs(settleFrames) <= Tolerance.settleFrames }
    /// All three.
    public var passes: Bool { restPasses && rmsPasses && settlePasses }

    /// The code's last moving frame, ms after the lift (0 when nothing moved).
    public var engineSettleMs: Double { engineSettleFrame < 0 ? 0 : times[engineSettleFrame] - file.fling.t }
    /// The preset's, ms after the lift.
    public var presetSettleMs: Double { presetSettleFrame < 0 ? 0 : times[presetSettleFrame] - file.fling.t }
}
