/// One frame of a replay: when it happens and what input arrives just before it.
public struct ReplayFrame: Equatable, Sendable {
    /// Frame number k, from 0.
    public let index: Int
    /// The frame's time in ms: exactly `Double(index) * 1000.0 / hz`.
    public let time: Double
    /// Events to deliver before this frame, in file order (possibly none).
    public let events: [TimedEvent]
    /// Whether `end` is among `events`: this frame is rendered, and is the last.
    public let isLast: Bool
    /// Whether the frame is a `frame` event of the file (a frame the window presented at `time`),
    /// rather than a tick of the fixed clock.
    public let isPresented: Bool

    /// Creates a frame.
    public init(index: Int, time: Double, events: [TimedEvent], isLast: Bool, isPresented: Bool = false) {
        self.index = index
        self.time = time
        self.events = events
        self.isLast = isLast
        self.isPresented = isPresented
    }
}
