/// Missed frames, hitch time and frame intervals of a live window, from the times its frames reached
/// the screen (`run --summary`, the overlay).
///
/// Counted only between frames presented back to back while something moved: the first frame after
/// a rest starts a new run, because the gap before it is the program sleeping, not a hitch.
/// - `missed`: frames presented later than one refresh after the previous one. With vblank counters
///   (Present) a frame is late when the counter advanced by 2 or more; without (timer pacing) when the
///   interval exceeds 1.5 refreshes, so the timer's jitter is not counted.
/// - hitch time (Apple's measure): for each late frame, how much later than one refresh after the
///   previous frame it came; `hitchMsPerSecond` divides the total by the seconds of movement (the sum
///   of the counted intervals).
public struct PresentationStatistics: Sendable {
    /// Milliseconds per refresh.
    public let periodMs: Double
    /// Frames presented.
    public private(set) var frames = 0
    /// Late frames (see the type's notes).
    public private(set) var missed = 0
    /// Sum of the hitch times, ms.
    public private(set) var hitchMs = 0.0
    /// Sum of the intervals between back-to-back frames, ms (the time something moved).
    public private(set) var movingMs = 0.0
    /// Intervals between back-to-back frames, ns.
    public private(set) var intervals = DurationHistogram()
    /// Hitch time and movement over the most recent frames, for the overlay (a window of ~2 s).
    private var recent: [(hitch: Double, interval: Double)] = []
    private var recentNext = 0
    private static let recentCount = 256
    private var previous: (ms: Double, msc: UInt64?)?

    /// Statistics for a display refreshing every `periodMs` ms.
    public init(periodMs: Double) {
        precondition(periodMs > 0 && periodMs.isFinite, "PresentationStatistics needs a positive period")
        self.periodMs = periodMs
        recent.reserveCapacity(Self.recentCount)
    }

    /// Records a frame that reached the screen at `presentedMs` (vblank counter `msc` when known).
    /// `continuing` is false for the first frame after a rest.
    public mutating func record(presentedMs: Double, msc: UInt64?, continuing: Bool) {
        frames += 1
        defer { previous = (presentedMs, msc) }
        guard continuing, let previous else { return }
        let interval = max(0, presentedMs - previous.ms)
        intervals.record(UInt64((interval * 1e6).rounded()))
        movingMs += interval
        let late: Bool
        if let msc, let before = previous.msc {
            late = msc > before &+ 1
        } else {
            late = interval > 1.5 * periodMs
        }
        var hitch = 0.0
        if late {
            missed += 1
            hitch = max(0, interval - periodMs)
            hitchMs += hitch
        }
        if recent.count < Self.recentCount {
            recent.append((hitch, interval))
        } else {
            recent[recentNext] = (hitch, interval)
        }
        recentNext = (recentNext + 1) % Self.recentCount
    }

    /// Hitch time per second of movement over the whole run, ms/s (0 before anything moved).
    public var hitchMsPerSecond: Double {
        movingMs > 0 ? hitchMs / (movingMs / 1000) : 0
    }

    /// Hitch time per second of movement over the most recent frames, ms/s (the overlay's figure).
    public var recentHitchMsPerSecond: Double {
        var hitch = 0.0, moving = 0.0
        for entry in recent {
            hitch += entry.hitch
            moving += entry.interval
        }
        return moving > 0 ? hitch / (moving / 1000) : 0
    }
}
