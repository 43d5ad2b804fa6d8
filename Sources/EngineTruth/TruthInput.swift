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

    /// The preset's release of the file's lift.
    static func release(of file: TruthFile, preset: PhysicsPreset, name: String) throws(TruthError) -> ReleaseRecord {
        let events = try sessionEvents(of: file, name: name)
        let node = ScrollNode(contentExtent: file.content, viewportExtent: file.viewportHeight,
                              offset: file.frames[0].offset, leading: .clamp, trailing: .clamp)
        var scroller = Scroller(chain: ScrollChain(nodes: [node]), preset: preset)
        var frameIndex = 0
        var previousFrameMs = file.frames[0].timeMs
        var primaryTouch: Int?
        var best: (distance: Double, record: ReleaseRecord)?
        for timed in events {
            while frameIndex < file.frames.count, file.frames[frameIndex].timeMs < timed.t {
                let frameMs = file.frames[frameIndex].timeMs
                scroller.beginFrame()
                scroller.frameTimeMs = frameMs
                try? scroller.step(max(0, frameMs - previousFrameMs) / 1000)
                previousFrameMs = frameMs
                frameIndex += 1
            }
            let lifted: Bool
            do { lifted = try apply(timed, to: &scroller, primaryTouch: &primaryTouch) } catch {
                throw TruthError(file: name, problem: "session at \(timed.t) ms: \(error)")
            }
            guard lifted, let record = scroller.lastRelease else { continue }
            let distance = abs(timed.t - file.release.t)
            if distance <= liftMatchMs, distance < best?.distance ?? .infinity { best = (distance, record) }
        }
        guard let best else {
            throw TruthError(file: name, problem: "the session has no lift at release.t = \(file.release.t) ms")
        }
        return best.record
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

    /// Hands one event to the engine; true when it was a lift (a release).
    private static func apply(_ timed: TimedEvent, to scroller: inout Scroller, primaryTouch: inout Int?) throws(ScrollInputError) -> Bool {
        let t = timed.t
        switch timed.event {
        case let .down(_, y, button) where button == 1:
            try scroller.pointerDown(position: y, timeMs: t)
        case let .move(_, y):
            try scroller.pointerMove(position: y, timeMs: t)
        case let .up(_, y, button) where button == 1:
            try scroller.pointerUp(position: y, timeMs: t)
            return true
        case let .touch(phase, id, _, y):
            // The first finger drives the scroller, as a pointer; other fingers do nothing.
            switch phase {
            case .begin where primaryTouch == nil:
                primaryTouch = id
                try scroller.pointerDown(position: y, timeMs: t)
            case .move where primaryTouch == id:
                try scroller.pointerMove(position: y, timeMs: t)
            case .end where primaryTouch == id:
                primaryTouch = nil
                try scroller.pointerUp(position: y, timeMs: t)
                return true
            case .cancel where primaryTouch == id:
                primaryTouch = nil
                try scroller.pointerCancel(timeMs: t)
            default:
                break
            }
        case let .scroll(_, _, dx, dy):
            if dx == 0, dy == 0 {
                try scroller.scrollStop(timeMs: t)
                return true
            }
            try scroller.scroll(delta: dy, timeMs: t)
        default:
            break
        }
        return false
    }
}
