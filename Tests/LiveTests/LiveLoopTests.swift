import Foundation
import FramePipeline
import HostInterface
import Live
import Scenes
import Sessions
import Testing

/// The live loop as a library, driven by a scripted window on a fake clock: pacing by timer and by
/// vblank, the fallback when Present stops answering, input reaching the scene and the recording,
/// and every way a run ends.
@Suite("The live loop on a scripted host")
struct LiveLoopTests {
    static let period = 1000.0 / 60

    /// A drag up the list from 100 ms to 400 ms, then `q` at `quitMs`.
    static func drag(quitMs: Double = 1500) -> [(atMs: Double, event: HostEvent)] {
        var script: [(atMs: Double, event: HostEvent)] = [(100, .pointerDown(x: 300, y: 700, button: 1, timeMs: 100))]
        for step in 1...30 {
            let t = 100 + Double(step) * 10
            script.append((t, .pointerMove(x: 300, y: 700 - Double(step) * 15, buttons: 1, timeMs: t)))
        }
        script.append((400, .pointerUp(x: 300, y: 250, button: 1, timeMs: 400)))
        script.append((quitMs, .key(name: "q", timeMs: quitMs)))
        return script
    }

    static func loop(_ host: ScriptedHost, presenter: ScriptedPresenter? = nil, pacing: LivePacing,
                     recordPath: String? = nil) -> (LiveLoop, ScriptedPresenter) {
        let presenter = presenter ?? ScriptedPresenter(host: host)
        let timing = VblankTiming(periodMs: period, latchMs: 1)
        let loop = LiveLoop(host: host, width: 640, height: 800, presenter: presenter, environment: host.environment,
                            options: SceneOptions(kind: .profile, width: 640, height: 800), hz: 60,
                            rateSource: "scripted", pacing: pacing, vblank: pacing == .vblank ? timing : nil,
                            lateSampling: true, overlay: false, recordPath: recordPath, trace: nil)
        return (loop, presenter)
    }

    @Test("moves are narrowed only where frames go as asynchronous presents (a counter that runs ahead)")
    func narrowedWhereAsync() throws {
        let xvfb = VblankTiming(periodMs: Self.period, latchMs: 9, counterTurnMs: Self.period / 2, gridMsc: 600,
                                gridMs: 600 * Self.period)
        let synced = VblankTiming(periodMs: Self.period, latchMs: 1)
        for (pacing, timing, narrowed) in [(LivePacing.vblank, Optional(xvfb), true), (.vblank, synced, false), (.timer, nil, false)] {
            let host = ScriptedHost(periodMs: Self.period, script: [])
            let loop = LiveLoop(host: host, width: 640, height: 800, presenter: ScriptedPresenter(host: host),
                                environment: host.environment, options: SceneOptions(kind: .profile, width: 640, height: 800),
                                hz: 60, rateSource: "scripted", pacing: pacing, vblank: timing, lateSampling: true,
                                overlay: false, recordPath: nil, trace: nil)
            let frames = try #require(loop.loop as? FrameLoop)
            #expect(frames.narrowsMovesOnScreen == narrowed, "\(pacing), \(String(describing: timing))")
            #expect(host.presentsAsync == narrowed)
        }
    }

    @Test("by timer: a frame every period while something moves, the drag reaches the scene, q ends the run")
    func timerPacing() {
        let host = ScriptedHost(periodMs: Self.period, script: Self.drag())
        host.answersPresent = false
        let (loop, presenter) = Self.loop(host, pacing: .timer)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        #expect(loop.loop.state.outer + loop.loop.state.inner > 300, "the drag and its fling scrolled")
        let summary = loop.summary
        #expect(summary.frames == presenter.presented)
        #expect(summary.frames > 20)
        #expect(abs(summary.intervalMs.p50 - Self.period) < 0.01, "frames follow the timer's period")
        #expect(host.notes.isEmpty)
    }

