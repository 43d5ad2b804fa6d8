import ScrollEngine
import Sessions

/// A truth file's input replayed through the preset's engine: every event at its session time,
/// and between events the engine's own frames (an event reaches the engine before the frame whose
/// time is at or after it, as replay delivers input). What it gives is the release the preset
/// makes of the lift the file is about — its velocity bounded, and boosted by a caught fling
/// where the preset's engine does that.
enum TruthInput {
    /// A lift further than this from the file's `release.t` is not the file's release, ms.
    static let liftMatchMs = 1.0

    /// The file's lift as the preset saw it.
    struct Lift {
        /// The preset's release.
        var record: ReleaseRecord
        /// The time of the finger's last move before it, ms (the lift's own time when none).
        var lastMoveMs: Double
    }

    /// The preset's release of the file's lift.
    static func release(of file: TruthFile, preset: PhysicsPreset, name: String) throws(TruthError) -> Lift {
        let events = try sessionEvents(of: file, name: name)
        let node = ScrollNode(contentExtent: file.content, viewportExtent: file.viewportHeight,
                              offset: file.frames[0].offset, leading: .clamp, trailing: .clamp)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        var frameIndex = 0
        var previousFrameMs = file.frames[0].timeMs
        var primaryTouch: Int?
        var best: (distance: Double, lift: Lift)?
        var lastMoveMs: Double?
        for timed in events {
            while frameIndex < file.frames.count, file.frames[frameIndex].timeMs < timed.t {
                let frameMs = file.frames[frameIndex].timeMs
                scroller.beginFrame()
                scroller.frameTimeMs = frameMs
                try? scroller.step(max(0, frameMs - previousFrameMs) / 1000)
                previousFrameMs = frameMs
                frameIndex += 1
            }
            // The file's lift reaches the preset when its engine's trace says it handled it.
            if let handled = file.release.handled, abs(timed.t - file.release.t) <= liftMatchMs {
                scroller.liftHandledMs = handled
            }
            defer { scroller.liftHandledMs = nil }
            let action: Action
            do { action = try apply(timed, to: &scroller, primaryTouch: &primaryTouch) } catch {
                throw TruthError(file: name, problem: "session at \(timed.t) ms: \(error)")
            }
            if action == .move { lastMoveMs = timed.t }
            guard action == .lift, let record = scroller.lastRelease else { continue }
            let distance = abs(timed.t - file.release.t)
            if distance <= liftMatchMs, distance < best?.distance ?? .infinity {
                best = (distance, Lift(record: record, lastMoveMs: lastMoveMs ?? timed.t))
            }
        }
        guard let best else {
            throw TruthError(file: name, problem: "the session has no lift at release.t = \(file.release.t) ms")
        }
        return best.lift
    }

    /// The file's session, read by the session reader.
    static func sessionEvents(of file: TruthFile, name: String) throws(TruthError) -> [TimedEvent] {
        let text = file.session.joined(separator: "\n") + "\n"
        let read: (header: SessionHeader, events: [TimedEvent], warnings: [String])
        do { read = try SessionReader.readAll(bytes: Array(text.utf8), name: name + " session") } catch {
            throw TruthError(file: name, problem: "\"session\": \(error.message) (line \(error.line))")
        }
        guard read.header.physics == file.engine.name else {
            throw TruthError(file: name, problem: "the session's physics \"\(read.header.physics)\" is not the engine's \"\(file.engine.name)\"")
        }
        return read.events
    }

    /// What an event was to the finger that drives the scroller.
    private enum Action { case move, lift, other }

    /// Hands one event to the engine.
    private static func apply(_ timed: TimedEvent, to scroller: inout Scroller, primaryTouch: inout Int?) throws(ScrollInputError) -> Action {
        let t = timed.t
        switch timed.event {
        case let .down(_, y, button) where button == 1:
            try scroller.pointerDown(position: y, timeMs: t)
        case let .move(_, y):
            try scroller.pointerMove(position: y, timeMs: t)
            return scroller.isPointerDown ? .move : .other
        case let .up(_, y, button) where button == 1:
            try scroller.pointerUp(position: y, timeMs: t)
            return .lift
        case let .touch(phase, id, _, y):
            // The first finger drives the scroller, as a pointer; other fingers do nothing.
            switch phase {
            case .begin where primaryTouch == nil:
                primaryTouch = id
                try scroller.pointerDown(position: y, timeMs: t)
            case .move where primaryTouch == id:
                try scroller.pointerMove(position: y, timeMs: t)
                return .move
            case .end where primaryTouch == id:
                primaryTouch = nil
                try scroller.pointerUp(position: y, timeMs: t)
                return .lift
            case .cancel where primaryTouch == id:
                primaryTouch = nil
                try scroller.pointerCancel(timeMs: t)
            default:
                break
            }
        case let .scroll(_, _, dx, dy):
            if dx == 0, dy == 0 {
                try scroller.scrollStop(timeMs: t)
                return .lift
            }
            try scroller.scroll(delta: dy, timeMs: t)
            return .move
        default:
            break
        }
        return .other
    }
}
