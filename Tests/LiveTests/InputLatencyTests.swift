import Diagnostics
import Live
import Testing

@Suite("Input latency: from an input's time to its frame on screen")
struct InputLatencyTests {
    @Test("inputs belong to the next frame drawn and are measured at its completion")
    func inputsWaitForTheirFrame() {
        var latency = InputLatency()
        latency.inputRead(atMs: 100)
        latency.inputRead(atMs: 104)
        latency.frameDrawn()
        // Read while the frame is in flight: the next frame's.
        latency.inputRead(atMs: 110)
        #expect(latency.pendingCount == 1)
        latency.presented(atMs: 116)
        #expect(latency.histogram.count == 2)
        // 16 ms and 12 ms, within the histogram's 1 % resolution.
        #expect(abs(latency.percentileMs(1) - 16) < 0.2)
        #expect(abs(latency.percentileMs(0.01) - 12) < 0.2)
        latency.frameDrawn()
        latency.presented(atMs: 130)
        #expect(latency.histogram.count == 3)
        #expect(abs(latency.percentileMs(1) - 20) < 0.25)
    }

    @Test("a completion with no frame in flight records nothing; an input stamped later than its frame counts as 0")
    func edges() {
        var latency = InputLatency()
        latency.presented(atMs: 50)
        #expect(latency.histogram.count == 0)
        #expect(latency.report(pacing: .vblank, hz: 60, source: "xrandr") == nil)
        latency.inputRead(atMs: 60)
        latency.frameDrawn()
        latency.presented(atMs: 55)
        #expect(latency.histogram.count == 1)
        #expect(latency.percentileMs(0.5) < 0.01)
        #expect(latency.report(pacing: .timer, hz: 60, source: "default")?.contains("timer pacing at 60.0 Hz") == true)
    }

    @Test("a flood of input between two frames is bounded")
    func flood() {
        var latency = InputLatency()
        for index in 0..<(InputLatency.maximumPending + 100) { latency.inputRead(atMs: Double(index)) }
        #expect(latency.pendingCount == InputLatency.maximumPending)
    }

    @Test("each presented input is kept with its frame's presentation time, as one JSON line")
    func presentedInputs() {
        var latency = InputLatency()
        latency.inputRead(atMs: 100)
        latency.inputRead(atMs: 103)
        latency.frameDrawn()
        latency.presented(atMs: 108.25)
        // The overlay's figures after that frame: nearest rank over 8.25 and 5.25 ms.
        #expect(latency.presentedInputs == [PresentedInput(inputMs: 100, presentedMs: 108.25, overlayP50Ms: 5.25, overlayP99Ms: 8.25),
                                            PresentedInput(inputMs: 103, presentedMs: 108.25, overlayP50Ms: 5.25, overlayP99Ms: 8.25)])
        #expect(latency.presentedInputs[1].jsonLine
            == #"{"input_ms":103.0,"presented_ms":108.25,"latency_ms":5.25,"overlay_p50_ms":5.25,"overlay_p99_ms":8.25}"#)
        #expect(PresentedInput(inputMs: 1, presentedMs: 2).jsonLine == #"{"input_ms":1.0,"presented_ms":2.0,"latency_ms":1.0}"#)
    }

    @Test("the overlay's figures cover the latest inputs only, so they follow a change of pace")
    func recentInputs() {
        var latency = InputLatency()
        #expect(latency.recentMs == nil)
        func frame(inputsAtMs inputs: [Double], presentedAtMs: Double) {
            for input in inputs { latency.inputRead(atMs: input) }
            latency.frameDrawn()
            latency.presented(atMs: presentedAtMs)
        }
        // A slow stretch (20 ms each), then a window's worth of fast inputs (2 ms each).
        var t = 0.0
        for _ in 0..<300 { frame(inputsAtMs: [t], presentedAtMs: t + 20); t += 30 }
        #expect(latency.recentMs?.p50 == 20 && latency.recentMs?.inputs == RecentLatencies.window)
        for _ in 0..<(RecentLatencies.window - 3) { frame(inputsAtMs: [t], presentedAtMs: t + 2); t += 30 }
        // Three slow inputs left in the window: p50 is fast, p99 (nearest rank 198 of 200) still slow.
        #expect(latency.recentMs?.p50 == 2 && latency.recentMs?.p99 == 20)
        frame(inputsAtMs: [t], presentedAtMs: t + 2)
        #expect(latency.recentMs?.p99 == 2)
        // The run's own figure still holds every input.
        #expect(latency.histogram.count == 300 + RecentLatencies.window - 2)
    }

    @Test("input read before a frame that drew nothing waits for the next drawn frame")
    func undrawnFrameKeepsItsInput() {
        var statistics = LiveStatistics(periodMs: 1000 / 60.0)
        statistics.inputRead(atMs: 100)
        statistics.frameDrawn(coreNs: nil)
        #expect(statistics.latency.pendingCount == 1)
        statistics.inputRead(atMs: 105)
        statistics.frameDrawn(coreNs: 500_000)
        statistics.presented(atMs: 117, msc: 7, continuing: false)
        #expect(statistics.latency.presentedInputs.map(\.latencyMs) == [17, 12])
    }
}
