import Foundation
import Playground
import ScrollEngine
import Sessions
import Testing
@testable import Compare

@Suite("Compare runs: same numbers as replay --trace, in parallel")
struct CompareRunnerTests {
    static let session = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets/sessions/fling-seam-up.jsonl").path

    /// What `replay --trace` writes, read back as text: the metrics a script would compute.
    func metricsFromReplayTrace(_ path: String, overrides: ReplayOverrides) throws -> HandoffMetrics {
        let replay = try Replay(path: path, overrides: overrides)
        var text = ""
        _ = try replay.run(afterFrame: { index, time, state in
            text += TraceLine.json(frame: index, timeMs: time, state: state) + "\n"
        })
        return HandoffMetrics.measure(try TraceFrame.decode(trace: text),
                                      releaseMs: try SessionRelease.lastReleaseMs(path: path))
    }

    @Test func compareEqualsMetricsOfTheReplayTrace() throws {
        let runs = try CompareRunner.run(path: Self.session, runs: [ReplayOverrides()])
        #expect(runs.count == 1)
        #expect(runs[0].row.metrics == (try metricsFromReplayTrace(Self.session, overrides: ReplayOverrides())))
        #expect(runs[0].row.frames == runs[0].frames.count)
        // The session collapses the header with a drag up and then pulls it back down: seams both ways.
        #expect(runs[0].row.metrics.seams.map(\.to) == ["inner", "outer"])
    }

    @Test func parallelRunsEqualSequentialOnesInOrder() throws {
        let jobs = ["ios", "chromium", "ios"].map { ReplayOverrides(physics: PhysicsPreset.named($0)) }
        let parallel = try CompareRunner.run(path: Self.session, runs: jobs)
        #expect(parallel.map(\.row.setting.physics) == ["ios", "chromium", "ios"])
        #expect(parallel.map(\.row.setting.handoff) == ["nested", "latch", "nested"])
        for (index, job) in jobs.enumerated() {
            let alone = try CompareRun.execute(path: Self.session, overrides: job,
                                               releaseMs: try SessionRelease.lastReleaseMs(path: Self.session))
            #expect(parallel[index].row == alone.row)
        }
        #expect(parallel[0].row.hash == parallel[2].row.hash)
        #expect(parallel[0].row.metrics != parallel[1].row.metrics)
    }

    @Test func badSessionNamesFileAndLine() throws {
        let path = "/tmp/compare-bad-\(getpid()).jsonl"
        let text = #"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"# + "\n{\"t\":1,\"type\":\"up\"\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        do {
            _ = try CompareRunner.run(path: path, runs: [ReplayOverrides()])
            Issue.record("a bad session must throw")
        } catch {
            #expect(error.kind == .invalidData)
            #expect(error.description.hasPrefix("\(path):2:"))
        }
    }

    @Test func releaseIsTheLastButtonOneUp() {
        let events = [TimedEvent(t: 5, event: .up(x: 0, y: 0, button: 1)),
                      TimedEvent(t: 9, event: .up(x: 0, y: 0, button: 3)),
                      TimedEvent(t: 12, event: .move(x: 0, y: 0))]
        #expect(SessionRelease.lastReleaseMs(in: events) == 5)
        #expect(SessionRelease.lastReleaseMs(in: [TimedEvent(t: 1, event: .wheel(x: 0, y: 0, dx: 0, dy: 1))]) == nil)
        // Smooth scroll: the zero scroll is the lift; a touch sequence's release is its first finger's end.
        #expect(SessionRelease.lastReleaseMs(in: [TimedEvent(t: 1, event: .scroll(x: 0, y: 0, dx: 0, dy: 12)),
                                                  TimedEvent(t: 7, event: .scroll(x: 0, y: 0, dx: 0, dy: 0)),
                                                  TimedEvent(t: 9, event: .scroll(x: 0, y: 0, dx: 0, dy: 3))]) == 7)
        let touches: [TimedEvent] = [
            TimedEvent(t: 1, event: .touch(phase: .begin, id: 4, x: 0, y: 0)),
            TimedEvent(t: 2, event: .touch(phase: .begin, id: 5, x: 0, y: 0)),
            TimedEvent(t: 3, event: .touch(phase: .end, id: 4, x: 0, y: 0)),
            TimedEvent(t: 4, event: .touch(phase: .end, id: 5, x: 0, y: 0)),
            TimedEvent(t: 5, event: .touch(phase: .begin, id: 6, x: 0, y: 0)),
            TimedEvent(t: 6, event: .touch(phase: .cancel, id: 6, x: 0, y: 0)),
        ]
        #expect(SessionRelease.lastReleaseMs(in: touches) == 3)
    }
}
