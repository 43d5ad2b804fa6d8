/// GTK4's release velocity: the distance of the last `windowMs` (150 ms) of input over its span.
///
/// - Touch drags: `GtkGestureSwipe` (`gtk/gtkgestureswipe.c`, `CAPTURE_THRESHOLD_MS` 150) keeps the
///   events of the last 150 ms and divides the move from the oldest to the newest by the time
///   between them.
/// - Touchpads: `GtkEventControllerScroll` (`gtk/gtkeventcontrollerscroll.c`,
///   `SCROLL_CAPTURE_THRESHOLD_MS` 150) keeps the deltas of the last 150 ms and, on the stop
///   event, returns `Σdy · 1000 / (t_last − t_first)`; the sum includes the oldest delta although
///   the span starts at its time, so a steady scroll reads one delta fast. `gtkscrolledwindow.c`
///   then multiplies by `MAGIC_SCROLL_FACTOR` (2.5) for surface units — a units scale GTK applies to
///   the deltas as well, so in Handoff's pixels the factor is 1.
///
/// Neither looks at whether the input paused before the release: a finger that rests 100 ms and
/// lifts still flings with what the window holds.
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
        var oldest = newest
        var sum = 0.0
        // GTK drops what is older than the newest event minus the window (the lift, for a scroll:
        // its (0, 0) stop is the newest event pushed).
        let cutoff = max(newest.timeMs, releaseMs) - windowMs
        for back in 0..<history.count {
            let sample = history[back]
            if sample.timeMs < cutoff { break }
            oldest = sample
            sum += sample.delta
        }
        let span = newest.timeMs - oldest.timeMs
        guard span > 0 else { return 0 }
        let distance = source == .scroll ? sum : newest.position - oldest.position
        let velocity = distance * 1000 / span
        return velocity.isFinite ? velocity : 0
    }
}
