import Foundation
import Live
import Replay
import Testing

/// `run --summary`'s field metrics are those of the frames the window drew, read as the recording
/// of the same run replays them.
@Suite("Field metrics of a live run")
struct LiveFieldMetricsTests {
    @Test("run --summary's field metrics equal replay --summary's for the run's own recording", arguments: [LivePacing.timer, .vblank])
    func sameAsTheRecording(pacing: LivePacing) throws {
        let folder = NSTemporaryDirectory() + "live-field-\(getpid())-\(pacing.rawValue)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/run.jsonl"
        let host = ScriptedHost(periodMs: LiveLoopTests.period, script: LiveLoopTests.drag())
        host.answersPresent = pacing == .vblank
        let (loop, _) = LiveLoopTests.loop(host, pacing: pacing, recordPath: path)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        let live = loop.summary.field
        #expect(live.scrollFrames > 10)
        #expect(live.averageLagPx > 0, "the drag trails the finger")
        let replayed = try Replay(path: path).run().field
        #expect(live == replayed)
    }
}
