/// The one time line of a live session: every event time the engine sees and every time a recording
/// holds, in ms from the session's start, rounded to the microsecond and never decreasing.
///
/// Replay must see exactly the numbers the live engine saw, so both come from here. Input is
/// timestamped by the X server (the moment it happened), but it can be read after a frame that was
/// drawn before it arrived; since a recording lists a frame's input before its `frame` line, such an
/// event is moved to just after that frame (1 µs later), which is where the live engine used it too.
public struct LiveTimeline: Sendable {
    /// The session's origin on the monotonic clock, ms.
    public let originMs: Double
    /// The earliest time the next event may carry.
    public private(set) var floorMs = 0.0

    /// A time line starting at `originMs` on the monotonic clock.
    public init(originMs: Double) { self.originMs = originMs }

    /// Ms from the origin, rounded to the microsecond (so the file's text holds it exactly).
    public func relative(_ monotonicMs: Double) -> Double {
        ((monotonicMs - originMs) * 1000).rounded() / 1000
    }

    /// The time an input event at `monotonicMs` takes on the line (at least the floor).
    public mutating func event(atMs monotonicMs: Double) -> Double {
        let t = max(relative(monotonicMs), floorMs)
        floorMs = t
        return t
    }

    /// The time a frame presented at `monotonicMs` takes; later input goes strictly after it.
    public mutating func frame(atMs monotonicMs: Double) -> Double {
        let t = max(relative(monotonicMs), floorMs)
        floorMs = t + 0.001
        return t
    }

    /// Now on the line, for the recording's `end` (at least the floor).
    public func end(atMs monotonicMs: Double) -> Double { max(relative(monotonicMs), floorMs) }
}
