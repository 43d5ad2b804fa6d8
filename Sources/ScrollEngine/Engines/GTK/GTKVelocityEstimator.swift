/// GTK4's release velocity: a secant across the last `windowMs` (150 ms) of input.
///
/// GTK 4.8.3 (GNOME/gtk tag 4.8.3, as Debian 12 ships it):
///
/// - Touch drags: `GtkGestureSwipe` (`gtk/gtkgestureswipe.c`, `CAPTURE_THRESHOLD_MS` 150) records
///   each update (not the press: only `update` and `end` append) and then the end itself, at the
///   lift's time and the finger's last position. `_gtk_gesture_swipe_clear_backlog` keeps the
///   newest event older than the window and everything after it, so the velocity is the move from
///   that event to the lift over their time: (end − start)·1000 / (t_lift − t_start), positions
///   truncated to whole pixels and times to whole milliseconds (`EventData` holds a `guint32`
///   time and `int` coordinates). A finger that rests before lifting reads as resting: the
///   secant ends at the lift.
/// - Touchpads: `GtkEventControllerScroll` (`gtk/gtkeventcontrollerscroll.c`,
///   `SCROLL_CAPTURE_THRESHOLD_MS` 150) pushes every delta and the final (0, 0) stop into a history
///   that keeps 150 ms, and on the stop returns `Σdy · 1000 / (t_stop − t_first)`: the sum includes
///   the oldest delta although the span starts at its time. `gtkscrolledwindow.c` then multiplies by
///   `MAGIC_SCROLL_FACTOR` (2.5) for surface units, the factor it also applies to each delta — a
///   units scale that is 1 in Handoff's pixels.
public struct GTKVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "gtk"
    /// How far back input counts, ms.
    public var windowMs: Double

    /// GTK4's 150 ms.
    public static let standard = GTKVelocityEstimator(windowMs: 150)

    /// An estimator over the last `windowMs`.
    public init(windowMs: Double) { self.windowMs = windowMs }

    enum CodingKeys: String, CodingKey { case windowMs = "window_ms" }

    public var problem: (key: String, expected: String)? {
        windowMs > 0 && windowMs <= 1000 ? nil : ("window_ms", "a number in (0, 1000]")
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        guard let newest = history.newest else { return 0 }
        let velocity: Double
        switch source {
        case .pointer:
            // The events GTK holds: the moves (the press left out), then the lift at the finger's
            // last position. The oldest kept is the newest move before the window, or the first.
            let liftMs = max(releaseMs, newest.timeMs).rounded(.down)
            let moves = history.count - (history.oldestIsPress ? 1 : 0)
            var start: MotionHistory.Sample?
            for back in 0..<moves {
                start = history[back]
                if history[back].timeMs.rounded(.down) < liftMs - windowMs { break }
            }
            guard let start else { return 0 }
            let span = liftMs - start.timeMs.rounded(.down)
            guard span > 0 else { return 0 }
            velocity = (newest.position.rounded(.towardZero) - start.position.rounded(.towardZero)) * 1000 / span
        case .scroll:
            // The stop is the newest entry of GTK's history: the window ends at the lift.
            var sum = 0.0
            var firstMs = releaseMs
            for back in 0..<history.count {
                let sample = history[back]
                if sample.timeMs < releaseMs - windowMs { break }
                sum += sample.delta
                firstMs = sample.timeMs
            }
            let span = releaseMs - firstMs
            guard span > 0 else { return 0 }
            velocity = sum * 1000 / span
        }
        return velocity.isFinite ? velocity : 0
    }
}
