/// What a node does with the part of a scroll that no node in the chain could consume at one of
/// its edges.
///
/// When every node has reached its limit in the direction of a delta, the leftover is offered to
/// the nodes in consumption order ("more": outer first; "less": inner first). The first node whose
/// edge says `bounce` takes it as rubber-band overscroll; the first that says `clamp` swallows it;
/// `chain` passes it on. "Bounce on parent" versus "bounce on child" (whether pull-to-refresh lives on the page or on the list) is which node's
/// leading edge says `bounce`.
public enum EdgePolicy: String, Sendable, Equatable, CaseIterable {
    /// A hard stop: leftover is dropped here.
    case clamp
    /// Rubber band while dragging, spring back on release; a fling that arrives bounces.
    case bounce
    /// Not this node's business: leftover goes on to the next node.
    case chain
}
