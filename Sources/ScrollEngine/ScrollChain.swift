/// Nested scrollers, outermost first, sharing every delta by the rules of seed 000.
///
/// Modelled on Compose's `NestedScrollConnection`: each node sees a "more" delta before its child
/// (pre-scroll: the outer collapses first) and a "less" delta after its child (post-scroll: the
/// inner returns to its top first). Written once for any depth:
///
/// 1. Overscroll is undone first: a node shown past an edge takes back a delta pointing inward
///    before anything else moves.
/// 2. Consumption: positive ("more") deltas visit nodes outer → inner, negative ("less") inner →
///    outer; each takes what fits in its range.
/// 3. Leftover at the edges goes to the first node, in the same order, whose edge policy is not
///    `chain` (see `EdgePolicy`).
///
/// The same routine carries drags, momentum and wheel deltas, which is why a fling crosses the
/// seam between two scrollers in the frame it reaches it.
public struct ScrollChain: Sendable, Equatable {
    /// The scrollers, outermost first.
    public var nodes: [ScrollNode]

    /// A chain of `nodes`, outermost first.
    public init(nodes: [ScrollNode]) {
        precondition(!nodes.isEmpty, "a chain needs at least one node")
        self.nodes = nodes
    }

    /// Sum of the offsets: the chain's position in screen coordinates.
    public var totalOffset: Double {
        var sum = 0.0
        for node in nodes { sum += node.offset }
        return sum
    }

    /// Lowest resting total offset.
    public var totalMinOffset: Double {
        var sum = 0.0
        for node in nodes { sum += node.minOffset }
        return sum
    }

    /// Highest resting total offset.
    public var totalMaxOffset: Double {
        var sum = 0.0
        for node in nodes { sum += node.maxOffset }
        return sum
    }

    /// Index of a node currently past an edge, if any.
    public var overscrolledNode: Int? { nodes.firstIndex(where: \.isOverscrolled) }

    /// Routes `delta` (positive = "more") through the chain.
    public mutating func dispatch(_ delta: Double, mode: OverscrollMode) -> ChainDispatch {
        guard delta != 0, delta.isFinite else { return ChainDispatch(moved: 0, leftover: 0, bounceNode: nil) }
        var remaining = delta
        var moved = 0.0

        for index in nodes.indices where remaining != 0 {
            let step = undoOverscroll(at: index, remaining, mode: mode)
            remaining -= step.used
            moved += step.moved
        }

        let count = nodes.count
        for position in 0..<count where remaining != 0 {
            let index = delta > 0 ? position : count - 1 - position
            let take = min(abs(remaining), nodes[index].room(toward: remaining))
            guard take > 0 else { continue }
            let signed = remaining > 0 ? take : -take
            let before = nodes[index].offset
            nodes[index].offset = before + signed
            moved += nodes[index].offset - before
            remaining = remaining - signed
            if abs(remaining) < 1e-12 { remaining = 0 }
        }
        guard remaining != 0 else { return ChainDispatch(moved: moved, leftover: 0, bounceNode: nil) }

        for position in 0..<count {
            let index = delta > 0 ? position : count - 1 - position
            switch nodes[index].edge(toward: remaining) {
            case .chain:
                continue
            case .clamp:
                return ChainDispatch(moved: moved, leftover: remaining, bounceNode: nil)
            case .bounce:
                switch mode {
                case .rubberBand(let coefficient):
                    moved += pull(index, by: remaining, coefficient: coefficient)
                    return ChainDispatch(moved: moved, leftover: 0, bounceNode: nil)
                case .momentum:
                    return ChainDispatch(moved: moved, leftover: remaining, bounceNode: index)
                case .hardStop:
                    return ChainDispatch(moved: moved, leftover: remaining, bounceNode: nil)
                }
            }
        }
        return ChainDispatch(moved: moved, leftover: remaining, bounceNode: nil)
    }

    /// Takes back overscroll at node `index` with a delta pointing inward; returns how much of the
    /// delta it used and how far the node moved.
    private mutating func undoOverscroll(at index: Int, _ delta: Double, mode: OverscrollMode) -> (used: Double, moved: Double) {
        let node = nodes[index]
        let over = node.overscroll
        // Only a delta pointing back toward the range undoes overscroll.
        guard over != 0, (over < 0) == (delta > 0) else { return (0, 0) }
        let limit = over < 0 ? node.minOffset : node.maxOffset
        let shown = abs(over)
        let travel: Double
        switch mode {
        case .rubberBand(let coefficient):
            travel = RubberBand.travel(forOffset: shown, dimension: node.viewportExtent, coefficient: coefficient)
        case .momentum, .hardStop:
            travel = shown
        }
        if abs(delta) >= travel {
            nodes[index].offset = limit
            return (delta > 0 ? travel : -travel, shown * (delta > 0 ? 1 : -1))
        }
        let left = travel - abs(delta)
        let newShown: Double
        switch mode {
        case .rubberBand(let coefficient):
            newShown = RubberBand.offset(forTravel: left, dimension: node.viewportExtent, coefficient: coefficient)
        case .momentum, .hardStop:
            newShown = left
        }
        nodes[index].offset = over < 0 ? limit - newShown : limit + newShown
        return (delta, nodes[index].offset - node.offset)
    }

    /// Pulls node `index` further past its edge by a finger travel of `delta`, through the rubber
    /// band; returns how far the node moved.
    private mutating func pull(_ index: Int, by delta: Double, coefficient: Double) -> Double {
        let node = nodes[index]
        let d = node.viewportExtent
        let limit = delta < 0 ? node.minOffset : node.maxOffset
        let shown = abs(node.offset - limit)
        let travel = RubberBand.travel(forOffset: shown, dimension: d, coefficient: coefficient) + abs(delta)
        let newShown = RubberBand.offset(forTravel: travel, dimension: d, coefficient: coefficient)
        nodes[index].offset = delta < 0 ? limit - newShown : limit + newShown
        return nodes[index].offset - node.offset
    }

    /// Makes the total offset exactly `target` after a motion that was aimed there, by routing the
    /// floating-point residue (a few ulps) and then pinning the node that took it.
    public mutating func land(onTotal target: Double) {
        let residue = target - totalOffset
        guard residue != 0, abs(residue) < 1e-3 else { return }
        _ = dispatch(residue, mode: .hardStop)
        let count = nodes.count
        for position in 0..<count {
            let index = residue > 0 ? count - 1 - position : position
            var others = 0.0
            for other in nodes.indices where other != index { others += nodes[other].offset }
            let pinned = target - others
            if pinned >= nodes[index].minOffset && pinned <= nodes[index].maxOffset {
                nodes[index].offset = pinned
                return
            }
        }
    }
}
