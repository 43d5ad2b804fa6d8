/// Where a touch point is in its life: what the host reports (XI 2.2 TouchBegin / TouchUpdate /
/// TouchEnd) and what a session's `touch` event records, one type for both.
public enum TouchPhase: String, Sendable, Equatable, CaseIterable {
    /// The finger touched the screen.
    case begin
    /// The finger moved.
    case move
    /// The finger lifted.
    case end
    /// The system took the touch away (it ends without a release: no tap, no fling).
    case cancel
}
