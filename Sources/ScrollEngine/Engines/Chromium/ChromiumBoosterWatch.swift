/// Chromium's `FlingBooster` following a touch that caught a fling (chromium/chromium
/// 5b83ed465231eb0bb65d444348d89cb5a66501a0 `ui/events/blink/fling_booster.cc`, fed by
/// `components/input/fling_controller.cc` at 307b3fbf0d9156d6431d27ec77a068dbd486f82f).
///
/// The press (`GestureFlingCancel`) opens a 50-ms window (`kFlingBoostTimeoutDelay`). Each
/// scroll update must come inside the window, go the caught fling's way and, after the first, move
/// at 150 px/s or more since the previous one (`kMinBoostTouchScrollSpeedSquare`, checked when
/// they are at least 1 ms apart); it opens a new window. The lift (`GestureFlingStart`) must come
/// inside the last window, go the same way, and both the new velocity and the caught fling's
/// must be at least 350 px/s (`kMinBoostFlingSpeedSquare`); the new fling then starts at its
/// own velocity plus the caught fling's starting velocity. (The booster's "current" velocity is
/// the one `FlingController` hands it on each progress, `current_fling_parameters_.velocity`:
/// the starting one.) A fling that ended by itself resets the booster, so only a fling still
/// running can be boosted.
struct ChromiumBoosterWatch: Sendable, Equatable {
    /// `kFlingBoostTimeoutDelay`, ms.
    static let windowMs = 50.0
    /// `kMinBoostFlingSpeedSquare`'s root, px/s.
    static let minFlingSpeed = 350.0
    /// `kMinBoostTouchScrollSpeedSquare`'s root, px/s.
    static let minScrollSpeed = 150.0

    /// The end of the window the next event must come in, ms.
    var cutoffMs: Double
    /// The previous scroll update that kept the boost, ms.
    var lastUpdateMs: Double?
    /// False once an event broke a condition (`FlingBooster::Reset`).
    var alive = true

    /// A press at `pressMs`.
    init(pressMs: Double) { cutoffMs = pressMs + Self.windowMs }

    /// A scroll update of `delta` px (toward "more") at `timeMs`, the caught fling having started
    /// at `startVelocity` px/s.
    mutating func scrolled(delta: Double, atMs timeMs: Double, startVelocity: Double) {
        guard alive else { return }
        guard timeMs <= cutoffMs, delta * startVelocity > 0 else { return alive = false }
        if let last = lastUpdateMs, timeMs - last >= 1,
           abs(delta) / ((timeMs - last) / 1000) < Self.minScrollSpeed {
            return alive = false
        }
        lastUpdateMs = timeMs
        cutoffMs = timeMs + Self.windowMs
    }

    /// The lift's `velocity` px/s at `timeMs`, boosted when every condition held.
    func boosted(_ velocity: Double, startVelocity: Double, atMs timeMs: Double) -> Double {
        guard alive, timeMs <= cutoffMs, velocity * startVelocity > 0,
              abs(startVelocity) >= Self.minFlingSpeed, abs(velocity) >= Self.minFlingSpeed else { return velocity }
        return velocity + startVelocity
    }
}
