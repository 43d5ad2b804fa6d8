/// A display's vblank timing as measured through the Present extension.
public struct VblankTiming: Sendable, Equatable {
    /// Milliseconds between vblanks.
    public var periodMs: Double
    /// How long before a vblank's completion time a synced frame must reach the server to be shown
    /// at that vblank: ``counterTurnMs`` plus a sixteenth of a period for the measurement's
    /// resolution — a sixteenth of a period on real hardware, about 9/16 under Xvfb's fake vblank.
    public var latchMs: Double
    /// How long before a vblank's completion time its counter turned, as measured (the true turn
    /// is at most a sixteenth of a period earlier): 0 on real hardware, half a period under Xvfb.
    public var counterTurnMs: Double
    /// A vblank on the measured grid: its counter and its fitted time (ms, ``MonotonicClock``), to
    /// plan the first frame without waiting for another vblank.
    public var gridMsc: UInt64
    /// The fitted time of ``gridMsc``.
    public var gridMs: Double

    /// A timing.
    public init(periodMs: Double, latchMs: Double, counterTurnMs: Double = 0, gridMsc: UInt64 = 0, gridMs: Double = 0) {
        self.periodMs = periodMs
        self.latchMs = latchMs
        self.counterTurnMs = counterTurnMs
        self.gridMsc = gridMsc
        self.gridMs = gridMs
    }

    /// Whether the vblank counter turns well ahead of the vblank (more than a quarter period): a
    /// fake vblank such as Xvfb's, whose counter is the time rounded to the nearest vblank. A real
    /// display's counter turns at its vblank (a latch of a sixteenth of a period at most, the
    /// measurement's own margin).
    public var counterRunsAhead: Bool { latchMs > periodMs / 4 }
}
