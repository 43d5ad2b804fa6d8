/// What happened to one delta routed through a `ScrollChain`.
public struct ChainDispatch: Sendable, Equatable {
    /// Sum of the offset changes made (overscroll included).
    public var moved: Double
    /// Part of the delta no node took (0 when fully consumed).
    public var leftover: Double
    /// The node whose `bounce` edge the leftover met, in `momentum` mode (the chain did not move it
    /// past the edge: the caller starts its spring).
    public var bounceNode: Int?
    /// The node that moved furthest within its range for this delta (overscroll undone or pulled
    /// not counted), nil when none did: where a fling is, to see it cross a seam.
    public var mover: Int?

    /// A dispatch result.
    public init(moved: Double, leftover: Double, bounceNode: Int?, mover: Int? = nil) {
        self.moved = moved
        self.leftover = leftover
        self.bounceNode = bounceNode
        self.mover = mover
    }
}
