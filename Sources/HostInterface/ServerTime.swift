/// Turns X server event timestamps into times on ``MonotonicClock``.
///
/// An X event's `time` is the server's millisecond clock in 32 bits. A local Xorg or Xvfb reads it
/// from `CLOCK_MONOTONIC` (BUILD-NOTES: the same clock as Present's `ust`), so the moment the input
/// happened is known exactly, however late we read the event. Only the wrap-around and the sub-ms part
/// need care: the server time is the millisecond `CLOCK_MONOTONIC` was in, so the full time is the
/// reading moment's millisecond minus how many milliseconds ago (mod 2³²) the event happened.
///
/// A server on another machine, or one whose clock is not ours, gives times that are not a plausible
/// recent past; then the moment the event was read is the best we know.
public enum ServerTime {
    /// Oldest an event may plausibly be when read (a stalled client can lag seconds behind).
    public static let maximumAgeMs: UInt32 = 60_000

    /// The event's time on ``MonotonicClock`` in ms, given its server `time` and when it was read.
    ///
    /// Returns `receivedMs` when the server's clock is evidently not ours (the event would lie in the
    /// future or more than ``maximumAgeMs`` in the past), or for `CurrentTime` (0, synthetic events).
    public static func monotonicMs(serverTime: UInt32, receivedMs: Double) -> Double {
        guard serverTime != 0, receivedMs.isFinite, receivedMs >= 0 else { return receivedMs }
        let receivedWhole = receivedMs.rounded(.down)
        let receivedLow = UInt32(truncatingIfNeeded: UInt64(receivedWhole))
        let age = receivedLow &- serverTime  // wraps correctly across the 49.7-day rollover
        guard age <= maximumAgeMs, Double(age) <= receivedWhole else { return receivedMs }
        return receivedWhole - Double(age)
    }
}
