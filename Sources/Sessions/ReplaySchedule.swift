/// The replay clock: which events arrive before which frame.
///
/// The replay clock: frame k is at t = k·1000/hz ms; before frame k, every event with t ≤ that
/// time not yet delivered is delivered, in file order. The time is computed as
/// `Double(k) * 1000.0 / hz` — one multiplication and one correctly rounded division,
/// never accumulated — so it is the same Double on every run and build, and an event's
/// `t` is compared with it exactly. At 60 Hz, frame 1 is at 16.666666666666668 ms: an
/// event written as `16.666666666666668` (or `16.6`) arrives before frame 1, one written
/// as `16.66666666666667` (the next Double up) before frame 2.
///
/// `end`: the first frame whose time is ≥ end's `t` delivers `end` (with the events
/// before it in the file), has `isLast` set, and is the last frame rendered; after it
/// `nextFrame()` returns nil and nothing more is read from the source — events after
/// `end` are never delivered. Without `end`, frames go on for ever: the caller stops
/// once `hasDeliveredAllEvents` and the engine is at rest (or its cap is reached).
///
/// `frame` events (a live recording's presented frames): unless the schedule was made with a fixed
/// clock, the first `frame` event met while looking for the next frame's events switches it to the
/// presented clock for good: from then on each `frame` event is one frame, at its `t`, delivering
/// every event that the file lists before it (all with smaller or equal `t`, since times never
/// decrease); events after the last `frame` event are never shown, and `end` or the end of the file
/// ends replay without another frame. The switch needs no pre-scan and reads no further ahead than
/// before: one event. A live recording's first line after the header is a `frame`, so it replays
/// exactly its frames; a file with other events before its first `frame` plays those on the fixed
/// clock. With a fixed clock (`--hz`), `frame` events are skipped.
///
/// Pull-based: events come from an array or straight from a `SessionReader`, which is
/// read at most one event ahead of the current frame, so memory does not grow with the
/// session's length. Events are delivered in source order even if `t` decreases (a
/// reader never yields that; an array might): a late event arrives at the next frame.
public struct ReplaySchedule: Sendable {
    /// Frames per second of the fixed replay clock.
    public let hz: Double
    /// Whether `frame` events may switch the schedule to the presented clock (false: fixed clock).
    public let followsFrameEvents: Bool
    /// Whether frames now come from `frame` events (see the type's notes).
    public private(set) var usesFrameEvents = false
    /// Number of the frame the next `nextFrame()` returns.
    public private(set) var nextFrameIndex = 0
    /// Whether the `end` event has been delivered: replay is over.
    public private(set) var reachedEnd = false
    /// `t` of the last event delivered, if any (the CLI's "30 s after the last event" cap).
    public private(set) var lastEventTime: Double?

    private var reader: SessionReader?
    private let events: [TimedEvent]
    private var nextEventIndex = 0
    /// The first event not yet delivered, once pulled from the source.
    private var pending: TimedEvent?
    private var sourceIsExhausted = false
    /// A reader error met while filling a frame that already had events: the frame is
    /// returned first, so everything before the bad line is delivered, then this is thrown.
    private var deferredError: SessionError?

    /// A schedule over events held in memory. `hz` must be finite and > 0. With `followsFrameEvents`
    /// false, `frame` events are skipped and the fixed clock runs throughout.
    public init(hz: Double, events: [TimedEvent], followsFrameEvents: Bool = true) {
        precondition(hz.isFinite && hz > 0, "hz must be a finite number > 0")
        self.hz = hz
        self.events = events
        self.followsFrameEvents = followsFrameEvents
        reader = nil
    }

    /// A schedule that streams events from `reader`: at the header's `hz`, or on a fixed clock of
    /// `fixedClockHz` (finite, > 0) that ignores `frame` events (replay's `--hz`).
    public init(reader: SessionReader, fixedClockHz: Double? = nil) {
        if let fixedClockHz { precondition(fixedClockHz.isFinite && fixedClockHz > 0, "hz must be a finite number > 0") }
        hz = fixedClockHz ?? reader.header.hz
        followsFrameEvents = fixedClockHz == nil
        events = []
        self.reader = reader
    }

    /// The time of frame `index` in ms: `Double(index) * 1000.0 / hz`.
    public static func frameTime(_ index: Int, hz: Double) -> Double {
        Double(index) * 1000.0 / hz
    }

    /// Whether every event of the source has been delivered (false while any remain).
    public var hasDeliveredAllEvents: Bool {
        sourceIsExhausted && pending == nil
    }

    /// The streaming reader's warnings so far (e.g. a torn last line); empty for arrays.
    public var warnings: [String] {
        reader?.warnings ?? []
    }

