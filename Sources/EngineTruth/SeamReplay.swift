import Scenes
import ScrollEngine
import Sessions

/// A nested truth file's input played through Handoff's own `profile` scene, as the app runs it:
/// the scene hit-tests each press, routes it by the preset's handoff policy and steps the engine
/// on the engine's frames (an event reaches the scene before the frame at or after its time).
/// The scene starts from the offsets of the file's first frame; after the engine's last frame the
/// grid goes on at its median period until the scene rests.
struct SeamReplay {
    /// Frame times, ms: the engine's, then the extension.
    var times: [Double]
    /// Each scroller's offset at each frame, outermost first.
    var offsets: [[Double]]
    /// How many of `times` are the engine's.
    var engineFrames: Int
    /// Whether a finger pressed (a drag), not only wheel notches.
    var pressed: Bool
    /// When the finger last lifted, session ms; nil without a lift.
    var liftedMs: Double?
    /// Every seam the preset's fling met, in order, with the frame time it met it at.
    var handoffs: [SeamHandoff]
    /// The preset's last release: its velocity and time.
    var release: ReleaseRecord?
    /// How far the anchor at the lift moved each scroller, and the frame it happened before:
    /// not motion, and not counted as a scroller moving.
    var anchorShift: (frame: Int, offsets: [Double])?

    /// The longest the scene may go on moving after the engine's last frame, ms.
    static let longestTailMs = 30_000.0

    /// Plays `file` under `preset` with the handoff `policy`.
    init(file: SeamTruthFile, preset: PhysicsPreset, policy: HandoffPolicy, name: String) throws(TruthError) {
        let events = try Self.events(of: file, name: name)
        let scene = Self.scene(for: file, preset: preset, policy: policy)

        var times: [Double] = []
        var offsets: [[Double]] = []
        var handoffs: [SeamHandoff] = []
        var anchorShift: (frame: Int, offsets: [Double])?
        var previousMs = file.frames[0].timeMs
        var primaryTouch: Int?
        var eventIndex = 0
        // Where the engine's trace says which fling sample each frame shows, the preset shows the
        // same one (a frame after the lift without one shows none of the fling yet).
        let recordsSamples = file.frames.contains { $0.sampledMs != nil }
        func frame(at timeMs: Double, sampledMs: Double? = nil) {
            let liftedMs = file.release?.t ?? .infinity
            scene.updateScroller {
                $0.beginFrame()
                $0.frameTimeMs = timeMs
                if recordsSamples, timeMs >= liftedMs { $0.sampleTimeMs = sampledMs ?? -.infinity }
                // A frame the engine made before it handled the lift shows none of the fling, even
                // where no frame names a sample (a fling on a scroller that cannot move).
                else if let handled = file.release?.handled, timeMs >= liftedMs, timeMs < handled { $0.sampleTimeMs = -.infinity }
            }
            scene.advance(dt: max(0, timeMs - previousMs) / 1000)
            previousMs = timeMs
            if let handoff = scene.scroller.lastHandoff, handoff.serial > (handoffs.last?.serial ?? 0) { handoffs.append(handoff) }
            times.append(timeMs)
            offsets.append([scene.tree[.outer].offset, scene.tree[.inner].offset])
        }
        let liftDueMs = Self.liftDue(file, preset: preset)
        func deliver(before timeMs: Double) {
            while eventIndex < events.count, events[eventIndex].t <= timeMs {
                let event = events[eventIndex]
                if let release = file.release, let due = liftDueMs, abs(event.t - release.t) <= TruthInput.liftMatchMs,
                   Self.isLift(event.event), timeMs < due { break }
                if let release = file.release, abs(event.t - release.t) <= TruthInput.liftMatchMs, Self.isLift(event.event) {
                    let before = [scene.tree[.outer].offset, scene.tree[.inner].offset]
                    Self.anchor(scene, at: release, file: file, dueMs: liftDueMs)
                    anchorShift = (times.count, [scene.tree[.outer].offset - before[0], scene.tree[.inner].offset - before[1]])
                }
                Self.apply(event, to: scene, primaryTouch: &primaryTouch)
                scene.updateScroller {
                    $0.liftHandledMs = nil
                    $0.timelineStartMs = nil
                }
                eventIndex += 1
            }
        }
        times.append(file.frames[0].timeMs)
        offsets.append(file.frames[0].offsets)
        for engineFrame in file.frames.dropFirst() {
            deliver(before: engineFrame.timeMs)
            frame(at: engineFrame.timeMs, sampledMs: engineFrame.sampledMs)
        }
        let period = Self.framePeriod(file.frames)
        var timeMs = previousMs
        let lastEngineMs = timeMs
        while eventIndex < events.count || scene.isAnimating, timeMs - lastEngineMs < Self.longestTailMs {
            timeMs += period
            deliver(before: timeMs)
            frame(at: timeMs, sampledMs: recordsSamples ? timeMs - period : nil)
        }
        self.times = times
        self.offsets = offsets
        self.engineFrames = file.frames.count
        self.pressed = events.contains { Self.isPress($0.event) }
        self.liftedMs = events.last { Self.isLift($0.event) }?.t
        self.handoffs = handoffs
        self.release = scene.scroller.lastRelease
        self.anchorShift = anchorShift
    }

