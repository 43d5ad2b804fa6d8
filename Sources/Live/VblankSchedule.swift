/// Which vblank the next frame goes to, and when to start drawing it — pure arithmetic on the
/// Present extension's `(msc, ust)` pairs, so it can be tested on made-up sequences.
///
/// The schedule keeps a vblank grid — one vblank's counter and time (the anchor) and the refresh
/// period — and predicts every later vblank from it: vblank `m` is at `anchor + (m - msc) · period`.
/// Each observation of a vblank (the answer to a `NotifyMSC`) pulls the grid a quarter of the way
/// towards it: a fake or loaded server's vblank events jitter by a millisecond (Xvfb's timer has
/// millisecond resolution), which the filter averages out, while a grid that really moved — more
/// than a third of a period off — is taken at once. Over long runs the period itself is refined
/// from the drift of the grid, so a prediction across a pause stays on the vblanks.
///
/// Late start: a frame aimed at vblank `m` need not start before `time(m) - lead`, where `lead`
/// covers drawing it (the measured core time's p99) plus a margin for handing it to the server. Input
/// that arrives until then is in the frame, which is the point.
///
/// Times are ms on the monotonic clock (``MonotonicClock``'s), passed in.
public struct VblankSchedule: Sendable, Equatable {
    /// Time between vblanks (refined by observations far apart, within 2 % of the start).
    public private(set) var periodMs: Double
    /// The period the schedule was made with.
    public let nominalPeriodMs: Double
    /// The counter of the last observed vblank, nil before the first observation.
    public private(set) var anchorMsc: UInt64?
    /// Its time on the grid.
    public private(set) var anchorMs: Double = 0
    /// The vblank the last frame was aimed at (a new frame never targets it or an earlier one).
    public private(set) var lastTargetMsc: UInt64?
    /// The observation the grid was last taken from outright: the far end of the baseline the
    /// period is refined on.
    private var referenceMsc: UInt64?
    private var referenceMs = 0.0

    /// How far each observation pulls the grid towards itself.
    public static let gain = 0.25
    /// Observations at least this many vblanks after the reference refine the period (over a
    /// shorter baseline a millisecond of jitter would move it more than the fit it started with).
    public static let periodBaseline: UInt64 = 512

    /// One planned frame.
    public struct Target: Sendable, Equatable {
        /// The vblank counter to present at.
        public var msc: UInt64
        /// When that vblank is expected.
        public var presentMs: Double
        /// When to start sampling input and drawing (`presentMs - lead`).
        public var startMs: Double

        /// A plan.
        public init(msc: UInt64, presentMs: Double, startMs: Double) {
            self.msc = msc
            self.presentMs = presentMs
            self.startMs = startMs
        }
    }

    /// A schedule for a display refreshing every `periodMs` milliseconds.
    public init(periodMs: Double) {
        precondition(periodMs > 0 && periodMs.isFinite, "VblankSchedule needs a positive period")
        self.periodMs = periodMs
        self.nominalPeriodMs = periodMs
    }

    /// Moves the grid towards a vblank that happened (a vblank notification's `msc` and `ust`); the
    /// first observation, or one more than a third of a period off the grid, becomes the grid.
    /// An observation older than the anchor (a late event) is ignored.
    public mutating func observe(msc: UInt64, atMs: Double) {
        if let anchorMsc, msc < anchorMsc { return }
        guard let predicted = time(ofMsc: msc), abs(atMs - predicted) <= periodMs / 3 else {
            anchorMsc = msc
            anchorMs = atMs
            referenceMsc = msc
            referenceMs = atMs
            return
        }
        anchorMsc = msc
        anchorMs = predicted + (atMs - predicted) * Self.gain
        if let referenceMsc, msc - referenceMsc >= Self.periodBaseline {
            let refined = (anchorMs - referenceMs) / Double(msc - referenceMsc)
            periodMs = min(max(refined, nominalPeriodMs * 0.98), nominalPeriodMs * 1.02)
        }
    }

    /// The predicted time of vblank `msc` (nil before the first observation).
    public func time(ofMsc msc: UInt64) -> Double? {
        guard let anchorMsc else { return nil }
        return anchorMs + (Double(msc) - Double(anchorMsc)) * periodMs
    }

    /// The counter of the last vblank at or before `nowMs` (nil before the first observation).
    public func msc(atMs nowMs: Double) -> UInt64? {
        guard let anchorMsc else { return nil }
        let elapsed = ((nowMs - anchorMs) / periodMs).rounded(.down)
        if elapsed <= 0 { return anchorMsc }
        return anchorMsc + UInt64(min(elapsed, 1e15))
    }

    /// Plans the next frame at `nowMs`: the first vblank after the last target (from the anchor on)
    /// whose time leaves at least `minimumLeadMs` (default: `leadMs`) from now, started `leadMs`
    /// before it. With a minimum lead below the lead (a typical frame's needs against the p99's),
    /// a frame that has no slack left starts at once (its start is already past) instead of giving
    /// up a vblank it will most likely make. A negative minimum lead may aim at a vblank whose time
    /// has passed: for a server that still takes frames for it after its event (a counter that
    /// runs ahead).
    public mutating func next(nowMs: Double, leadMs: Double, minimumLeadMs: Double? = nil) -> Target? {
        guard let anchorMsc else { return nil }
        let lead = max(0, leadMs)
        // With a negative minimum lead the anchor itself is a candidate: a server whose counter
        // runs ahead still shows a frame for it until its counter turns to the next (Xvfb).
        let first = min(lead, minimumLeadMs ?? lead) < 0 ? anchorMsc : anchorMsc + 1
        var msc = lastTargetMsc.map { Swift.max($0 + 1, first) } ?? first
        // The first vblank far enough ahead: computed, not stepped, so a long stall costs nothing.
        let earliest = nowMs + min(lead, minimumLeadMs ?? lead)
        if let t = time(ofMsc: msc), t < earliest {
            msc += UInt64(((earliest - t) / periodMs).rounded(.up))
        }
        lastTargetMsc = msc
        let presentMs = time(ofMsc: msc)!
        return Target(msc: msc, presentMs: presentMs, startMs: presentMs - lead)
    }

    /// Forgets the last target (after a frame failed to present, say), keeping the anchor; with
    /// `msc`, the next frame still aims after that vblank.
    public mutating func forgetTarget(after msc: UInt64? = nil) { lastTargetMsc = msc }
}