    @Test("by vblank on a display that answers: every frame on the next vblank, none missed")
    func vblankPacing() {
        let host = ScriptedHost(periodMs: Self.period, script: Self.drag())
        let (loop, presenter) = Self.loop(host, pacing: .vblank)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        let summary = loop.summary
        #expect(summary.frames > 20)
        #expect(summary.frames == presenter.presented)
        #expect(summary.missed == 0)
        // While the fling runs the frames go out on consecutive vblanks.
        let run = host.shown.map(\.msc)
        let steps = zip(run.dropFirst(), run).map { $0 - $1 }
        #expect(steps.filter { $0 == 1 }.count >= run.count / 2, "consecutive vblanks: \(steps)")
        #expect(steps.allSatisfy { $0 >= 1 }, "never two frames on one vblank")
        #expect(abs(summary.intervalMs.p50 - Self.period) < 0.01)
    }

    @Test("after a rest of seconds the first frame starts within a refresh of the input: the grid was kept while idle, a few vblanks asked for")
    func firstFrameAfterRest() {
        // The first frame, a rest until 4 s, then a press and a drag 1 ms after vblank 240 (the
        // worst case for a frame that must first wait for a vblank to be planned).
        let inputMs = 240 * Self.period + 1
        var script: [(atMs: Double, event: HostEvent)] = [(5000, .key(name: "q", timeMs: 5000))]
        script.append((inputMs, .pointerDown(x: 300, y: 700, button: 1, timeMs: inputMs)))
        for step in 1...5 {
            let t = inputMs + Double(step) * 10
            script.append((t, .pointerMove(x: 300, y: 700 - Double(step) * 30, buttons: 1, timeMs: t)))
        }
        let host = ScriptedHost(periodMs: Self.period, script: script)
        let (loop, _) = Self.loop(host, pacing: .vblank)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        let before = host.shown.filter { $0.sentMs < inputMs }
        let after = host.shown.filter { $0.sentMs >= inputMs }
        let lastBefore = try? #require(before.last)
        let first = try? #require(after.first)
        guard let lastBefore, let first else { return }
        #expect(inputMs - lastBefore.sentMs > 3000, "a rest of seconds: the last frame before at \(lastBefore.sentMs) ms")
        #expect(first.sentMs - inputMs < Self.period, "the first frame after the rest went \(first.sentMs - inputMs) ms after the input")
        // One vblank a quarter second while idle, and one per frame: not one per idle wake-up.
        #expect(host.notifyRequests < host.shown.count + 5000 / 250 + 4, "\(host.notifyRequests) vblanks asked for")
    }

    @Test("under a stream of wheel notches, fresh input gets a frame at once where presents show on arrival; a synced display keeps one frame a refresh")
    func streamOnArrival() throws {
        // Notches every 16 ms for a second, from 1 s (a phase that drifts across the refresh).
        var script: [(atMs: Double, event: HostEvent)] = [(2500, .key(name: "q", timeMs: 2500))]
        for notch in 0..<60 {
            let t = 1000 + Double(notch) * 16 + 0.5
            script.append((t, .wheel(x: 300, y: 400, dx: 0, dy: notch % 15 < 8 ? 1 : -1, timeMs: t)))
        }
        let xvfb = VblankTiming(periodMs: Self.period, latchMs: 9, counterTurnMs: Self.period / 2, gridMsc: 0, gridMs: 0)
        var atOnce = [Bool: Int]()
        for async in [true, false] {
            let host = ScriptedHost(periodMs: Self.period, script: script)
            host.counterRunsAhead = async
            let loop = LiveLoop(host: host, width: 640, height: 800, presenter: ScriptedPresenter(host: host),
                                environment: host.environment, options: SceneOptions(kind: .profile, width: 640, height: 800),
                                hz: 60, rateSource: "scripted", pacing: .vblank,
                                vblank: async ? xvfb : VblankTiming(periodMs: Self.period, latchMs: 1), lateSampling: true,
                                overlay: false, recordPath: nil, trace: nil)
            guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
            let summary = loop.summary
            #expect(summary.missed == 0, "async \(async): frames for fresh input are not misses")
            // The fake clock stands still while a frame is drawn: a notch shown at once reads 0.
            atOnce[async] = loop.presentedInputs.filter { $0.latencyMs < 1 }.count
            #expect(loop.presentedInputs.count == 60)
            let mscs = host.shown.map(\.msc)
            let shared = zip(mscs.dropFirst(), mscs).filter { $0 == $1 }.count
            if async {
                #expect(shared >= 5, "frames for fresh input share a vblank with the refresh's frame: \(shared)")
            } else {
                #expect(shared == 0, "a synced display: never two frames on one vblank")
            }
            // Time runs forward on the frames' clock.
            let sent = host.shown.map(\.sentMs)
            #expect(zip(sent.dropFirst(), sent).allSatisfy { $0 >= $1 })
        }
        // A notch that comes while a refresh's frame is in flight waits for it: how many do depends
        // on how early those frames start, which follows the core times this machine measures
        // (most notches on an idle machine, fewer under load). The synced display shows none at
        // once: each waits for the next vblank.
        let onArrival = try #require(atOnce[true]), synced = try #require(atOnce[false])
        #expect(onArrival >= 5, "on arrival: \(onArrival) of 60 notches shown at once")
        #expect(synced == 0, "synced: \(synced) of 60 notches shown at once")
    }

