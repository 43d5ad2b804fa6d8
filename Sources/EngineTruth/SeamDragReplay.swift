import Scenes
import ScrollEngine
import Sessions

/// The preset's drag on the input each engine frame showed: for each `drag_shown` row, the
/// profile scene given the file's inputs up to and including the one the row names (and, where
/// the engine applied another position, one more move there), stepped to the row's frame.
///
/// What the engine's frame showed is the engine's input path (which move reached which frame);
/// what the preset does with that input (its drag start, the chain, resistance past an edge) is
/// what the seam test holds (docs/truth.md "The drag's x(t)").
struct SeamDragReplay {
    /// Each row's offsets, outermost first.
    var offsets: [[Double]]

    /// How close a row's input time must be to a session event's, ms.
    static let inputMatchMs = 0.0005
    /// How far a row's y may be from its input's before the replay adds a move there, px.
    static let resampledPx = 0.001

    /// Plays `rows` of `file` under `preset` with the handoff `policy`.
    init(file: SeamTruthFile, rows: [SeamShownInput], preset: PhysicsPreset, policy: HandoffPolicy,
         name: String) throws(TruthError) {
        let events = try SeamReplay.events(of: file, name: name)
        let scene = SeamReplay.scene(for: file, preset: preset, policy: policy)
        var offsets: [[Double]] = []
        var previousMs = file.frames[0].timeMs
        var primaryTouch: Int?
        var next = 0
        var last: TimedEvent?
        for (index, row) in rows.enumerated() {
            guard let shown = events.first(where: { abs($0.t - row.inputMs) <= Self.inputMatchMs && Self.position(of: $0.event) != nil }) else {
                throw TruthError(file: name, problem: "\"drag_shown\" row \(index): no down or move at \(row.inputMs) ms in \"session\"")
            }
            while next < events.count, events[next].t <= shown.t {
                if SeamReplay.isLift(events[next].event) {
                    throw TruthError(file: name, problem: "\"drag_shown\" row \(index): the finger lifted at \(events[next].t) ms, before the input it shows")
                }
                SeamReplay.apply(events[next], to: scene, primaryTouch: &primaryTouch)
                if Self.position(of: events[next].event) != nil { last = events[next] }
                next += 1
            }
            if let last, let moved = Self.moved(last, toY: row.y) {
                SeamReplay.apply(moved, to: scene, primaryTouch: &primaryTouch)
            }
            scene.updateScroller {
                $0.beginFrame()
                $0.frameTimeMs = row.timeMs
            }
            scene.advance(dt: max(0, row.timeMs - previousMs) / 1000)
            previousMs = row.timeMs
            offsets.append([scene.tree[.outer].offset, scene.tree[.inner].offset])
        }
        self.offsets = offsets
    }

    /// Where a press or move puts the finger; nil for other events.
    static func position(of event: SessionEvent) -> (x: Double, y: Double)? {
        switch event {
        case let .down(x, y, 1), let .move(x, y): (x, y)
        case let .touch(.begin, _, x, y), let .touch(.move, _, x, y): (x, y)
        default: nil
        }
    }

    /// A move like `event` (the same finger) to `y`, a microsecond after it; nil when the finger
    /// is already there.
    static func moved(_ timed: TimedEvent, toY y: Double) -> TimedEvent? {
        guard let at = position(of: timed.event), abs(at.y - y) > resampledPx else { return nil }
        let t = timed.t + 0.001
        switch timed.event {
        case let .touch(_, id, x, _): return TimedEvent(t: t, event: .touch(phase: .move, id: id, x: x, y: y))
        default: return TimedEvent(t: t, event: .move(x: at.x, y: y))
        }
    }
}
