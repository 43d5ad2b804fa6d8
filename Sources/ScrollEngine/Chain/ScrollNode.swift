/// One scroller in a nested chain: an offset inside a range, with an edge policy at each end.
///
/// `offset` 0 shows the top of the content; `maxOffset` = content extent − viewport extent (never
/// negative). An offset outside `minOffset...maxOffset` is overscroll (rubber band).
public struct ScrollNode: Sendable, Equatable {
    /// The scroller's name in traces (`outer`, `inner`, `pager`, `carousel`).
    public var id: String
    /// The axis it scrolls along; a delta only visits nodes of its own axis.
    public var axis: ScrollAxis
    /// When it takes deltas relative to its child under the `nested` policy.
    public var rule: NestedScrollRule
    /// How far input and motion moved it since the frame began (`ScrollChain.beginFrame`): the
    /// trace's `d`. Tab switches and resets that set `offset` directly are not counted.
    public internal(set) var travel: Double = 0
    /// Current offset, in pixels.
    public var offset: Double
    /// Lowest resting offset; normally 0, negative while a refresh indicator holds the top open.
    public var minOffset: Double
    /// Highest resting offset.
    public var maxOffset: Double
    /// Extent of the viewport along the axis: the `d` of the rubber band.
    public var viewportExtent: Double
    /// Policy at the top (leading) edge, reached by scrolling "less".
    public var leading: EdgePolicy
    /// Policy at the bottom (trailing) edge, reached by scrolling "more".
    public var trailing: EdgePolicy
    /// A spring or programmatic animation owned by this node alone, if any.
    public internal(set) var motion: NodeMotion?
    /// A pager's page extent (nil: no paging). A paging node rests only on multiples of it from
    /// `minOffset` (and on `maxOffset`): a release snaps it to a page (`Scroller`), and it takes no
    /// momentum — a child's fling stops at the child's edge instead of carrying the pager along.
    public var pageExtent: Double?
    /// CSS `overscroll-behavior: contain`: what this node cannot take is not chained to its
    /// parents, and a latching engine latches it even when it cannot move
    /// (Chromium's `cc/input/input_handler.cc`, Firefox's handoff chain).
    public var containsOverscroll = false

    /// A node showing content of `contentExtent` through a viewport of `viewportExtent`.
    public init(contentExtent: Double, viewportExtent: Double, offset: Double = 0,
                leading: EdgePolicy = .chain, trailing: EdgePolicy = .chain,
                id: String = "outer", axis: ScrollAxis = .y, rule: NestedScrollRule = .collapsingHeader) {
        self.id = id
        self.axis = axis
        self.rule = rule
        self.offset = offset
        self.minOffset = 0
        self.maxOffset = max(0, contentExtent - viewportExtent)
        self.viewportExtent = max(0, viewportExtent)
        self.leading = leading
        self.trailing = trailing
        self.motion = nil
    }

    /// Whether the offset is beyond either limit.
    public var isOverscrolled: Bool { offset < minOffset || offset > maxOffset }

    /// Overscroll past the nearest limit, signed: negative above the top, positive below the end.
    public var overscroll: Double {
        if offset < minOffset { return offset - minOffset }
        if offset > maxOffset { return offset - maxOffset }
        return 0
    }

    /// Room left to scroll in the direction of `delta`'s sign (≥ 0).
    public func room(toward delta: Double) -> Double {
        delta > 0 ? max(0, maxOffset - offset) : max(0, offset - minOffset)
    }

    /// Whether a paging node rests off its pages (a release must snap it); false for other nodes.
    public var isBetweenPages: Bool {
        guard let page = pageExtent, page > 0 else { return false }
        if offset == maxOffset { return false }
        let pages = (offset - minOffset) / page
        return abs(pages - pages.rounded()) > 1e-9
    }

    /// The page a paging node rests on after a release at `velocity` (px/s, positive = "more"):
    /// with a fling (|velocity| ≥ `minimumFling`) the next page boundary in the fling's direction
    /// (one page at most), otherwise the nearest; clamped to the range. Its own offset when the
    /// node does not page.
    public func pageTarget(velocity: Double, minimumFling: Double) -> Double {
        guard let page = pageExtent, page > 0 else { return offset }
        let pages = (offset - minOffset) / page
        let chosen: Double
        if abs(velocity) >= minimumFling, velocity != 0 {
            chosen = velocity > 0 ? pages.rounded(.up) : pages.rounded(.down)
        } else {
            chosen = pages.rounded()
        }
        return min(max(minOffset + chosen * page, minOffset), maxOffset)
    }

    /// The edge policy met when scrolling in the direction of `delta`.
    public func edge(toward delta: Double) -> EdgePolicy { delta > 0 ? trailing : leading }

    /// Changes the content and viewport extents, keeping the offset where it is unless it would now
    /// rest past the end (content shrank, viewport grew), in which case it moves to the new end.
    public mutating func setExtents(content: Double, viewport: Double) {
        viewportExtent = max(0, viewport)
        maxOffset = max(minOffset, content - viewport)
        if motion == nil, offset > maxOffset { offset = maxOffset }
    }

    /// Scroll anchoring: content of `height` was inserted above the viewport, so the offset and the
    /// range move down by the same amount and whatever was on screen stays at the same screen y.
    /// A running spring or animation is shifted too, so it keeps its course.
    public mutating func insertAbove(height: Double) {
        offset += height
        maxOffset += height
        motion?.shift(by: height)
    }
}
