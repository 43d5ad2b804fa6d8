import HostInterface
import Live
import Testing

/// Deadline arithmetic, with a fake clock so the results are exact.
@Suite struct FramePacerTests {
    @Test func deadlinesAreMultiplesOfThePeriodFromTheStart() {
        var pacer = FramePacer(hz: 60, startMs: 1000)
        var deadlines: [Double] = []
        for k in 1...600 {
            // Working for a varying part of each frame must not make the schedule drift.
            let now = 1000 + Double(k - 1) * pacer.periodMs + Double(k % 7)
            deadlines.append(pacer.nextDeadlineMs(now: now))
        }
        #expect(abs(deadlines[599] - (1000 + 600 * 1000 / 60.0)) < 1e-6)
        #expect(pacer.skippedFrames == 0)
    }

    @Test func lessThanAPeriodLateReturnsTheMissedDeadline() {
        var pacer = FramePacer(hz: 100, startMs: 0)
        #expect(pacer.nextDeadlineMs(now: 0) == 10)
        // At 25 ms the deadline at 20 was missed by 5 ms: render at once, stay in phase.
        #expect(pacer.nextDeadlineMs(now: 25) == 20)
        #expect(pacer.nextDeadlineMs(now: 26) == 30)
        #expect(pacer.skippedFrames == 0)
    }

    @Test func moreThanAPeriodLateSkipsToTheNextFutureDeadline() {
        var pacer = FramePacer(hz: 100, startMs: 0)
        #expect(pacer.nextDeadlineMs(now: 0) == 10)
        // A 47 ms stall: deadlines 20, 30, 40 are dropped instead of rendered in a burst.
        #expect(pacer.nextDeadlineMs(now: 47) == 50)
        #expect(pacer.skippedFrames == 3)
        #expect(pacer.nextDeadlineMs(now: 50.5) == 60)
    }

    @Test func resetRestartsTheSchedule() {
        var pacer = FramePacer(hz: 50, startMs: 0)
        _ = pacer.nextDeadlineMs(now: 0)
        pacer.reset(now: 1000)
        #expect(pacer.nextDeadlineMs(now: 1000) == 1020)
        #expect(pacer.skippedFrames == 0)
    }

    @Test func sleepingReachesTheDeadline() {
        var pacer = FramePacer(hz: 200)
        for _ in 0..<5 {
            let deadline = pacer.sleepUntilNextDeadline()
            let now = MonotonicClock.monotonicMs()
            #expect(now >= deadline)
            #expect(now - deadline < 500, "woke \(now - deadline) ms late")  // correctness, not speed: jitter is a benchmark figure
        }
    }
}
