import Live
import Testing

/// Late-sampling leads for synced presents and for asynchronous presents to Xvfb's fake counter,
/// and the schedule aiming at a vblank whose event has passed where the server still takes it.
@Suite struct FrameLeadTests {
    @Test func syncedFramesStartTheP99FramePlusTheMarginBeforeTheLatch() {
        let lead = FrameLead(coreP50Ms: 1.4, coreP99Ms: 3, marginMs: 1.5, latchMs: 0.4)
        #expect(abs(lead.leadMs - 4.9) < 1e-12)
        #expect(abs(lead.minimumLeadMs - 1.8) < 1e-12)
    }

    /// Xvfb at 144 Hz: the counter turns 3.47 ms before the vblank event and to the next vblank
    /// 3.47 ms after it (latch -3.47).
    @Test func asyncFramesStartNoEarlierThanTheCounterTurn() {
        let period = 1000.0 / 144, turn = period / 2
        let lead = FrameLead(coreP50Ms: 1.4, coreP99Ms: 3, marginMs: 1.5, latchMs: turn - period, counterTurnMs: turn)
        // 4.5 ms would arrive (at 1.4 ms a frame) before the turn and wait for the event: capped.
        #expect(abs(lead.leadMs - turn) < 1e-12)
        // A typical frame still counts for a vblank until 3.47 - 1.4 ms after its event.
        #expect(abs(lead.minimumLeadMs - (1.4 + turn - period)) < 1e-12)
        // A fast frame: the p99 plus margin comes first.
        let quick = FrameLead(coreP50Ms: 0.5, coreP99Ms: 1, marginMs: 1.5, latchMs: turn - period, counterTurnMs: turn)
        #expect(abs(quick.leadMs - 2.5) < 1e-12)
    }

    @Test func theCapGivesWayWhereASlowFrameWouldMissTheNextTurn() {
        // 240 Hz: turns 2.08 ms either side of the event. A 4 ms p99 started at the turn would
        // arrive 1.9 ms after the event, close to the next turn with no margin: start earlier.
        let period = 1000.0 / 240, turn = period / 2
        let lead = FrameLead(coreP50Ms: 1.5, coreP99Ms: 4, marginMs: 1.5, latchMs: turn - period, counterTurnMs: turn)
        #expect(abs(lead.leadMs - (4 + 1.5 + turn - period)) < 1e-12)
        #expect(lead.leadMs > turn)
    }

    @Test func aNegativeMinimumLeadAimsAtAVblankWhoseEventHasPassed() throws {
        var schedule = VblankSchedule(periodMs: 10)
        schedule.observe(msc: 100, atMs: 1000)
        // 2 ms after vblank 101's event; the server counts frames for it until 1015: aim at 101 and
        // start at once (its start, 1007, has passed).
        let plan = schedule.next(nowMs: 1012, leadMs: 3, minimumLeadMs: -4)
        let target = try #require(plan)
        #expect(target.msc == 101 && target.startMs == 1007)
        // Past even that: the next.
        let later = schedule.next(nowMs: 1027, leadMs: 3, minimumLeadMs: -4)
        #expect(later?.msc == 103)
    }
}
