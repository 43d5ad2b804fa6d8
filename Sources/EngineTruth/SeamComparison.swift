import ScrollEngine

/// A nested truth file set beside its preset under the preset's default handoff policy (or
/// another): who moved in each frame, each scroller's path, the frame of the seam and the velocity
/// handed over (docs/truth.md "Nested scrollers").
public struct SeamComparison: Sendable {
    /// The tolerances of the seam test.
    public enum Tolerance {
        /// Each scroller's x(t) over the engine's frames, px RMS.
        public static let rms = 1.0
        /// The frame where the second scroller starts to move, frames.
        public static let seamFrames = 1
        /// The velocity handed over where the engine logs it, relative.
        public static let velocity = 0.005
        /// A scroller moved in a frame when its offset changed by at least this, px.
        public static let moved = 0.5
    }

    /// `ENGINE/GESTURE`.
    public var name: String
    /// The file.
    public var file: SeamTruthFile
    /// The policy the preset ran.
    public var policy: HandoffPolicy
    /// x(t) RMS per scroller, outermost first, px.
    public var rms: [Double]
    /// The preset's resting offset minus the engine's last, per scroller, px.
    public var restError: [Double]
    /// Frames where a different set of scrollers moved, away from the engine's own changes.
    public var moverMismatches: [Int]
    /// Who moved in each engine frame after the first, engine then preset (`o`, `i`, `oi`, `-`).
    public var movers: [(engine: String, preset: String)]
    /// The frame index where a second scroller starts to move, engine and preset.
    public var engineSeamFrame: Int?
    public var presetSeamFrame: Int?
    /// The first velocity the engine logged as handed on, px/s.
    public var engineHandedVelocity: Double?
    /// The velocity the preset handed on at its first seam, px/s.
    public var presetHandedVelocity: Double?
    /// Every seam the preset's fling met.
    public var presetHandoffs: [SeamHandoff]

    /// Replays `file` (named `name`) through its preset under `policy` (default: the preset's own).
    public init(file: SeamTruthFile, name: String, policy: HandoffPolicy? = nil) throws(TruthError) {
        guard let preset = file.preset else { throw TruthError(file: name, problem: "no preset \"\(file.engine.name)\"") }
        let policy = policy ?? preset.handoff
        let replay = try SeamReplay(file: file, preset: preset, policy: policy, name: name)
        self.name = name
        self.file = file
        self.policy = policy
        let engine = file.frames.map(\.offsets)
        let count = file.scrollers.count
        rms = (0..<count).map { s in
            let squares = (1..<engine.count).map { i in (replay.offsets[i][s] - engine[i][s]) * (replay.offsets[i][s] - engine[i][s]) }
            return squares.isEmpty ? 0 : (squares.reduce(0, +) / Double(squares.count)).squareRoot()
        }
        restError = (0..<count).map { s in replay.offsets[replay.offsets.count - 1][s] - engine[engine.count - 1][s] }
        let engineMovers = Self.movers(engine)
        let presetMovers = Self.movers(Array(replay.offsets.prefix(engine.count)))
        movers = zip(engineMovers, presetMovers).map { (Self.label($0), Self.label($1)) }
        // A frame where the sets differ is forgiven next to a change in the engine's own set: a
        // scroller starting or stopping one frame early or late.
        var mismatches: [Int] = []
        for index in engineMovers.indices where engineMovers[index] != presetMovers[index] {
            let near = [index - 1, index + 1].contains { neighbour in
                engineMovers.indices.contains(neighbour) && engineMovers[neighbour] != engineMovers[index]
            }
            if !near { mismatches.append(index + 1) }
        }
        moverMismatches = mismatches
        engineSeamFrame = Self.seamFrame(engineMovers)
        presetSeamFrame = Self.seamFrame(Self.movers(replay.offsets))
        engineHandedVelocity = file.handedVelocity?.velocity
        presetHandoffs = replay.handoffs
        presetHandedVelocity = replay.handoffs.first { $0.outcome == .handed }?.velocity
    }

    /// Which scrollers moved from each frame to the next, as bit sets (1: outer, 2: inner).
    static func movers(_ offsets: [[Double]]) -> [Int] {
        zip(offsets, offsets.dropFirst()).map { before, after in
            var set = 0
            for s in before.indices where abs(after[s] - before[s]) >= Tolerance.moved { set |= 1 << s }
            return set
        }
    }

    static func label(_ set: Int) -> String {
        set == 0 ? "-" : (set & 1 != 0 ? "o" : "") + (set & 2 != 0 ? "i" : "")
    }

    /// The first frame (index into the frames, ≥ 1) where a scroller other than the first to move
    /// moves; nil when only one ever moves.
    static func seamFrame(_ movers: [Int]) -> Int? {
        guard let first = movers.firstIndex(where: { $0 != 0 }) else { return nil }
        let initial = movers[first]
        guard let seam = movers[first...].firstIndex(where: { $0 & ~initial != 0 }) else { return nil }
        return seam + 1
    }

    /// Whether each scroller's x(t) is within tolerance.
    public var rmsPasses: Bool { rms.allSatisfy { $0 <= Tolerance.rms } }
    /// Whether the same scrollers moved in every frame but next to the engine's own changes.
    public var moversPass: Bool { moverMismatches.isEmpty }
    /// Whether the seam came in the same frame, within tolerance (or neither had one).
    public var seamPasses: Bool {
        switch (engineSeamFrame, presetSeamFrame) {
        case (nil, nil): true
        case let (engine?, preset?): abs(engine - preset) <= Tolerance.seamFrames
        default: false
        }
    }
    /// Whether the handed velocity matches where the engine logs one.
    public var velocityPasses: Bool {
        guard let engine = engineHandedVelocity else { return true }
        guard let preset = presetHandedVelocity else { return false }
        return abs(preset - engine) <= Tolerance.velocity * abs(engine)
    }
    /// Whether every measure passes.
    public var passes: Bool { rmsPasses && moversPass && seamPasses && velocityPasses }
}
