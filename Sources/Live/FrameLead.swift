/// How long before its vblank a frame starts (late input sampling), and how much time a vblank must
/// leave to be aimed at — pure arithmetic on the measured core times and the display's timing, so
/// it can be tested without a display.
///
/// Times are relative to the vblank's event (its `CompleteNotify` time). The *latch* is when the
/// server stops counting a frame for that vblank, as a lead: positive before the event (synced
/// presents: the counter's turn, plus the measurement's margin), negative after it (asynchronous
/// presents to a counter that runs ahead: a frame still counts for vblank m until the counter
/// turns to m + 1).
public struct FrameLead: Sendable, Equatable {
    /// Start drawing this long before the vblank: the p99 frame, plus the margin, before the latch —
    /// capped, for asynchronous presents to a counter that runs ahead, at the counter's turn.
    public var leadMs: Double
    /// Aim at a vblank only if a typical (p50) frame still arrives before the latch.
    public var minimumLeadMs: Double

    /// The leads for frames whose core time is `coreP50Ms` typically and `coreP99Ms` at worst.
    ///
    /// `counterTurnMs` is given for asynchronous presents to a counter that runs ahead: a frame that
    /// arrives after the turn before its vblank is shown at once, an earlier one is held until the
    /// event, so starting earlier than the turn only makes the frame older. The cap gives way where
    /// a slow frame would then miss (a short period and a long frame: at 240 Hz the turns are 4.2 ms
    /// apart).
    public init(coreP50Ms: Double, coreP99Ms: Double, marginMs: Double, latchMs: Double, counterTurnMs: Double? = nil) {
        let full = coreP99Ms + marginMs + latchMs
        if let counterTurnMs {
            leadMs = max(full, min(coreP99Ms + marginMs, counterTurnMs))
        } else {
            leadMs = full
        }
        minimumLeadMs = coreP50Ms + latchMs
    }
}
