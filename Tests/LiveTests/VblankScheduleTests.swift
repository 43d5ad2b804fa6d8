import HostInterface
import Live
import Testing

/// Target-vblank and late-start arithmetic on made-up CompleteNotify sequences (exact, no clock).
@Suite struct VblankScheduleTests {
    static let period = 1000.0 / 144

    @Test func nothingIsPlannedBeforeTheFirstVblankIsObserved() {
        var schedule = VblankSchedule(periodMs: Self.period)
        #expect(schedule.next(nowMs: 0, leadMs: 1) == nil)
        #expect(schedule.msc(atMs: 5) == nil)
    }

    @Test func targetIsTheNextVblankAndDrawingStartsLeadBeforeIt() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        // Just after vblank 100, with 3 ms of lead: vblank 101 at 1010, start at 1007.
        let targetPlan = schedule.next(nowMs: 1000.5, leadMs: 3)
        let target = try #require(targetPlan)
        #expect(target == VblankSchedule.Target(msc: 101, presentMs: 1010, startMs: 1007))
    }

    @Test func aStartTooLateForTheNextVblankAimsAtTheOneAfter() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        // At 1008 with 3 ms of lead, vblank 101 (1010) is too close: 102 at 1020, start at 1017.
        let latePlan = schedule.next(nowMs: 1008, leadMs: 3)
        let late = try #require(latePlan)
        #expect(late.msc == 102 && late.presentMs == 1020 && late.startMs == 1017)
        // Exactly `lead` before a vblank still makes it.
        var edge = VblankSchedule(periodMs: 10)
        edge.observe(msc: 100, atMs: 1000)
        #expect(edge.next(nowMs: 1007, leadMs: 3)?.msc == 101)
    }

    @Test func aFrameWithoutSlackStartsAtOnceRatherThanGiveUpAVblank() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        // At 1005 a p99 lead of 7 ms does not fit before 1010, a typical frame's 3 ms does: aim at
        // 101 and start now (the planned start, 1003, is already past).
        let plan = schedule.next(nowMs: 1005, leadMs: 7, minimumLeadMs: 3)
        let target = try #require(plan)
        #expect(target.msc == 101 && target.startMs == 1003)
        // Not even the minimum fits: the vblank after.
        let later = schedule.next(nowMs: 1018.5, leadMs: 7, minimumLeadMs: 3)
        #expect(later?.msc == 103)
    }

    @Test func aNegativeMinimumLeadMayAimAtTheObservedVblankItself() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        // A counter that runs ahead takes frames for 100 until it turns, 5 ms after 100's event.
        let plan = schedule.next(nowMs: 1002, leadMs: 1, minimumLeadMs: -5)
        #expect(try #require(plan).msc == 100)
        // Past the turn, and with a lead of zero or more, the observed vblank has gone.
        var turned = VblankSchedule(periodMs: 10)
        turned.observe(msc: 100, atMs: 1000)
        #expect(turned.next(nowMs: 1006, leadMs: 1, minimumLeadMs: -5)?.msc == 101)
        var synced = VblankSchedule(periodMs: 10)
        synced.observe(msc: 100, atMs: 1000)
        #expect(synced.next(nowMs: 1000, leadMs: 1, minimumLeadMs: 0)?.msc == 101)
    }

    @Test func aForgottenTargetKeepsTheVblankItIsGivenAfter() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        #expect(schedule.next(nowMs: 1001, leadMs: 2)?.msc == 101)
        #expect(schedule.next(nowMs: 1001, leadMs: 2)?.msc == 102)
        // The frame for 102 drew nothing: the next may take 102 again, never 101.
        schedule.forgetTarget(after: 101)
        #expect(schedule.next(nowMs: 1001, leadMs: 2)?.msc == 102)
    }

    @Test func aLongStallSkipsToTheFirstReachableVblankWithoutStepping() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 5, atMs: 0)
        let targetPlan = schedule.next(nowMs: 1_000_000.0, leadMs: 2)
        let target = try #require(targetPlan)
        #expect(target.msc == 5 + 100_001 && target.presentMs == 1_000_010)
    }

    @Test func oneFrameInFlightNeverTargetsTheSameVblankTwice() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        let firstPlan = schedule.next(nowMs: 1001, leadMs: 2)
        let first = try #require(firstPlan)
        // Planning again before the completion arrived (no new observation) moves on a vblank.
        let secondPlan = schedule.next(nowMs: 1001, leadMs: 2)
        let second = try #require(secondPlan)
        #expect(first.msc == 101 && second.msc == 102)
    }

    @Test func completionsReanchorThePredictionSoJitterDoesNotAccumulate() throws {
        var schedule = VblankSchedule(periodMs: Self.period)
        // A CompleteNotify sequence whose vblanks wobble ±0.3 ms around a true 144 Hz grid.
        var msc: UInt64 = 1
        schedule.observe(msc: msc, atMs: 0)
        for k in 1...1000 {
            let plan = schedule.next(nowMs: schedule.time(ofMsc: msc)! + 0.1, leadMs: 2)
            let target = try #require(plan)
            #expect(target.msc == msc + 1)
            msc = target.msc
            let wobble = k % 2 == 0 ? 0.3 : -0.3
            schedule.observe(msc: msc, atMs: Double(k) * Self.period + wobble)
        }
        let predicted = try #require(schedule.time(ofMsc: msc + 1))
        #expect(abs(predicted - (1001 * Self.period)) < 0.31)
        #expect(schedule.msc(atMs: 1000 * Self.period + 0.5 * Self.period) == 1001)
    }

    @Test func anOlderObservationDoesNotMoveTheAnchorBack() {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 50, atMs: 500)
        schedule.observe(msc: 49, atMs: 490)
        #expect(schedule.anchorMsc == 50)
        #expect(schedule.time(ofMsc: 52) == 520)
    }

    @Test func aLeadLongerThanAPeriodAimsAsFarAheadAsTheFrameNeeds() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 0, atMs: 0)
        let targetPlan = schedule.next(nowMs: 1, leadMs: 25)
        let target = try #require(targetPlan)
        #expect(target.msc == 3 && target.presentMs == 30 && target.startMs == 5)
    }
}


