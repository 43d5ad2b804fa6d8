import HostInterface
import Live
import Testing

/// The pacer driven as the live loop drives it, by a fake clock (plain numbers) and made-up
/// completions from a 60 Hz display whose vblank m is at m × 16.667 ms.
@Suite("Vblank pacer: planning frames and learning the latch from completions")
struct VblankPacerTests {
    static let period = 1000.0 / 60
    static func vblankMs(_ msc: UInt64) -> Double { Double(msc) * period }
    /// `pacer.complete(completion)`, outside the expectation macro (which cannot mutate).
    func complete(_ pacer: inout VblankPacer, _ completion: PresentCompletion) -> Bool { pacer.complete(completion) }

    static let synced = VblankTiming(periodMs: period, latchMs: 1, gridMsc: 600, gridMs: vblankMs(600))

    @Test("the grid is taken once, then again only after a rest longer than a second")
    func regrid() {
        var pacer = VblankPacer(timing: nil, hz: 60, asyncPresents: false)
        #expect(pacer.needsGrid(nowMs: 0, continuing: false))
        pacer.observeVblank(msc: 600, atMs: Self.vblankMs(600))
        #expect(!pacer.needsGrid(nowMs: Self.vblankMs(600) + 500, continuing: false))
        #expect(pacer.needsGrid(nowMs: Self.vblankMs(600) + 1500, continuing: false))
        #expect(!pacer.needsGrid(nowMs: Self.vblankMs(600) + 1500, continuing: true))
    }

    @Test("while nothing moves a vblank is asked for once the grid is a quarter second old, none before there is a grid")
    func refreshWhileIdle() {
        var pacer = VblankPacer(timing: nil, hz: 60, asyncPresents: false)
        #expect(!pacer.refreshesWhileIdle(nowMs: 5000), "no grid yet: the first frame takes it")
        pacer.observeVblank(msc: 600, atMs: Self.vblankMs(600))
        #expect(!pacer.refreshesWhileIdle(nowMs: Self.vblankMs(600) + 200))
        #expect(pacer.refreshesWhileIdle(nowMs: Self.vblankMs(600) + 300))
        // An answer (a vblank notification) makes the grid fresh again.
        _ = complete(&pacer, PresentCompletion(serial: 3, msc: 618, ustMs: Self.vblankMs(618), isFrame: false))
        #expect(!pacer.refreshesWhileIdle(nowMs: Self.vblankMs(600) + 300))
        #expect(!pacer.needsGrid(nowMs: Self.vblankMs(618) + 900, continuing: false))
    }

    @Test("a frame aims at a later vblank and starts before its latch; only its own completion ends the wait")
    func planAndComplete() throws {
        var pacer = VblankPacer(timing: Self.synced, hz: 60, asyncPresents: false)
        let now = Self.vblankMs(600) + 2
        let targetPlan = pacer.plan(nowMs: now)
        let target = try #require(targetPlan)
        #expect(target.msc > 600)
        #expect(target.startMs >= now)
        #expect(target.startMs <= target.presentMs - pacer.latchMs)
        pacer.sent(atMs: target.startMs + 3, serial: 9)
        // A vblank notification (its own serial) is not the frame.
        #expect(!complete(&pacer, PresentCompletion(serial: 10, msc: target.msc, ustMs: target.presentMs, isFrame: false)))
        #expect(!complete(&pacer, PresentCompletion(serial: 8, msc: target.msc, ustMs: target.presentMs, isFrame: true)))
        #expect(complete(&pacer, PresentCompletion(serial: 9, msc: target.msc, ustMs: target.presentMs, isFrame: true)))
        #expect(pacer.latchMs == 1)
        // The next frame never aims at the same vblank.
        let nextPlan = pacer.plan(nowMs: target.presentMs + 1)
        let next = try #require(nextPlan)
        #expect(next.msc > target.msc)
    }

