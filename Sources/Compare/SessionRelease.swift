import Sessions

/// The session's last release: the moment the compare metrics measure momentum from.
///
/// A release is an `up` of button 1 (the only button that drags), the `end` of the touch that
/// drives a touch sequence (its first finger; other fingers are ignored, as the scenes ignore
/// them), or a `scroll` with `dx` = `dy` = 0 (the fingers lifted off the touchpad). Taking it from
/// the session rather than guessing it from the trace's `phase` means a flick too slow to fling
/// still has a release, and `compare` and a script over `replay --trace` use the same moment.
public struct SessionRelease {
    private var touching: Set<Int> = []
    private var primaryTouch: Int?

    /// A tracker that has seen no event.
    public init() {}

    /// Whether `event` (the next event of the session, in order) is a release.
    public mutating func isRelease(_ event: SessionEvent) -> Bool {
        switch event {
        case .up(_, _, let button):
            return button == 1
        case let .scroll(_, _, dx, dy):
            return dx == 0 && dy == 0
        case let .touch(phase, id, _, _):
            switch phase {
            case .begin:
                if touching.isEmpty { primaryTouch = id }
                touching.insert(id)
                return false
            case .move:
                return false
            case .end, .cancel:
                touching.remove(id)
                defer { if touching.isEmpty { primaryTouch = nil } }
                // A cancelled touch ends the drag without a fling: not a release.
                return phase == .end && id == primaryTouch
            }
        default:
            return false
        }
    }

    /// The time of the last release among `events`, ms; nil when there is none.
    public static func lastReleaseMs(in events: some Sequence<TimedEvent>) -> Double? {
        SessionMoments(events: events).lastReleaseMs
    }

    /// The time of the last release in the session at `path`, streaming its events; nil when there is
    /// none. Events after an `end` are never replayed, so they do not count.
    public static func lastReleaseMs(path: String) throws(SessionError) -> Double? {
        try SessionMoments(reading: SessionReader(path: path)).lastReleaseMs
    }
}
