/// GTK4's release velocity: a secant across the last `windowMs` (150 ms) of input.
///
/// GTK 4 as in FuriLabs/gtk4 ef546650e2ccc784ca21b6596fb384dfba3cf458 (a GNOME/gtk tree):
///
/// - Touch drags: `GtkGestureSwipe` (`gtk/gtkgestureswipe.c`, `CAPTURE_THRESHOLD_MS` 150).
///   `_gtk_gesture_swipe_clear_backlog` drops the events before the last one older than the
///   window, so the velocity is the move from that event (the one just outside the window) to the
///   newest, over their time: (end − start)·1000 / (t_end − t_start), positions truncated to
///   whole pixels (`EventData` holds ints). The window ends at the newest update, not at the lift:
///   a finger that rests before lifting still flings.
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
            // The oldest event kept: the newest one before the window, or the gesture's first.
            var start = newest
            for back in 0..<history.count {
                start = history[back]
                if start.timeMs < newest.timeMs - windowMs { break }
            }
            let span = newest.timeMs - start.timeMs
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
