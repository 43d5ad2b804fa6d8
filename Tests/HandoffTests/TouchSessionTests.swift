import Diagnostics
import Foundation
import Testing

/// The synthetic touchpad and touchscreen sessions in assets/sessions (scripts/make-touch-sessions.py:
/// Xvfb cannot inject XI2 scroll or touch events), replayed through the command line.
@Suite("Touchpad and touchscreen sessions replay through the CLI as docs/sessions.md says", .serialized)
struct TouchSessionTests {
    func replay(_ name: String) throws -> [TraceFrame] {
        let dir = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["replay", CommandRunner.asset("assets/sessions/\(name).jsonl"), "--headless",
                                            "--trace", dir + "/trace.jsonl"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        return try TraceFrame.decode(trace: try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8))
    }

    @Test("touchpad: each lift flings through the seam; the way back bounces at the top")
    func touchpadFlings() throws {
        let frames = try replay("touchpad-fling-seam")
        // Up: the fling that starts with the header partly shown collapses it and moves the list.
        let firstFling = try #require(frames.firstIndex { $0.phase == .fling })
        #expect(frames[firstFling].outer < 280 && frames[firstFling].inner == 0)
        let seam = try #require(frames.indices.first { $0 > firstFling && frames[$0].inner > 0 })
        #expect(frames[firstFling...seam].allSatisfy { $0.phase == .fling })
        // Down: the second fling returns the list to its top, opens the header and springs back at 0.
        let secondDrag = try #require(frames.indices.first { $0 > seam && frames[$0].phase == .drag })
        #expect(frames[secondDrag].inner > 0)
        let reopened = try #require(frames.indices.first { $0 > secondDrag && frames[$0].outer < 280 })
        #expect(frames[reopened].phase == .fling && frames[reopened].inner == 0)
        #expect(frames.contains { $0.phase == .spring && $0.outer < 0 })
        #expect(frames.last?.outer == 0 && frames.last?.inner == 0 && frames.last?.phase == .idle)
    }

    @Test("touchscreen: the first finger drags and flings, the second is ignored, a tap selects, a cancel does not fling")
    func touchscreen() throws {
        let frames = try replay("touch-drag")
        let fling = try #require(frames.firstIndex { $0.phase == .fling })
        #expect(frames[fling...].contains { $0.inner > 0 })
        let tapped = try #require(frames.firstIndex { $0.tab == 1 })
        #expect(frames[tapped].inner == 0)
        // The cancelled drag: it moved the list, and after it nothing flings.
        let lastDrag = try #require(frames.lastIndex { $0.phase == .drag })
        #expect(frames[lastDrag].inner > 0)
        #expect(frames[(lastDrag + 1)...].allSatisfy { $0.phase == .idle && $0.inner == frames[lastDrag + 1].inner })
        #expect(frames.last?.tab == 1)
    }
}
