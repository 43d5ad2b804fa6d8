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
    /// When the engine logged its first handoff (handed or dropped), and when the preset's fling
    /// first met a seam, ms; the engine's frame period they may differ by.
    public var engineHandoffMs: Double?
    public var presetHandoffMs: Double?
    public var framePeriodMs: Double
    /// The first velocity the engine logged as handed on, px/s.
    public var engineHandedVelocity: Double?
    /// The velocity the preset handed on at its first seam, px/s.
    public var presetHandedVelocity: Double?
    /// Every seam the preset's fling met.
    public var presetHandoffs: [SeamHandoff]
    /// The preset's release velocity at the last lift, px/s (0: no fling).
    public var presetReleaseVelocity: Double?
    /// The preset's frames: times and offsets, the engine's frames first.
    public var presetTimes: [Double]
    public var presetOffsets: [[Double]]

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
        // The frames after the lift the preset is held to frame by frame: from the first frame at
        // or after the lift, less the engine's latent ones (drawn before it had the lift).
        liftFrame = file.release.map { release in file.frames.firstIndex { $0.timeMs >= release.t } ?? engine.count } ?? engine.count
        // Frames drawn before the engine had the lift (an engine that took it after its
        // timestamp: `SeamReplay.liftDue`) still show the drag.
        if let due = SeamReplay.liftDue(file, preset: preset) {
            latentFrames = file.frames[liftFrame...].prefix { $0.timeMs < due }.count
        } else {
            latentFrames = Self.latent(file, from: liftFrame)
        }
        // The drag's frames: after the start state, up to the first frame at or after the lift.
        // A file without a `release` ends its drag at the session's last lift.
        let dragStop = file.release != nil ? liftFrame
            : replay.liftedMs.flatMap { lifted in file.frames.firstIndex { $0.timeMs >= lifted } } ?? engine.count
        dragFrames = replay.pressed ? 1..<max(1, dragStop) : 1..<1
        // The drag's x(t), where the file says which input each drag frame showed.
        if let rows = file.dragShown {
            let drag = dragFrames
            let times = drag.map { file.frames[$0].timeMs }
            guard rows.count == times.count, zip(rows, times).allSatisfy({ abs($0.timeMs - $1) <= SeamTruthFile.shownTimeMatchMs }) else {
                throw TruthError(file: name, problem: "\"drag_shown\" has \(rows.count) row(s); the drag has \(times.count) frame(s) (after the first, before the lift)")
            }
            let shown = try SeamDragReplay(file: file, rows: rows, preset: preset, policy: policy, name: name)
            dragShownOffsets = shown.offsets
            dragShownRms = (0..<count).map { s in
                let squares = zip(shown.offsets, drag).map { preset, i in (preset[s] - engine[i][s]) * (preset[s] - engine[i][s]) }
                return squares.isEmpty ? 0 : (squares.reduce(0, +) / Double(squares.count)).squareRoot()
            }
        } else {
            dragShownOffsets = nil
            dragShownRms = nil
        }
        // Without a lift (wheel notches) every frame is held to the engine's.
        let held = file.release == nil ? 1..<engine.count : (liftFrame + latentFrames)..<engine.count
        rms = (0..<count).map { s in
            let squares = held.map { i in (replay.offsets[i][s] - engine[i][s]) * (replay.offsets[i][s] - engine[i][s]) }
            return squares.isEmpty ? 0 : (squares.reduce(0, +) / Double(squares.count)).squareRoot()
        }
        restError = (0..<count).map { s in replay.offsets[replay.offsets.count - 1][s] - engine[engine.count - 1][s] }
        let engineMovers = Self.movers(engine)
        var shown = replay.offsets
        if let anchor = replay.anchorShift {
            // The anchor's jump is not motion: later frames are seen from the anchored offsets.
            for i in anchor.frame..<shown.count { for s in 0..<count { shown[i][s] -= anchor.offsets[s] } }
        }
        let presetShown = Array(shown.prefix(engine.count))
        let presetMovers = Self.movers(presetShown)
        movers = zip(engineMovers, presetMovers).map { (Self.label($0), Self.label($1)) }
        // During the drag, the order in which scrollers moved, and frame by frame (up to the lift)
        // as from the lift on: a frame where the sets differ is forgiven next to a change in the engine's own set
        // (one frame early or late: engines draw a move a frame after it arrives). The drag's
        // frames line up because the preset leaves out of its start what its engine does
        // (`PhysicsPreset.dragStart`). The drag ends at the last frame that still shows it: the
        // engine's latent frames after the lift are drawn before it had the lift.
        let dragEnd = max(0, liftFrame + latentFrames - 1)
        // A scroller that moved less than the touch slop in all the drag only followed the finger
        // until another claimed the gesture (GTK's inner, before the outer's capture-phase drag
        // passes its threshold): who claims is what counts.
        let slop = preset.touchSlop
        func claimed(_ offsets: [[Double]]) -> Int {
            var set = 0
            for s in 0..<count where offsets.count > dragEnd && abs(offsets[dragEnd][s] - offsets[0][s]) > slop { set |= 1 << s }
            return set
        }
        let engineClaims = claimed(engine), presetClaims = claimed(presetShown)
        dragRunsMatch = Self.runs(engineMovers[..<dragEnd], within: engineClaims) == Self.runs(presetMovers[..<dragEnd], within: presetClaims)
        // Frame by frame up to the lift: in the engine's latent frames the preset may already be
        // between its drag and its fling (a fling that starts a frame late), which the order
        // check above still covers.
        // "Who moved" differs in a frame only where some scroller's moves differ by the 0.5 px that
        // counts as a move: 0.6 px against 0.4 px is the same sub-pixel motion on both sides (a
        // pan's overscroll creeping at about half a pixel a frame).
        func alike(_ index: Int) -> Bool {
            (0..<count).allSatisfy { s in
                let moved = engine[index + 1][s] - engine[index][s], shownMove = presetShown[index + 1][s] - presetShown[index][s]
                return abs(moved - shownMove) < Tolerance.moved
            }
        }
        // An engine draws a drag's move one or two frames after it arrives (a re-recorded Chromium
        // `nested-flick-up-header` drew its first move two frames after the preset's), so a drag
        // frame is forgiven within two frames of the engine's own change.
        dragMismatches = Self.mismatches(engineMovers, presetMovers, in: 0..<min(max(0, liftFrame - 1), engineMovers.count),
                                         reach: 2, alike: alike)
        moverMismatches = Self.mismatches(engineMovers, presetMovers, in: min(held.lowerBound, engineMovers.count)..<engineMovers.count,
                                          alike: alike)
        engineSeamFrame = Self.seamFrame(engineMovers)
        presetSeamFrame = Self.seamFrame(Self.movers(shown))
        engineHandedVelocity = file.handedVelocity?.velocity
        presetHandoffs = replay.handoffs
        // The first handoff from the lift on: a drag's leftover meets the seam at a finger travel
        // that depends on the slop each engine swallows, which the drag comparison leaves aside.
        // APZ logs a handoff when it samples the fling, a frame before the frame that shows it;
        // Chromium when the frame applies the update.
        let liftMs = file.release?.t ?? -.infinity
        let oneFrameLate = preset.flingStart == .inputOneFrameLate
        engineHandoffMs = file.handoffs.first { $0.t >= liftMs }?.t
        presetHandoffMs = replay.handoffs.lazy.compactMap { oneFrameLate ? $0.sampleMs : $0.timeMs }.first { $0 >= liftMs }
        framePeriodMs = SeamReplay.framePeriod(file.frames)
        presetReleaseVelocity = replay.release?.velocity
        presetTimes = replay.times
        presetOffsets = replay.offsets
        presetHandedVelocity = replay.handoffs.first { $0.outcome == .handed }?.velocity
    }

    /// The first engine frame at or after the lift (the frames' count when there is no lift).
    public var liftFrame: Int
    /// Frames after the lift the engine drew before it had handled it, left out of x(t).
    public var latentFrames: Int
    /// The engine frames of the drag: after the start state, before the first frame at or after
    /// the lift (`release.t`, or without one the session's last lift; empty when the finger never
    /// pressed: wheel notches).
    public var dragFrames: Range<Int>
    /// Each scroller's x(t) RMS over the drag's frames, the preset given the input each frame
    /// showed (`SeamTruthFile.dragShown`), outermost first, px; nil where the file does not say.
    public var dragShownRms: [Double]?
    /// The preset's offsets at each drag frame on that input.
    public var dragShownOffsets: [[Double]]?
    /// Whether the file has a drag but does not say which input its frames showed.
    public var dragShownMissing: Bool { !dragFrames.isEmpty && file.dragShown == nil }
    /// Whether the same scrollers moved in the same order during the drag.
    public var dragRunsMatch: Bool
    /// Drag frames where a different set of scrollers moved, away from the engine's own changes.
    public var dragMismatches: [Int]

    /// Each scroller's x(t) RMS over the drag's frames, outermost first, px, with each engine frame
    /// set beside the preset's frame `lag` frames before it: the input the preset had then, since
    /// the preset's drag is where the finger put it. Nil without a drag. For comparison only: the
    /// drag is held on the input each frame showed (`dragShownRms`); why no whole-frame lag fits
    /// every file is in docs/truth.md "The drag's x(t)".
    public func dragRms(lag: Int) -> [Double]? {
        guard !dragFrames.isEmpty else { return nil }
        return file.scrollers.indices.map { s in
            let squares = dragFrames.map { i in
                let error = presetOffsets[max(0, i - lag)][s] - file.frames[i].offsets[s]
                return error * error
            }
            return (squares.reduce(0, +) / Double(squares.count)).squareRoot()
        }
    }

    /// The frames (1-based) in `range` where the movers differ, a frame within `reach` frames of a
    /// change in the engine's own set forgiven, and a frame `alike` says moved the same amounts
    /// (a scroller counted as moving on one side only because it crossed the 0.5-px line there).
    static func mismatches(_ engine: [Int], _ preset: [Int], in range: Range<Int>, reach: Int = 1,
                           alike: (Int) -> Bool = { _ in false }) -> [Int] {
        range.filter { index in
            guard engine[index] != preset[index], !alike(index) else { return false }
            let nearChange = (1...max(1, reach)).contains { step in
                [index - step, index + step].contains { engine.indices.contains($0) && engine[$0] != engine[index] }
            }
            return !nearChange
        }.map { $0 + 1 }
    }

    /// The engine's frames from `lift` on that still show the drag: the flung scroller not yet
    /// 1 px past `release.offset` toward the fling (as the single-scroller test counts them).
    static func latent(_ file: SeamTruthFile, from lift: Int) -> Int {
        guard let release = file.release, let offset = release.offset, let velocity = release.velocity, velocity != 0,
              let id = release.scroller, let s = file.scrollers.firstIndex(where: { $0.id == id }) else { return 0 }
        var count = 0
        while lift + count < file.frames.count, (file.frames[lift + count].offsets[s] - offset) * (velocity > 0 ? 1 : -1) < 1 { count += 1 }
        return lift + count < file.frames.count ? count : 0
    }

    /// The distinct sets of movers in order, frames where nothing moved left out.
    static func runs(_ sets: ArraySlice<Int>, within claims: Int = ~0) -> [Int] {
        var runs: [Int] = []
        for set in sets.map({ $0 & claims }) where set != 0 && set != runs.last { runs.append(set) }
        return runs
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

    /// Whether each scroller's x(t) is within tolerance: from the lift on, and over the drag on
    /// the input its frames showed (a file with a drag must say which).
    public var rmsPasses: Bool { rms.allSatisfy { $0 <= Tolerance.rms } && dragRmsPasses }
    /// Whether each scroller's x(t) over the drag is within tolerance (true without a drag; false
    /// for a drag whose file does not say which input its frames showed).
    public var dragRmsPasses: Bool {
        guard !dragFrames.isEmpty else { return true }
        return dragShownRms?.allSatisfy { $0 <= Tolerance.rms } ?? false
    }
    /// Whether the same scrollers moved in every frame but next to the engine's own changes.
    public var moversPass: Bool { moverMismatches.isEmpty && dragRunsMatch && dragMismatches.isEmpty }
    /// Whether the seam came in the same frame, within tolerance (or neither had one).
    public var seamPasses: Bool {
        let frames = switch (engineSeamFrame, presetSeamFrame) {
        case (nil, nil): true
        case let (engine?, preset?): abs(engine - preset) <= Tolerance.seamFrames
        default: false
        }
        return frames && handoffTimePasses
    }
    /// Whether the preset's fling met its first seam within a frame of the engine's first logged
    /// handoff (true where the engine logs none).
    public var handoffTimePasses: Bool {
        guard let engine = engineHandoffMs else { return true }
        guard let preset = presetHandoffMs else { return false }
        return abs(preset - engine) <= framePeriodMs * Double(Tolerance.seamFrames) + 1
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
