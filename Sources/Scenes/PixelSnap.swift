/// Where content at whole-pixel positions lands on screen under a fractional scroll offset.
///
/// Content at `y` is drawn at `y − shift(offset)`: the offset rounded up once per frame, so every
/// item moves by the same whole number of pixels. That is `⌊y − offset⌋` in exact arithmetic, but
/// computing it item by item in floating point can round two neighbours differently — 280 − 5.000000000000013
/// is 275.0 while ⌊−5.000000000000013⌋ + 280 is 274 — and open a 1-px seam between a header and the
/// tab bar under it, or between two feed cells, that nothing paints (found by the replay soak: the
/// row then showed whatever the buffer held before).
public enum PixelSnap {
    /// The whole pixels content moves up by at `offset` (its ceiling), within ±2^52.
    public static func shift(_ offset: Double) -> Int {
        guard offset.isFinite else { return 0 }
        return Int(min(max(offset, -4.5e15), 4.5e15).rounded(.up))
    }
}