    /// The profile scene at the file's window size under `preset` and `policy`, from the offsets
    /// of the file's first frame (and the inner's `overscroll-behavior`).
    static func scene(for file: SeamTruthFile, preset: PhysicsPreset, policy: HandoffPolicy) -> ProfileScene {
        let scene = ProfileScene(width: Int(file.viewport[0]), height: Int(file.viewport[1]), preset: preset)
        scene.updateScroller { $0.chain.policy = policy }
        scene.tree[.outer].offset = file.frames[0].offsets[0]
        scene.tree[.inner].offset = file.frames[0].offsets[1]
        scene.tree[.inner].containsOverscroll = file.overscrollBehavior == "contain"
        return scene
    }

    /// When an engine that samples its fling at each frame and shows it a frame later (APZ) took
    /// the lift, where that is after the lift's timestamp: its frames show the drag's end until
    /// then. The lift reaches the preset before the engine frame whose sample the first moving
    /// frame shows (the frame before it), or before the frame of the first handoff the engine
    /// logged when the flung scroller never moves (it sampled there first), whichever is first:
    /// a fling from a pan past the edge goes on past it in its first sample, which moves nothing
    /// until the overscroll animation's first. The fling still counts from the lift's timestamp.
    /// Nil: at its timestamp.
    static func liftDue(_ file: SeamTruthFile, preset: PhysicsPreset) -> Double? {
        guard preset.flingStart == .inputOneFrameLate, let release = file.release,
              let lift = file.frames.firstIndex(where: { $0.timeMs >= release.t }) else { return nil }
        let latent = SeamComparison.latent(file, from: lift)
        if latent > 0 {
            let moving = file.frames[lift + latent - 1].timeMs
            let sampled = file.handoffs.first { $0.from == release.scroller && $0.velocity != nil && $0.t >= release.t }
            return min(moving, sampled?.t ?? moving)
        }
        if let first = file.handoffs.first, first.from == release.scroller { return first.t }
        return nil
    }

    /// Whether an event presses a finger (the first touch, or the pointer's main button).
    static func isPress(_ event: SessionEvent) -> Bool {
        switch event {
        case .down(_, _, 1), .touch(.begin, _, _, _): true
        default: false
        }
    }

    /// Whether an event lifts the finger (or the touchpad's fingers).
    static func isLift(_ event: SessionEvent) -> Bool {
        switch event {
        case .up, .touch(.end, _, _, _), .touch(.cancel, _, _, _): true
        case let .scroll(_, _, dx, dy): dx == 0 && dy == 0
        default: false
        }
    }

