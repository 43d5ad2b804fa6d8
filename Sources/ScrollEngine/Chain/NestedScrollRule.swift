/// When a parent scroller takes a delta relative to its child, per direction: the two hooks of
/// Compose's `NestedScrollConnection` (`onPreScroll`: before the child; `onPostScroll`: what the
/// child left).
///
/// Under the `nested` policy, a delta visits the parents that take it `before` from the outermost
/// in, then the innermost scroller of the gesture, then the parents that take it `after` from the
/// innermost out. The innermost scroller's own rule is not consulted.
public struct NestedScrollRule: Sendable, Equatable {
    /// When a parent takes a delta in one direction.
    public enum Order: Sendable, Equatable {
        /// Before its child (pre-scroll).
        case before
        /// After its child, what the child left (post-scroll).
        case after
        /// Both before and after.
        case beforeAndAfter
        /// Never: deltas in this direction pass it by.
        case never

        var before: Bool { self == .before || self == .beforeAndAfter }
        var after: Bool { self == .after || self == .beforeAndAfter }
    }

    /// Toward later content (offset grows).
    public var more: Order
    /// Toward earlier content (offset shrinks).
    public var less: Order

    /// A rule with the given order per direction.
    public init(more: Order, less: Order) {
        self.more = more
        self.less = less
    }

    /// The collapsing header: "more" before its list (the header goes first), "less" after
    /// it (the list returns to its top first).
    public static let collapsingHeader = NestedScrollRule(more: .before, less: .after)
    /// A pager: only what its child leaves, both ways.
    public static let pager = NestedScrollRule(more: .after, less: .after)

    /// The order for a delta of `delta`'s sign.
    public func order(toward delta: Double) -> Order { delta > 0 ? more : less }
}
