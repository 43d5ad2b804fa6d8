@testable import Compare
import Diagnostics
import Foundation
import Replay
import ScrollEngine
import Sessions
import Testing

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
        for physics in ["ios", "android", "gtk"] {
            let overrides = ReplayOverrides(physics: PhysicsPreset.named(physics))
            let outcome = try CompareRunner.run(path: Self.session, runs: [overrides])
            #expect(outcome.runs.count == 1)
            #expect(outcome.runs[0].row.metrics == (try metricsFromReplayTrace(Self.session, overrides: overrides)), "\(physics)")
        }
        // The session collapses the header with a drag up and then pulls it back down: seams both ways.
        let outcome = try CompareRunner.run(path: Self.session, runs: [ReplayOverrides()])
        #expect(outcome.runs[0].row.metrics.seams.map(\.to) == ["inner", "outer"])
        // The trace's release object is what the metrics start from.
        #expect(outcome.runs[0].row.metrics.estimator != nil && outcome.runs[0].row.metrics.curve != nil)
    }

    @Test func framesBuiltFromTheStateEqualTheTraceLinesReadBack() throws {
        // compare skips the text; a script reads it. Every field must come out the same, release included.
        var releases = 0
        for name in ["fling-seam-up", "slide-swipe", "chat-refresh", "touchpad-fling-seam"] {
            let path = Self.session.replacingOccurrences(of: "fling-seam-up", with: name)
            let replay = try Replay(path: path)
            var mismatches = 0
            _ = try replay.run(afterFrame: { index, time, state in
                let direct = TraceFrame(frame: index, timeMs: time, state: state)
                let read = try? TraceFrame.decode(line: TraceLine.json(frame: index, timeMs: time, state: state))
                if direct != read { mismatches += 1 }
                if direct.release != nil { releases += 1 }
            })
            #expect(mismatches == 0, "\(name)")
        }
        #expect(releases >= 4)
    }

    @Test func idleStretchesFedOnceMeasureLikeEveryFrame() throws {
        // A flick, then ten idle minutes, then another flick: the replay jumps the idle frames.
        let path = "/tmp/compare-idle-\(getpid()).jsonl"
        defer { unlink(path) }
        var text = #"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"# + "\n"
        for start in [100, 600_100] {
            text += #"{"t":\#(start),"type":"down","x":640,"y":700,"button":1}"# + "\n"
            for step in 1...6 { text += #"{"t":\#(start + 8 * step),"type":"move","x":640,"y":\#(700 - 30 * step)}"# + "\n" }
            text += #"{"t":\#(start + 56),"type":"up","x":640,"y":520,"button":1}"# + "\n"
        }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let outcome = try CompareRunner.run(path: path, runs: [ReplayOverrides()])
        #expect(outcome.runs[0].row.metrics == (try metricsFromReplayTrace(path, overrides: ReplayOverrides())))
        #expect(outcome.runs[0].row.frames > 36_000)
        #expect(outcome.moments.lastReleaseMs == 600_156 && outcome.moments.lastGestureStartMs == 600_100)
    }

    @Test func aPipeIsReadOnceAndSharedByEveryRun() throws {
        let fifo = "/tmp/compare-fifo-\(getpid())"
        unlink(fifo)
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.session))
        // The writer opens the FIFO once and writes the session once.
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(bytes)
            try? handle?.close()
        }
        writer.start()
        let jobs = ["ios", "android", "gtk"].map { ReplayOverrides(physics: PhysicsPreset.named($0)) }
        let fromPipe = try CompareRunner.run(path: fifo, runs: jobs)
        let fromFile = try CompareRunner.run(path: Self.session, runs: jobs)
        #expect(fromPipe.runs.map(\.row) == fromFile.runs.map(\.row))
        #expect(fromPipe.moments == fromFile.moments)
    }

    @Test func parallelRunsEqualSequentialOnesInOrder() throws {
        let jobs = ["ios", "chromium", "ios"].map { ReplayOverrides(physics: PhysicsPreset.named($0)) }
        let parallel = try CompareRunner.run(path: Self.session, runs: jobs).runs
        #expect(parallel.map(\.row.setting.physics) == ["ios", "chromium", "ios"])
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

    @Test func lastGestureStartsAtItsFirstInput() {
        let pointer = [TimedEvent(t: 5, event: .down(x: 0, y: 0, button: 1)), TimedEvent(t: 9, event: .up(x: 0, y: 0, button: 1)),
                       TimedEvent(t: 20, event: .move(x: 0, y: 0)), TimedEvent(t: 30, event: .down(x: 0, y: 0, button: 1)),
                       TimedEvent(t: 40, event: .move(x: 0, y: 9)), TimedEvent(t: 50, event: .up(x: 0, y: 9, button: 1))]
        // A hover move is no input of a gesture: the last gesture starts at its press.
        #expect(SessionMoments(events: pointer).lastGestureStartMs == 30)
        #expect(SessionMoments(events: pointer).lastReleaseMs == 50)
        // A touchpad gesture starts with its first non-zero scroll after the lift; wheel notches close together are one.
        let touchpad = [TimedEvent(t: 1, event: .scroll(x: 0, y: 0, dx: 0, dy: 5)), TimedEvent(t: 7, event: .scroll(x: 0, y: 0, dx: 0, dy: 0)),
                        TimedEvent(t: 9, event: .scroll(x: 0, y: 0, dx: 0, dy: 3)), TimedEvent(t: 12, event: .scroll(x: 0, y: 0, dx: 0, dy: 3))]
        #expect(SessionMoments(events: touchpad).lastGestureStartMs == 9)
        let wheel = [TimedEvent(t: 100, event: .wheel(x: 0, y: 0, dx: 0, dy: 1)), TimedEvent(t: 500, event: .wheel(x: 0, y: 0, dx: 0, dy: 1)),
                     TimedEvent(t: 600, event: .wheel(x: 0, y: 0, dx: 0, dy: 1))]
        #expect(SessionMoments(events: wheel).lastGestureStartMs == 500)
        // A second finger does not start a gesture; an `end` hides what follows.
        let touches = [TimedEvent(t: 1, event: .touch(phase: .begin, id: 1, x: 0, y: 0)),
                       TimedEvent(t: 2, event: .touch(phase: .begin, id: 2, x: 0, y: 0)),
                       TimedEvent(t: 3, event: .end), TimedEvent(t: 4, event: .key("Down"))]
        #expect(SessionMoments(events: touches).lastGestureStartMs == 1)
    }
}
