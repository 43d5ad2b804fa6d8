/// An event and its time: one line of a session file after the header.
public struct TimedEvent: Equatable, Sendable {
    /// Milliseconds from the start of the session (finite, ≥ 0, never decreasing in a file).
    public var t: Double
    /// What happened at `t`.
    public var event: SessionEvent

    /// Creates a timed event.
    public init(t: Double, event: SessionEvent) {
        self.t = t
        self.event = event
    }

    /// What makes this event unwritable on its own (ordering is the writer's business), or nil.
    var problem: SessionProblem? {
        SessionProblem.first { () throws(SessionProblem) in try SessionLimits.checkTime(t) } ?? event.problem
    }
}
