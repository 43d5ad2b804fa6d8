/// How far the engine advances for a frame presented at a given time: the rule the live window and
/// replay of its recording share, so that both compute the same `dt` from the same numbers.
///
/// Honest time: the engine advances by the time between presented frames, so a late frame (a
/// hitch) moves animations as far as the user saw them move. Two exceptions keep a pause from
/// becoming a jump: the first frame advances one refresh, and a frame that follows a moment of rest
/// (nothing was animating after the previous frame: the window slept until input woke it) advances at
/// most one refresh — the time asleep is not motion.
public enum FrameClock {
    /// Seconds to advance for a frame at `frameMs`, the previous frame having been at `previousMs`
    /// (nil: this is the first), with `wasAnimating` the scene's state just after that frame and
    /// `hz` the display rate.
    public static func step(previousMs: Double?, frameMs: Double, wasAnimating: Bool, hz: Double) -> Double {
        let periodMs = 1000 / hz
        guard let previousMs else { return periodMs / 1000 }
        var intervalMs = max(0, frameMs - previousMs)
        if !wasAnimating { intervalMs = min(intervalMs, periodMs) }
        return intervalMs / 1000
    }
}
