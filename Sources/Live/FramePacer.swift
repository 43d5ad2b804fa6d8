import HostInterface

/// Frame deadlines at a fixed rate on ``MonotonicClock``, computed from a fixed start so they never drift.
///
/// Deadline k is `startMs + k * periodMs`. A loop that falls behind by less than a period gets the
/// missed deadline back (it renders at once and is in phase again); one that falls behind by more
/// skips to the next deadline still in the future instead of rendering a burst of catch-up frames.
///
/// ```swift
/// var pacer = FramePacer(hz: 60)
/// var deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
/// while running {
///     let now = MonotonicClock.monotonicMs()
///     if now < deadline { try window.waitForEvents(timeoutMs: deadline - now) }  // input wakes early
///     try window.pollEvents(into: &events)
///     if MonotonicClock.monotonicMs() >= deadline {
///         render(); try window.present(...)
///         deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
///     }
/// }
/// ```
public struct FramePacer: Sendable {
    /// Frames per second.
    public let hz: Double
    /// Milliseconds between deadlines.
    public let periodMs: Double
    /// Deadline 0, on the monotonic clock.
    public private(set) var startMs: Double
    /// Index of the deadline last returned by ``nextDeadlineMs(now:)`` (0 before the first call).
    public private(set) var frameIndex: Int64 = 0
    /// How many deadlines have been skipped because the loop was more than a period late.
    public private(set) var skippedFrames: Int64 = 0

    /// A pacer whose deadline 0 is `startMs` (default: now).
    public init(hz: Double, startMs: Double = MonotonicClock.monotonicMs()) {
        precondition(hz > 0 && hz.isFinite, "FramePacer needs a positive rate")
        self.hz = hz
        self.periodMs = 1000 / hz
        self.startMs = startMs
    }

    /// The deadline to present the next frame at.
    ///
    /// Usually the one after the last returned; if `now` is more than a period past that, the first
    /// deadline after `now` (the skipped ones are counted in ``skippedFrames``).
    public mutating func nextDeadlineMs(now: Double) -> Double {
        var next = frameIndex + 1
        let candidate = startMs + Double(next) * periodMs
        if now - candidate > periodMs {
            // Computing the index from `now` rather than stepping keeps a long stall O(1).
            let first = Int64(((now - startMs) / periodMs).rounded(.down)) + 1
            skippedFrames += first - next
            next = first
        }
        frameIndex = next
        return startMs + Double(next) * periodMs
    }

    /// Starts the schedule again at `now` (after a pause, so the pause is not counted as skipped frames).
    public mutating func reset(now: Double) {
        startMs = now
        frameIndex = 0
    }

    /// Sleeps until the next deadline and returns it: for loops with no input to wait on.
    public mutating func sleepUntilNextDeadline() -> Double {
        let deadline = nextDeadlineMs(now: MonotonicClock.monotonicMs())
        MonotonicClock.sleep(untilMs: deadline)
        return deadline
    }
}
