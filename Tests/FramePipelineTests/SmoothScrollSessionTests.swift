import Foundation
@testable import FramePipeline
@testable import Replay
import Scenes
import ScrollEngine
import Sessions
import Testing

/// Sessions with `scroll` and `touch` events, replayed through the real reader and frame loop on
/// The documented clock.
@Suite("Sessions: smooth scroll fling through the seam, touch = pointer, touch cancel")
struct SmoothScrollSessionTests {
    struct Frame: Equatable {
        var timeMs: Double = 0
        var state: SceneState
        var digest: UInt64
    }

    static let header = #"{"handoff":1,"scene":"profile","physics":"ios","size":[400,800],"hz":60}"#

    /// Replays the session made of `events` (one JSON object each); returns every frame and the loop.
    func replay(_ events: [String]) throws -> (frames: [Frame], loop: FrameLoop) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("smooth-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ([Self.header] + events).joined(separator: "\n").appending("\n").write(toFile: path, atomically: false, encoding: .utf8)
        let replay = try Replay(path: path)
        var frames: [Frame] = []
        _ = try replay.run(afterFrame: { _, t, state in frames.append(Frame(timeMs: t, state: state, digest: replay.loop.frameDigest)) })
        return (frames, replay.loop)
    }

    func scroll(_ t: Double, _ dy: Double) -> String { #"{"t":\#(t),"type":"scroll","x":200,"y":600,"dx":0,"dy":\#(dy)}"# }

    @Test("scroll deltas then a zero scroll: a fling with the velocity of the last 150 ms that collapses the header and moves the list")
    func scrollFlingCrossesTheSeam() throws {
        // 12 px every 8 ms (1500 px/s) from t = 100: 15 deltas, 180 px, the header 100 px from collapsed.
        var events: [String] = []
        for i in 0..<15 { events.append(scroll(100 + Double(i) * 8, 12)) }
        events.append(scroll(100 + 15 * 8, 0))
        let (frames, loop) = try replay(events)

        #expect(abs(loop.scene.scroller.releaseVelocity - 1500) < 1e-6)
        let stop = try #require(frames.firstIndex { $0.state.phase == .fling })
        #expect(frames[stop - 1].state.phase == .drag && frames[stop - 1].state.outer == 180)
        // One fling: the header collapses under momentum, then the list moves, in consecutive fling frames.
        let seam = try #require(frames.indices.first { $0 > stop && frames[$0].state.inner > 0 })
        #expect(frames[seam - 1].state.outer < 280 && frames[seam].state.outer == 280)
        #expect(frames[stop...seam].allSatisfy { $0.state.phase == .fling })
        let moves = zip(frames, frames.dropFirst()).map { ($1.state.outer + $1.state.inner) - ($0.state.outer + $0.state.inner) }
        // Fling frames after the stop frame (which also applied the last delta) shrink smoothly,
        // across the seam too: no stall, no jump.
        #expect(seam - stop >= 3, "the fling, not the scroll, reached the seam")
        for i in (stop + 1)...(seam + 1) {
            #expect(moves[i] > 0 && moves[i] < moves[i - 1] && moves[i - 1] / moves[i] < 1.1, "frame \(i): \(moves[(stop)...(seam + 2)])")
        }
        // iOS: travel after the lift ≈ 0.4995·v.
        let travel = frames.last!.state.outer + frames.last!.state.inner - 180
        #expect(abs(travel - 1500 * 0.4995) / (1500 * 0.4995) < 0.02)
        #expect(frames.last?.state.phase == .idle)
    }

    @Test("the scroll's fling is the engine's own release: the same frames as a fling of that velocity from there")
    func scrollFlingIsTheReleaseFling() throws {
        var events: [String] = []
        for i in 0..<15 { events.append(scroll(100 + Double(i) * 8, 12)) }
        events.append(scroll(220, 0))
        let (frames, loop) = try replay(events)
        let stop = try #require(frames.firstIndex { $0.state.phase == .fling })
        let velocity = loop.scene.scroller.releaseVelocity
        #expect(abs(velocity - 1500) < 1e-6)

        // The stop's time (220 ms) starts the fling, and each frame samples it at its own time.
        let reference = ProfileScene(width: 400, height: 800)
        try reference.scroller.scroll(delta: 180, timeMs: 0)
        reference.scroller.inputTimeMs = 220
        try reference.scroller.fling(velocity: velocity)
        for frame in frames[stop...] {
            reference.scroller.frameTimeMs = frame.timeMs
            reference.advance(dt: 1.0 / 60)
            #expect(frame.state.outer == reference.state.outer && frame.state.inner == reference.state.inner, "\(frame.timeMs): \(frame.state.outer),\(frame.state.inner) vs \(reference.state.outer),\(reference.state.inner)")
        }
    }

    /// A pointer drag (down, moves, up) and a tap on the "Media" tab, as pointer or touch events;
    /// the touch version has a second finger that comes and goes during the drag.
    func dragAndTap(touch: Bool, lastPhase: String = "end") -> [String] {
        var events: [String] = []
        func pointer(_ t: Double, _ type: String, _ x: Double, _ y: Double) {
            if touch {
                let phase = ["down": "begin", "move": "move", "up": lastPhase][type]!
                events.append(#"{"t":\#(t),"type":"touch","phase":"\#(phase)","id":11,"x":\#(x),"y":\#(y)}"#)
            } else if type == "move" {
                events.append(#"{"t":\#(t),"type":"move","x":\#(x),"y":\#(y)}"#)
            } else {
                events.append(#"{"t":\#(t),"type":"\#(type)","x":\#(x),"y":\#(y),"button":1}"#)
            }
        }
        pointer(50, "down", 200, 700)
        for i in 1...12 {
            let t = 50 + Double(i) * 8
            pointer(t, "move", 200 + Double(i), 700 - Double(i) * 30)
            if touch, i == 3 { events.append(#"{"t":\#(t),"type":"touch","phase":"begin","id":12,"x":200,"y":300}"#) }
            if touch, (4...8).contains(i) { events.append(#"{"t":\#(t),"type":"touch","phase":"move","id":12,"x":200,"y":\#(300 + i * 40)}"#) }
            if touch, i == 9 { events.append(#"{"t":\#(t),"type":"touch","phase":"end","id":12,"x":200,"y":600}"#) }
        }
        pointer(50 + 13 * 8, "up", 212, 340)
        // Once everything rests: a tap on the second tab (the tab bar is pinned at the top by then).
        pointer(4000, "down", 150, 20)
        pointer(4050, "up", 152, 22)
        return events
    }

    @Test("a touch drag equals the same pointer drag frame for frame (slop, drag, fling, tap)")
    func touchEqualsPointer() throws {
        let pointer = try replay(dragAndTap(touch: false)).frames
        let touch = try replay(dragAndTap(touch: true)).frames
        #expect(pointer.contains { $0.state.phase == .fling })
        #expect(pointer.last?.state.tab == 1, "the tap selected Media")
        #expect(pointer.count == touch.count)
        #expect(pointer == touch)
    }

    @Test("a touch cancel ends the drag where it is: no fling, no tap")
    func touchCancelDoesNotFling() throws {
        let ended = try replay(dragAndTap(touch: true)).frames
        #expect(ended.contains { $0.state.phase == .fling })

        var events = dragAndTap(touch: true, lastPhase: "cancel")
        events.removeLast(2)
        // A cancelled tap does not select the tab either.
        events += [#"{"t":4000,"type":"touch","phase":"begin","id":20,"x":150,"y":20}"#,
                   #"{"t":4050,"type":"touch","phase":"cancel","id":20,"x":152,"y":22}"#]
        let cancelled = try replay(events).frames
        #expect(!cancelled.contains { $0.state.phase == .fling })
        let cancelFrame = try #require(cancelled.firstIndex { $0.state.phase != .drag && $0.state.outer > 0 })
        let rest = cancelled[cancelFrame...].map { $0.state.outer + $0.state.inner }
        #expect(Set(rest).count == 1, "nothing moves after the cancel")
        #expect(cancelled.last?.state.tab == 0)
    }
}