    @Test("when Present stops answering, the loop says so once and goes on by timer")
    func presentFallback() {
        let host = ScriptedHost(periodMs: Self.period, script: Self.drag())
        host.answersPresent = false
        let (loop, presenter) = Self.loop(host, pacing: .vblank)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        #expect(host.notes == ["the Present extension stopped answering: pacing by timer from now on"])
        #expect(presenter.presented > 20)
        #expect(loop.loop.state.outer + loop.loop.state.inner > 300)
    }

    @Test("a present that fails ends the run with the failure")
    func presenterFailure() {
        let host = ScriptedHost(periodMs: Self.period, script: Self.drag())
        let presenter = ScriptedPresenter(host: host)
        presenter.failAfter = 5
        let (loop, _) = Self.loop(host, presenter: presenter, pacing: .vblank)
        guard case .hostFailed(let error) = loop.run() else { Issue.record("the failure did not end the run"); return }
        #expect(error is ScriptedPresenter.Lost)
        #expect(presenter.presented == 5)
    }

    @Test("closing the window or a stop signal ends the run as finished")
    func closeAndStop() {
        let closing = ScriptedHost(periodMs: Self.period, script: [(200, .close)])
        let (closed, _) = Self.loop(closing, pacing: .vblank)
        guard case .finished = closed.run() else { Issue.record("close did not finish"); return }
        #expect(closing.nowMs >= 200 && closing.nowMs < 1000)

        let stopping = ScriptedHost(periodMs: Self.period, script: Self.drag(quitMs: 60_000))
        stopping.stopAtMs = 250
        let (stopped, _) = Self.loop(stopping, pacing: .timer)
        guard case .finished = stopped.run() else { Issue.record("the stop did not finish"); return }
        #expect(stopping.nowMs < 400, "the stop came before the drag ended")
    }

    @Test("a recording from the start holds the input at its times and a frame line per frame")
    func recording() throws {
        let path = NSTemporaryDirectory() + "live-loop-\(UUID().uuidString).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let host = ScriptedHost(periodMs: Self.period, script: Self.drag())
        let (loop, presenter) = Self.loop(host, pacing: .vblank, recordPath: path)
        guard case .finished = loop.run() else { Issue.record("the run did not finish"); return }
        let (header, events, warnings) = try SessionReader.readAll(path: path)
        #expect(warnings.isEmpty)
        #expect(header.scene == .profile && header.width == 640 && header.height == 800)
        let frames = events.filter { if case .frame = $0.event { true } else { false } }
        #expect(frames.count == presenter.presented)
        let down = try #require(events.first { if case .down = $0.event { true } else { false } })
        let up = try #require(events.first { if case .up = $0.event { true } else { false } })
        // The timeline starts at the loop's origin (fake time 0): the drag keeps its times.
        #expect(abs(down.t - 100) < 0.001 && abs(up.t - 400) < 0.001)
        #expect(host.notes.first == "recording to \(path)")
        #expect(host.notes.last == "recorded \(path)")
    }
}
