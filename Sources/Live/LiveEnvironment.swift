/// What the live loop reads from outside the window: the clock, whether a stop was asked for,
/// the wall clock (for recordings' names), and where notes for the person go. The executable
/// passes the real ones; tests pass a fake clock and collect the notes.
public struct LiveEnvironment {
    /// Monotonic milliseconds.
    public var nowMs: () -> Double
    /// Whether a signal asked the loop to stop.
    public var stopRequested: () -> Bool
    /// Seconds since 1970, for dated recording names.
    public var wallSeconds: () -> Int
    /// One line for the person (standard error in the executable).
    public var note: (String) -> Void

    /// An environment from its parts.
    public init(nowMs: @escaping () -> Double, stopRequested: @escaping () -> Bool,
                wallSeconds: @escaping () -> Int, note: @escaping (String) -> Void) {
        self.nowMs = nowMs
        self.stopRequested = stopRequested
        self.wallSeconds = wallSeconds
        self.note = note
    }
}
