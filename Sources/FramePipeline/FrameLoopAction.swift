/// What an input asks of the host that the frame loop cannot do itself.
public enum FrameLoopAction: Sendable, Equatable {
    /// Nothing.
    case none
    /// `q` / `Escape`: quit.
    case quit
    /// `r`: start or stop recording.
    case toggleRecording
    /// `x`: write the tuned preset to a file (the host's to do; a replay does nothing).
    case exportTuning
    /// The session's `end` event.
    case end
}
