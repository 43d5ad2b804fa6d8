import Diagnostics
import HostInterface

/// The decisions of vblank pacing, apart from the window that carries them out: when to re-take
/// the vblank grid, which vblank the next frame aims at and when to start drawing it, and how the
/// server's latch is learned from frames that missed the vblank they were sent in time for.
///
/// Each frame: ``needsGrid(nowMs:continuing:)`` (then ``observeVblank(msc:atMs:)`` with the
/// answer), ``plan(nowMs:)``, draw and present at the target, ``sent(atMs:)``, then feed every
/// completion to ``complete(_:)`` until it says the frame is on screen. Times are ms on the
/// monotonic clock, passed in, so a test drives it with a fake clock and made-up completions.
public struct VblankPacer: Sendable {
    /// Margin added to the core time's p99 when starting a frame late: the server must have the
    /// request before the vblank, with time to copy the SHM pixmap (`Benchmarks/live/pacing.sh`
    /// measures what is left), and the wake-up from poll() is not exact.
    public static let lateStartMarginMs = 1.5
    /// A rest longer than this re-takes the vblank grid from the server before the next frame: the
    /// refined period bridges shorter ones to well under a millisecond.
    public static let regridAfterRestMs = 1000.0
    /// How much a frame that missed its vblank raises the latch.
    public static let latchStepMs = 0.5
    /// While nothing moves, a vblank is asked for once the grid is this old, so a rest never
    /// reaches ``regridAfterRestMs`` and the first frame after it is planned at once.
    public static let refreshWhileIdleMs = 250.0

    /// The vblank grid.
    public private(set) var schedule: VblankSchedule
    /// How long before a vblank the server stops taking frames for it (``VblankTiming/latchMs``);
    /// raised if synced frames that should have made a vblank keep missing it. Negative where
    /// frames go asynchronously to a counter that runs ahead: a frame still counts for vblank m
    /// until the counter turns to m + 1, that long after m's event (and it stays there).
    public private(set) var latchMs: Double
    /// With asynchronous presents to a counter that runs ahead: how long before its vblank event a
    /// frame arriving is shown at once (the counter's turn). Nil for synced presents.
    public let showsAtOnceWithinMs: Double?
    /// The frame planned last, and when it was handed to the server.
    public private(set) var target: VblankSchedule.Target?
    private var sentAtMs = 0.0
    /// The vblank the last frame that changed the window was aimed at.
    private var sentMsc: UInt64?
    private var recentCore = RecentCoreTimes()
    /// The serial of the frame in flight (its completion ends the wait).
    public var frameSerial: UInt32?

    /// A pacer on `timing`'s grid (or, without a measurement, a grid of `hz` taken at the first
    /// frame); `asyncPresents` where frames go to a counter that runs ahead (``presentsAsync(_:)``).
    public init(timing: VblankTiming?, hz: Double, asyncPresents: Bool) {
        schedule = VblankSchedule(periodMs: timing?.periodMs ?? 1000 / hz)
        if let timing { schedule.observe(msc: timing.gridMsc, atMs: timing.gridMs) }
        if let timing, asyncPresents {
            latchMs = timing.counterTurnMs - timing.periodMs
            showsAtOnceWithinMs = timing.counterTurnMs
        } else {
            latchMs = timing?.latchMs ?? 0
            showsAtOnceWithinMs = nil
        }
    }

    /// Whether frames should go asynchronously: where the vblank counter runs ahead (Xvfb).
    public static func presentsAsync(_ timing: VblankTiming?) -> Bool { timing?.counterRunsAhead == true }

    /// Whether the grid must be taken from the server before the next frame: none yet, or a rest
    /// long enough that even a refined period may have drifted by a vblank.
    public func needsGrid(nowMs: Double, continuing: Bool) -> Bool {
        guard let _ = schedule.anchorMsc else { return true }
        return !continuing && nowMs - schedule.anchorMs > Self.regridAfterRestMs
    }

    /// Whether to ask the server for a vblank while nothing moves (an answer then keeps the grid
    /// fresh): once the grid is ``refreshWhileIdleMs`` old. Without a grid yet, the first frame
    /// takes it.
    public func refreshesWhileIdle(nowMs: Double) -> Bool {
        guard schedule.anchorMsc != nil else { return false }
        return nowMs - schedule.anchorMs > Self.refreshWhileIdleMs
    }