    @Test("a frame sent in time that still misses its vblank raises the latch by half a millisecond, at most a period")
    func latchAdapts() throws {
        var pacer = VblankPacer(timing: Self.synced, hz: 60, asyncPresents: false)
        var now = Self.vblankMs(600) + 2
        for round in 1...60 {
            let targetPlan = pacer.plan(nowMs: now)
        let target = try #require(targetPlan)
            // Sent well before the latch by the pacer's reckoning…
            pacer.sent(atMs: target.presentMs - pacer.latchMs - 0.1, serial: UInt32(round))
            // …but shown a vblank late.
            #expect(complete(&pacer, PresentCompletion(serial: UInt32(round), msc: target.msc + 1,
                                                     ustMs: Self.vblankMs(target.msc + 1), isFrame: true)))
            now = Self.vblankMs(target.msc + 1) + 1
            if round == 1 { #expect(pacer.latchMs == 1.5) }
        }
        #expect(pacer.latchMs == Self.period)
    }

    @Test("an asynchronous present that lands a vblank late overran: the latch stays where the counter turns")
    func asyncLateFrameKeepsLatch() throws {
        let xvfb = VblankTiming(periodMs: Self.period, latchMs: 9, counterTurnMs: Self.period / 2, gridMsc: 600,
                                gridMs: Self.vblankMs(600))
        var pacer = VblankPacer(timing: xvfb, hz: 60, asyncPresents: true)
        var now = Self.vblankMs(600) + 2
        for round in 1...10 {
            let targetPlan = pacer.plan(nowMs: now)
            let target = try #require(targetPlan)
            pacer.sent(atMs: target.startMs + 1, serial: UInt32(round))
            #expect(complete(&pacer, PresentCompletion(serial: UInt32(round), msc: target.msc + 1,
                                                     ustMs: Self.vblankMs(target.msc + 1), isFrame: true)))
            now = Self.vblankMs(target.msc + 1) + 1
        }
        #expect(pacer.latchMs == Self.period / 2 - Self.period)
    }

    @Test("a frame sent after its latch that misses is our lateness, not the server's: the latch stays")
    func lateFrameKeepsLatch() throws {
        var pacer = VblankPacer(timing: Self.synced, hz: 60, asyncPresents: false)
        let targetPlan = pacer.plan(nowMs: Self.vblankMs(600) + 2)
        let target = try #require(targetPlan)
        pacer.sent(atMs: target.presentMs - 0.5, serial: 1)
        #expect(complete(&pacer, PresentCompletion(serial: 1, msc: target.msc + 1, ustMs: Self.vblankMs(target.msc + 1),
                                                 isFrame: true)))
        #expect(pacer.latchMs == 1)
    }

    @Test("where the counter runs ahead, frames go async with a negative latch down to the counter's turn")
    func asyncLatch() {
        let xvfb = VblankTiming(periodMs: Self.period, latchMs: 9, counterTurnMs: Self.period / 2, gridMsc: 600,
                                gridMs: Self.vblankMs(600))
        #expect(VblankPacer.presentsAsync(xvfb))
        #expect(!VblankPacer.presentsAsync(Self.synced))
        #expect(!VblankPacer.presentsAsync(nil))
        let pacer = VblankPacer(timing: xvfb, hz: 60, asyncPresents: true)
        #expect(pacer.latchMs == Self.period / 2 - Self.period)
        #expect(pacer.showsAtOnceWithinMs == Self.period / 2)
    }

    @Test("where the counter runs ahead a frame shows on arrival from the counter's turn; after a rest input may take the vblank the last frame was sent for")
    func showsOnArrivalAndReopens() throws {
        let xvfb = VblankTiming(periodMs: Self.period, latchMs: 9, counterTurnMs: Self.period / 2, gridMsc: 600,
                                gridMs: Self.vblankMs(600))
        var pacer = VblankPacer(timing: xvfb, hz: 60, asyncPresents: true)
        let firstPlan = pacer.plan(nowMs: Self.vblankMs(600) + 1)
        let first = try #require(firstPlan)
        #expect(pacer.showsOnArrival(from: first) == first.presentMs - Self.period / 2)
        pacer.sent(atMs: Self.vblankMs(600) + 2, serial: 1)
        #expect(complete(&pacer, PresentCompletion(serial: 1, msc: first.msc, ustMs: Self.vblankMs(600) + 2.5, isFrame: true)))
        // Without a rest the next frame goes to a later vblank; after one, to the same again.
        var busy = pacer
        busy.reopenTarget(afterRest: false)
        #expect(busy.plan(nowMs: Self.vblankMs(600) + 3)?.msc == first.msc + 1)
        pacer.reopenTarget(afterRest: true)
        #expect(pacer.plan(nowMs: Self.vblankMs(600) + 3)?.msc == first.msc)
        // Synced presents never show on arrival, and never take a vblank a frame was sent for.
        var synced = VblankPacer(timing: Self.synced, hz: 60, asyncPresents: false)
        let syncedPlan = synced.plan(nowMs: Self.vblankMs(600) + 1)
        let target = try #require(syncedPlan)
        #expect(synced.showsOnArrival(from: target) == nil)
        synced.sent(atMs: Self.vblankMs(600) + 2, serial: 1)
        synced.reopenTarget(afterRest: true)
        #expect(synced.plan(nowMs: Self.vblankMs(600) + 2)?.msc == target.msc + 1)
    }

    @Test("the wait for a completion gives up four periods and a second past the frame's vblank")
    func deadline() throws {
        var pacer = VblankPacer(timing: Self.synced, hz: 60, asyncPresents: false)
        let targetPlan = pacer.plan(nowMs: Self.vblankMs(600) + 2)
        let target = try #require(targetPlan)
        #expect(pacer.completionDeadlineMs == target.presentMs + 4 * Self.period + 1000)
    }
}
