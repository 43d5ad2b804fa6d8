import Sessions

/// The two moments of a session that `compare` measures and plots from: its last release and the
/// first input of its last gesture.
///
/// A gesture starts with a press of button 1, the first finger of a touch sequence, the first
/// non-zero touchpad `scroll` after the fingers lifted (a zero `scroll`), a key, or a wheel notch
/// more than `wheelGapMs` after the one before. Events after an `end` are never replayed, so they
/// do not count.
public struct SessionMoments: Equatable, Sendable {
    /// The last release (see `SessionRelease`), ms; nil when there is none.
    public var lastReleaseMs: Double?
    /// The first input of the last gesture, ms; nil when the session has no input.
    public var lastGestureStartMs: Double?

    /// Wheel notches closer together than this are one gesture, ms.
    public static let wheelGapMs = 200.0

    /// The moments of `events`.
    public init(events: some Sequence<TimedEvent>) {
        var scanner = Scanner()
        for timed in events {
            if timed.event == .end { break }
            scanner.observe(timed)
        }
        self = scanner.moments
    }

    /// The moments of the session `reader` reads, streaming its events; `keepGoing` false stops
    /// the reading early (the moments are then unfinished: the caller is stopping).
    public init(reading reader: SessionReader, keepGoing: () -> Bool = { true }) throws(SessionError) {
        var reader = reader
        var scanner = Scanner()
        while let timed = try reader.next() {
            if timed.event == .end { break }
            if reader.lineNumber & 0xFFF == 0, !keepGoing() { break }
            scanner.observe(timed)
        }
        self = scanner.moments
    }

    private init(lastReleaseMs: Double?, lastGestureStartMs: Double?) {
        self.lastReleaseMs = lastReleaseMs
        self.lastGestureStartMs = lastGestureStartMs
    }

    /// One pass over the events.
    private struct Scanner {
        var release = SessionRelease()
        var moments = SessionMoments(lastReleaseMs: nil, lastGestureStartMs: nil)
        var fingersDown = 0
        var touchpadScrolling = false
        var lastWheelMs: Double?

        mutating func observe(_ timed: TimedEvent) {
            var starts = false
            switch timed.event {
            case .down(_, _, let button):
                starts = button == 1
            case .touch(let phase, _, _, _):
                if phase == .begin {
                    starts = fingersDown == 0
                    fingersDown += 1
                } else if phase == .end || phase == .cancel {
                    fingersDown = max(0, fingersDown - 1)
                }
            case let .scroll(_, _, dx, dy):
                let lifted = dx == 0 && dy == 0
                starts = !lifted && !touchpadScrolling
                touchpadScrolling = !lifted
            case .wheel:
                starts = lastWheelMs.map { timed.t - $0 > SessionMoments.wheelGapMs } ?? true
                lastWheelMs = timed.t
            case .key:
                starts = true
            default:
                break
            }
            if starts { moments.lastGestureStartMs = timed.t }
            if release.isRelease(timed.event) { moments.lastReleaseMs = timed.t }
        }
    }
}
