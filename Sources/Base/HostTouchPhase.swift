/// Where a touchscreen touch is in its life (XI 2.2 TouchBegin / TouchUpdate / TouchEnd).
public enum HostTouchPhase: String, Sendable, Equatable {
    /// The finger touched the screen.
    case begin
    /// The finger moved.
    case move
    /// The finger lifted.
    case end
    /// The touch was taken away before it ended (its device changed under it).
    case cancel
}