    /// Just before the lift the file is about, the scene's scrollers take the engine's own offsets
    /// there (the flung scroller's `release.offset`, the other's at the first frame after the
    /// lift, or at the frame where the engine had it, or at the last frame before the clock of
    /// what the lift started where the trace times it), and the lift is handled when the engine's
    /// trace says: the fling is then the preset's
    /// from where the engine's began. Engines swallow their touch slop differently and draw a
    /// drag one or two frames after its input; that is not the seam, and not what is tested.
    static func anchor(_ scene: ProfileScene, at release: SeamTruthFile.Release, file: SeamTruthFile, dueMs: Double? = nil) {
        var after = file.frames.first { $0.timeMs >= dueMs ?? release.t } ?? file.frames[file.frames.count - 1]
        // Where the trace times the clock of what the lift started (Qt's timeline), its frames
        // come after it: the engine's offsets at the lift are those of the last frame before.
        if let start = release.timelineStart, let before = file.frames.last(where: { $0.timeMs < max(start, release.t) }) { after = before }
        var offsets = after.offsets
        if let offset = release.offset, let id = release.scroller, let index = file.scrollers.firstIndex(where: { $0.id == id }) {
            offsets[index] = offset
        }
        scene.tree[.outer].offset = offsets[0]
        scene.tree[.inner].offset = offsets[1]
        let handed = file.handoffs.first { $0.t >= release.t && $0.started != nil }
        scene.updateScroller {
            $0.liftHandledMs = release.handled
            $0.timelineStartMs = release.timelineStart
            $0.handoffStartedMs = handed?.started
        }
    }

    /// The file's session events, read by the session reader; its physics must be the engine's.
    static func events(of file: SeamTruthFile, name: String) throws(TruthError) -> [TimedEvent] {
        let text = file.session.joined(separator: "\n") + "\n"
        let read: (header: SessionHeader, events: [TimedEvent], warnings: [String])
        do { read = try SessionReader.readAll(bytes: Array(text.utf8), name: name + " session") } catch {
            throw TruthError(file: name, problem: "\"session\": \(error.message) (line \(error.line))")
        }
        guard read.header.physics == file.engine.name else {
            throw TruthError(file: name, problem: "the session's physics \"\(read.header.physics)\" is not the engine's \"\(file.engine.name)\"")
        }
        guard read.header.scene == .profile else {
            throw TruthError(file: name, problem: "the session's scene is \"\(read.header.scene.rawValue)\", expected \"profile\"")
        }
        return read.events
    }

    /// Hands one event to the scene, at its time, as the frame loop does.
    /// The first finger drives the scene, as a pointer; other fingers do nothing.
    static func apply(_ timed: TimedEvent, to scene: ProfileScene, primaryTouch: inout Int?) {
        let t = timed.t
        scene.updateScroller { $0.inputTimeMs = t }
        switch timed.event {
        case let .down(x, y, button) where button == 1: scene.pointerDown(x: x, y: y, timeMs: t)
        case let .move(x, y): scene.pointerMove(x: x, y: y, timeMs: t)
        case let .up(x, y, button) where button == 1: scene.pointerUp(x: x, y: y, timeMs: t)
        case let .wheel(x, y, dx, dy): scene.wheel(x: x, y: y, dx: dx, dy: dy, timeMs: t)
        case let .scroll(x, y, dx, dy): scene.scroll(x: x, y: y, dx: dx, dy: dy, timeMs: t)
        case let .touch(phase, id, x, y):
            switch phase {
            case .begin where primaryTouch == nil:
                primaryTouch = id
                scene.pointerDown(x: x, y: y, timeMs: t)
            case .move where primaryTouch == id: scene.pointerMove(x: x, y: y, timeMs: t)
            case .end where primaryTouch == id:
                primaryTouch = nil
                scene.pointerUp(x: x, y: y, timeMs: t)
            case .cancel where primaryTouch == id:
                primaryTouch = nil
                scene.pointerCancel(x: x, y: y, timeMs: t)
            default: break
            }
        default:
            break
        }
    }

    /// The engine's typical frame interval: the median of its frames' intervals, ms.
    static func framePeriod(_ frames: [SeamTruthFrame]) -> Double {
        let intervals = zip(frames, frames.dropFirst()).map { $1.timeMs - $0.timeMs }.filter { $0 > 0 }.sorted()
        return intervals.isEmpty ? 1000.0 / 60 : intervals[intervals.count / 2]
    }
}
