/// What the engine is doing, as the trace reports it.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
    /// Nothing moves.
    case idle
    /// A finger is down.
    case drag
    /// Momentum after a release (including a landing on a snap target in the fling's direction).
    case fling
    /// A spring: return from overscroll, or a snap that reverses or starts from rest.
    case spring
    /// A timed animation: wheel notches or a programmatic scroll.
    case animating
}
