/// Which scrollers of a chain a gesture may reach, as the scene hit-tested it where the gesture
/// began.
///
/// The chain is a path from the outermost scroller in (`ScrollChain.nodes`). `leaf` is the
/// innermost node the gesture may reach under `nested` (the profile page's active list, even from
/// the header: the header hands on wherever the finger started); `hit` is the innermost node
/// actually under the pointer (the header's node when the gesture began on the header), which the
/// other policies start from. A delta only visits nodes of its own axis.
public struct ScrollRoute: Sendable, Equatable {
    /// Innermost node the gesture may reach (index into the chain).
    public var leaf: Int
    /// Innermost node under the pointer (≤ `leaf`).
    public var hit: Int
    /// Axis the gesture moves along.
    public var axis: ScrollAxis
    /// Under `latch` and `none`, the one node the gesture chose at its first delta.
    public var chosen: Int?
    /// Whether the gesture comes from a wheel or a touchpad's scroll events rather than a finger
    /// or a pointer drag: GTK routes the two differently (`HandoffPolicy.outermost`).
    public var byWheel = false

    /// A route to `leaf`, with `hit` under the pointer (defaults to `leaf`).
    public init(leaf: Int, hit: Int? = nil, axis: ScrollAxis = .y) {
        self.leaf = leaf
        self.hit = min(hit ?? leaf, leaf)
        self.axis = axis
        self.chosen = nil
    }
}