    /// The next frame and the events due before it; nil after the frame that delivered
    /// `end`. When the file turns out invalid further on, throws the reader's error once
    /// every event before the bad line has been delivered (the reader reads one event
    /// ahead, so that can be a frame or more before the bad line's time).
    public mutating func nextFrame() throws(SessionError) -> ReplayFrame? {
        if let deferredError { throw deferredError }
        guard !reachedEnd else { return nil }
        if usesFrameEvents { return try nextPresentedFrame() }
        let index = nextFrameIndex
        let time = ReplaySchedule.frameTime(index, hz: hz)
        var due: [TimedEvent] = []
        while !reachedEnd {
            if pending == nil {
                do {
                    pending = try pull()
                } catch {
                    if due.isEmpty { throw error }
                    deferredError = error
                    break
                }
            }
            guard let event = pending else { break }
            if event.event == .frame {
                if !followsFrameEvents {
                    pending = nil
                    continue
                }
                // The session holds presented frames: switch now if this frame has nothing yet,
                // else right after it.
                if due.isEmpty {
                    usesFrameEvents = true
                    return try nextPresentedFrame()
                }
                break
            }
            guard event.t <= time else { break }
            pending = nil
            due.append(event)
            lastEventTime = event.t
            if event.event == .end { reachedEnd = true }
        }
        if reachedEnd { lookPastEnd() }
        nextFrameIndex = index + 1
        return ReplayFrame(index: index, time: time, events: due, isLast: reachedEnd)
    }

    /// Jumps over frames that would deliver nothing: when the next event is due only at a later
    /// frame, `nextFrameIndex` moves to that frame, and the number of frames passed over is
    /// returned (0 when the next frame delivers something, after `end`, or with no event left).
    /// Replay calls it only while the engine is at rest, when those frames would all be the
    /// same: it is what makes an `end` a day away cost O(1) instead of 86.4 M idle frames.
    /// A reader error met while looking ahead is thrown by the next `nextFrame()`, as usual.
    /// Following `frame` events there is nothing to skip: each one is a frame the user saw.
    public mutating func skipFramesWithoutEvents() -> Int {
        guard deferredError == nil, !reachedEnd, !usesFrameEvents else { return 0 }
        if pending == nil {
            do {
                pending = try pull()
            } catch {
                deferredError = error
                return 0
            }
        }
        guard let event = pending else { return 0 }
        // A `frame` ahead switches to the presented clock at the next call: no fixed frames up to it.
        if followsFrameEvents, event.event == .frame { return 0 }
        let target = Self.firstFrame(atOrAfter: event.t, hz: hz)
        guard target > nextFrameIndex else { return 0 }
        let skipped = target - nextFrameIndex
        nextFrameIndex = target
        return skipped
    }

    /// The smallest k with `frameTime(k, hz:) >= t` — the frame that delivers an event at `t`
    /// — or 0 when that is too far to count (never for a file within the limits).
    static func firstFrame(atOrAfter t: Double, hz: Double) -> Int {
        let estimate = (t * hz / 1000).rounded(.up)
        guard estimate.isFinite, estimate < 1e15 else { return 0 }
        // The estimate can be one off either way through rounding; frameTime decides, exactly
        // as nextFrame compares.
        var k = max(0, Int(estimate))
        while k > 0 && frameTime(k - 1, hz: hz) >= t { k -= 1 }
        while frameTime(k, hz: hz) < t { k += 1 }
        return k
    }

    /// The next `frame` event as a frame, with the events listed before it; nil at `end` or at the
    /// end of the source (events after the last `frame` were never on screen).
    private mutating func nextPresentedFrame() throws(SessionError) -> ReplayFrame? {
        var due: [TimedEvent] = []
        while true {
            let next: TimedEvent?
            if let held = pending {
                next = held
                pending = nil
            } else {
                // An error here throws at once: the events gathered would only have been shown by a
                // `frame` after the bad line.
                next = try pull()
            }
            guard let event = next else { return nil }
            lastEventTime = event.t
            switch event.event {
            case .frame:
                let index = nextFrameIndex
                nextFrameIndex = index + 1
                return ReplayFrame(index: index, time: event.t, events: due, isLast: false, isPresented: true)
            case .end:
                reachedEnd = true
                lookPastEnd()
                return nil
            default:
                due.append(event)
            }
        }
    }

    /// Reads one event past `end` (never delivered), so that the reader's warning about events
    /// after `end` (docs/sessions.md) is given; a bad line there is not this replay's concern.
    private mutating func lookPastEnd() {
        guard reader != nil, pending == nil, !sourceIsExhausted else { return }
        _ = try? reader!.next()
    }

    private mutating func pull() throws(SessionError) -> TimedEvent? {
        if sourceIsExhausted { return nil }
        let event: TimedEvent?
        if reader != nil {
            event = try reader!.next()  // in place: no copy of the reader's buffer
        } else if nextEventIndex < events.count {
            event = events[nextEventIndex]
            nextEventIndex += 1
        } else {
            event = nil
        }
        if event == nil { sourceIsExhausted = true }
        return event
    }
}