    /// A vblank the server reported (a `NotifyMSC` answer).
    public mutating func observeVblank(msc: UInt64, atMs: Double) {
        schedule.observe(msc: msc, atMs: atMs)
    }

    /// A frame's core time, which the late start leaves room for.
    public mutating func recordCore(ns: UInt64) { recentCore.record(ns) }

    /// The next frame's vblank and start time, or nil if the grid is unknown. It starts its core
    /// time's p99 plus a margin before the latch, aiming at the first vblank a typical frame (p50)
    /// can still make (``FrameLead``).
    public mutating func plan(nowMs: Double) -> VblankSchedule.Target? {
        let lead = FrameLead(coreP50Ms: recentCore.p50Ms() ?? 0, coreP99Ms: recentCore.p99Ms() ?? 0,
                             marginMs: Self.lateStartMarginMs, latchMs: latchMs, counterTurnMs: showsAtOnceWithinMs)
        target = schedule.next(nowMs: nowMs, leadMs: lead.leadMs, minimumLeadMs: lead.minimumLeadMs)
        return target
    }

    /// From when a frame for `target` is shown as soon as the server reads it: where frames go
    /// asynchronously to a counter that runs ahead (Xvfb), once the counter has turned to the
    /// target's vblank. Nil for synced presents.
    public func showsOnArrival(from target: VblankSchedule.Target) -> Double? {
        showsAtOnceWithinMs.map { target.presentMs - $0 }
    }

    /// Input is waiting for the next frame: the vblank of a planned frame that drew nothing, or
    /// sent the window nothing, is free again. After a rest (`afterRest`), where frames are shown as
    /// they arrive (a counter that runs ahead), so is the vblank the last frame was sent for: a
    /// frame for it now is shown at once, where one for the next waits for the counter's turn.
    public mutating func reopenTarget(afterRest: Bool) {
        if afterRest, showsAtOnceWithinMs != nil, let sentMsc, sentMsc > 0 {
            schedule.forgetTarget(after: sentMsc - 1)
        } else {
            schedule.forgetTarget(after: sentMsc)
        }
    }

    /// A typical (p50) frame's core time of late, ms (0 before any frame was drawn).
    public mutating func typicalCoreMs() -> Double { recentCore.p50Ms() ?? 0 }

    /// The planned frame went to the server at `atMs` as request `serial`; `changedWindow` false
    /// when it moved, filled and drew nothing (a motion's sub-pixel tail): its vblank stays free
    /// for input (``reopenTarget(afterRest:)``).
    public mutating func sent(atMs: Double, serial: UInt32, changedWindow: Bool = true) {
        sentAtMs = atMs
        if changedWindow { sentMsc = target?.msc }
        frameSerial = serial
    }

    /// When to stop waiting for the frame's completion: four periods past its vblank and a second
    /// (a loaded machine can hold a completion back for hundreds of ms).
    public var completionDeadlineMs: Double { (target?.presentMs ?? sentAtMs) + 4 * schedule.periodMs + 1000 }

    /// A completion from the server. Vblank notifications refine the grid; the frame's own
    /// completion returns true. A synced frame sent in time by our reckoning that still landed late
    /// means the server latches earlier than measured: the latch grows by ``latchStepMs`` (at most
    /// a period). An asynchronous present has no latch to learn — the server shows it as it reads
    /// it — so one that landed late overran (the server's own work on it, a move within the
    /// window, comes after our send): raising the latch would only start every later frame
    /// earlier, until the lead passed a period and frames skipped vblanks (`Benchmarks/live/pacing.sh
    /// --size 3840x2160` at 240 Hz shows it in the missed frames).
    public mutating func complete(_ completion: PresentCompletion) -> Bool {
        if !completion.isFrame { schedule.observe(msc: completion.msc, atMs: completion.ustMs) }
        guard let serial = frameSerial, completion.serial == serial else { return false }
        if showsAtOnceWithinMs == nil, let target, completion.msc > target.msc, target.presentMs - sentAtMs > latchMs {
            latchMs = min(latchMs + Self.latchStepMs, schedule.periodMs)
        }
        frameSerial = nil
        return true
    }
}