/// The vblank grid: filtered towards each observation, taken outright when it moved, and a period
/// refined over long baselines.
@Suite struct VblankGridTests {
    @Test func aMillisecondOfJitterIsAveragedRatherThanFollowed() throws {
        // Xvfb's fake vblank fires on a millisecond timer: events land up to a millisecond off.
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 0, atMs: 0)
        for k in UInt64(1)...200 { schedule.observe(msc: k, atMs: Double(k) * 10 + (k % 2 == 0 ? 1 : -1)) }
        // The last event was a millisecond late; the grid moved a quarter of that.
        let predicted = try #require(schedule.time(ofMsc: 201))
        #expect(abs(predicted - 2010) < 0.5, "predicted \(predicted)")
    }

    @Test func aGridThatMovedIsTakenAtOnce() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 0, atMs: 0)
        schedule.observe(msc: 1, atMs: 10)
        // Four ms off (more than a third of a period): the display's timing changed; no filtering.
        schedule.observe(msc: 2, atMs: 24)
        #expect(schedule.time(ofMsc: 3) == 34)
        // And a counter that jumped (a long stall) with it.
        schedule.observe(msc: 900, atMs: 9_000)
        #expect(schedule.time(ofMsc: 901) == 9_010)
    }

    @Test func thePeriodIsRefinedSoAPredictionAcrossAPauseStaysOnTheVblanks() throws {
        // Measured as 6.944 ms, really 6.950: 0.006 ms a vblank, 8.6 ms over ten seconds.
        var schedule = VblankSchedule(periodMs: 6.944)
        for k in UInt64(0)...1_000 { schedule.observe(msc: k, atMs: Double(k) * 6.95) }
        let afterPause = try #require(schedule.time(ofMsc: 1_000 + 1_440))
        #expect(abs(afterPause - Double(2_440) * 6.95) < 0.5, "predicted \(afterPause)")
        #expect(abs(schedule.periodMs - 6.95) < 0.001)
        #expect(schedule.nominalPeriodMs == 6.944)
    }

    @Test func refiningNeverMovesThePeriodMoreThanTwoPercent() {
        var schedule = VblankSchedule(periodMs: 10)
        // Events 5 % further apart than the period (each within a third of a period of the filtered
        // grid, so never taken outright): a server whose events slip, not a different display.
        for k in UInt64(0)...1_000 { schedule.observe(msc: k, atMs: Double(k) * 10.5) }
        #expect(schedule.periodMs == 10.2)
    }
}

/// X server timestamps (32-bit ms of CLOCK_MONOTONIC) onto the monotonic clock.
@Suite struct ServerTimeTests {
    @Test func aRecentServerTimeIsTheMomentTheInputHappened() {
        // Read at 5 000 123.75 ms; the server stamped it at ms 5 000 100: 23 ms earlier.
        #expect(ServerTime.monotonicMs(serverTime: 5_000_100, receivedMs: 5_000_123.75) == 5_000_100)
    }

    @Test func theThirtyTwoBitWrapIsUndone() {
        // 2^32 ms after boot plus 10 ms, an event stamped 5 ms before the wrap.
        let received = 4_294_967_296.0 + 10.4
        #expect(ServerTime.monotonicMs(serverTime: UInt32.max - 4, receivedMs: received) == 4_294_967_296.0 - 5)
    }

    @Test func aForeignClockFallsBackToTheReadingTime() {
        // A remote server's clock: its time lies in our future, or hours in our past.
        #expect(ServerTime.monotonicMs(serverTime: 9_000_000, receivedMs: 1_000.5) == 1_000.5)
        #expect(ServerTime.monotonicMs(serverTime: 1_000, receivedMs: 90_000_000) == 90_000_000)
        // CurrentTime (0): a synthetic event.
        #expect(ServerTime.monotonicMs(serverTime: 0, receivedMs: 77.5) == 77.5)
    }
}
