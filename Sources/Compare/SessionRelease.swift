import Sessions

/// The session's last release: the moment the compare metrics measure momentum from.
///
/// A release is an `up` of button 1 (the only button that drags); once the session has touch and
/// smooth-scroll events, a touch `end` and a zero `scroll` count too. Taking it from the session
/// rather than guessing it from the trace's `phase` means a flick too slow to fling still has a
/// release, and `compare` and a script over `replay --trace` use the same moment.
public enum SessionRelease {
    /// The time of the last release among `events`, ms; nil when there is none.
    public static func lastReleaseMs(in events: some Sequence<TimedEvent>) -> Double? {
        var last: Double?
        for timed in events where isRelease(timed.event) { last = timed.t }
        return last
    }

    /// The time of the last release in the session at `path`, streaming its events; nil when there is
    /// none. Events after an `end` are never replayed, so they do not count.
    public static func lastReleaseMs(path: String) throws(SessionError) -> Double? {
        var reader = try SessionReader(path: path)
        var last: Double?
        while let timed = try reader.next() {
            if timed.event == .end { break }
            if isRelease(timed.event) { last = timed.t }
        }
        return last
    }

    /// Whether `event` ends a drag and so may start momentum.
    public static func isRelease(_ event: SessionEvent) -> Bool {
        switch event {
        case .up(_, _, let button): return button == 1
        default: return false
        }
    }
}
