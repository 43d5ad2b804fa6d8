import ScrollEngine

/// One truth file against its preset: the engine's frames after the lift beside the preset's
/// fling on the same frames, reduced to the four measures the truth test holds the preset to.
public struct TruthComparison: Sendable {
    /// How the measures may differ before the preset fails its engine.
    public enum Tolerance {
        /// Release velocity, as a fraction of the engine's.
        public static let velocity = 0.005
        /// Release velocity, px/s: the 0.001 the files are rounded to.
        public static let velocityRounding = 0.001
        /// Rest distance, px.
        public static let rest = 1.0
        /// x(t) after the lift, RMS px.
        public static let rms = 1.0
        /// The last frame that moves, frames.
        public static let settleFrames = 1
    }

    /// The file, as the caller named it (`chromium/flick-2000`).
    public var name: String
    /// The file.
    public var file: TruthFile
    /// The start rule applied.
    public var rule: FlingStartRule
    /// The curve's t = 0 the rule gave on the engine's frames, ms.
    public var startMs: Double
    /// Where the curve starts: the engine's own offset at the lift, px.
    public var startOffset: Double
    /// The preset's release velocity (bounded, boosted; 0: no fling), px/s.
    public var velocity: Double
    /// The engine's, if it exposes one.
    public var engineVelocity: Double? { file.release.velocity }
    /// From the lift's offset to rest: the engine's, px.
    public var engineRest: Double
    /// The preset's, px.
    public var presetRest: Double
    /// The engine's first frames after the lift that have not yet moved 1 px past the release
    /// offset: it had not handled the lift (or shown its last moves) by then. That is the time
    /// input takes to reach the engine, not the fling, so x(t) leaves them out and the preset's
    /// fling is not sampled at them (which matters to a curve stepped frame by frame, as
    /// Firefox's); the frames after still time the curve from the start rule, and settle counts
    /// every frame.
    public var latentFrames: Int
    /// RMS of preset − engine over the engine's frames from the lift on (less the latent ones), px.
    public var rms: Double
    /// The largest |preset − engine| over those frames, px.
    public var worst: Double
    /// x(t)'s RMS under each start rule, for the report: which start the engine's frames follow
    /// when the preset's own misses.
    public var rmsByRule: [(rule: FlingStartRule, rms: Double)]
    /// The time of the last frame that moved, ms: the engine's (the lift's time when none did).
    public var engineSettleMs: Double
    /// The preset's on the same frames.
    public var presetSettleMs: Double
    /// The last frame that moved, counted from the first frame at or after the lift (−1: none
    /// moved): the engine's.
    public var engineSettleFrame: Int
    /// The preset's.
    public var presetSettleFrame: Int
    /// How many frames later the preset's last move is than the engine's.
    public var settleFrames: Int { presetSettleFrame - engineSettleFrame }

    /// Replays `file`'s input through `preset` (default: the file's own) and compares the fling.
    public init(file: TruthFile, name: String, preset: PhysicsPreset? = nil, rule: FlingStartRule? = nil) throws(TruthError) {
        guard let preset = preset ?? file.preset else { throw TruthError(file: name, problem: "no preset \"\(file.engine.name)\"") }
        let lift = try TruthInput.release(of: file, preset: preset, name: name)
        let rule = rule ?? file.startRule ?? preset.flingStart
        let engine = file.frames.filter { $0.timeMs >= file.release.t }
        startOffset = file.release.offset
        engineRest = (file.frames.last?.offset ?? startOffset) - startOffset
        let direction: Double = engineRest > 0 ? 1 : engineRest < 0 ? -1 : 0
        latentFrames = direction == 0 ? 0 : engine.prefix { direction * ($0.offset - file.release.offset) < Tolerance.rest }.count
        let latent = latentFrames
        func pathUnder(_ rule: FlingStartRule) -> TruthPath {
            TruthPath(file: file, preset: preset, release: lift.record, lastMoveMs: lift.lastMoveMs, rule: rule,
                      latentFrames: latent)
        }
        let path = pathUnder(rule)
        self.name = name
        self.file = file
        self.rule = rule
        startMs = path.startMs
        velocity = lift.record.velocity
        presetRest = (path.offsets.last ?? startOffset) - startOffset
        func error(_ path: TruthPath) -> (rms: Double, worst: Double) {
            let compared = Array(zip(engine.map(\.offset), path.offsets).dropFirst(latent))
            guard !compared.isEmpty else { return (0, 0) }
            let squares = compared.reduce(0.0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }
            return ((squares / Double(compared.count)).squareRoot(), compared.map { abs($0.1 - $0.0) }.max() ?? 0)
        }
        (rms, worst) = error(path)
        rmsByRule = FlingStartRule.allCases.map { ($0, error(pathUnder($0)).rms) }
        // The preset's path seen as the engine's frames show offsets (whole pixels, for some).
        let resolution = TruthPath.resolution(file.frames)
        let engineLast = TruthPath.lastMovingFrame(engine.map(\.offset), from: startOffset, resolution: resolution)
        let presetLast = TruthPath.lastMovingFrame(path.offsets, from: startOffset, resolution: resolution)
        engineSettleMs = engineLast.map { path.times[$0] } ?? file.release.t
        presetSettleMs = presetLast.map { path.times[$0] } ?? file.release.t
        engineSettleFrame = engineLast ?? -1
        presetSettleFrame = presetLast ?? -1
    }

    /// Preset − engine release velocity, px/s (nil: the engine does not say).
    public var velocityError: Double? { engineVelocity.map { velocity - $0 } }
    /// Preset − engine rest distance, px.
    public var restError: Double { presetRest - engineRest }
    /// Preset − engine settle time, ms.
    public var settleErrorMs: Double { presetSettleMs - engineSettleMs }

    /// Whether the release velocity is the engine's, within 0.5 % or the files' rounding (true
    /// where the engine gives none).
    public var velocityPasses: Bool {
        guard let engineVelocity, let error = velocityError else { return true }
        return abs(error) <= max(Tolerance.velocity * abs(engineVelocity), Tolerance.velocityRounding)
    }
    /// Whether the preset rests within 1 px of the engine.
    public var restPasses: Bool { abs(restError) <= Tolerance.rest }
    /// Whether x(t) after the lift is within 1 px RMS.
    public var rmsPasses: Bool { rms <= Tolerance.rms }
    /// Whether the preset stops moving within a frame of the engine.
    public var settlePasses: Bool { abs(settleFrames) <= Tolerance.settleFrames }
    /// All four.
    public var passes: Bool { velocityPasses && restPasses && rmsPasses && settlePasses }
}
