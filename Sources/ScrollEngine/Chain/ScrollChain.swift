/// Nested scrollers, outermost first, sharing every delta by a handoff policy.
///
/// Modelled on Compose's `NestedScrollConnection`. Under `nested` each parent sees a delta before
/// its child (pre-scroll) or what the child left (post-scroll), per direction, by its
/// `NestedScrollRule` — the collapsing header takes "more" before its list and "less" after
/// it. The other policies (`HandoffPolicy`) start from the node under the pointer. Written once for
/// any depth:
///
/// 1. Overscroll is undone first: a node shown past an edge takes back a delta pointing inward
///    before anything else moves.
/// 2. Consumption: the policy's order (`order(for:route:)`); each node takes what fits in its range.
/// 3. Leftover at the edges goes to the first node, in the same order, whose edge policy is not
///    `chain` (see `EdgePolicy`); under `latch` only the latched node's own edge counts, and under
///    `none` the chosen node always rubber-bands.
///
/// The same routine carries drags, momentum and wheel deltas, which is why a fling crosses the
/// seam between two scrollers in the frame it reaches it.
public struct ScrollChain: Sendable, Equatable {
    /// The scrollers, outermost first (a path from the outermost scroller in; axes may alternate).
    public var nodes: [ScrollNode]
    /// Who moves when a gesture meets nested scrollers.
    public var policy: HandoffPolicy = .nested
    /// Delta no node took since the frame began (`beginFrame`): the trace's `left`.
    public internal(set) var leftover: Double = 0

    /// A chain of `nodes`, outermost first.
    public init(nodes: [ScrollNode], policy: HandoffPolicy = .nested) {
        precondition(!nodes.isEmpty, "a chain needs at least one node")
        precondition(nodes.count <= 8, "a chain is at most 8 nodes deep")
        self.nodes = nodes
        self.policy = policy
    }

    /// Starts a frame's accounting: every node's `travel` and the chain's `leftover` go to 0.
    public mutating func beginFrame() {
        leftover = 0
        for index in nodes.indices { nodes[index].travel = 0 }
    }

    /// Sum of the offsets: the chain's position in screen coordinates.
    public var totalOffset: Double {
        var sum = 0.0
        for node in nodes { sum += node.offset }
        return sum
    }

    /// Sum of the offsets of the nodes along `axis`.
    public func totalOffset(axis: ScrollAxis) -> Double {
        var sum = 0.0
        for node in nodes where node.axis == axis { sum += node.offset }
        return sum
    }

    /// The viewport the user sees along `axis`: the outermost node of that axis's (0 without one).
    /// Engines that bound a fling by the screen (Chromium's physics-based curve) read it.
    public func viewport(axis: ScrollAxis) -> Double {
        nodes.first { $0.axis == axis }?.viewportExtent ?? 0
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

    /// The index of the node called `id`, if any.
    public func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }

    /// Routes `delta` (positive = "more") through the whole chain, as a gesture on its innermost
    /// node.
    public mutating func dispatch(_ delta: Double, mode: OverscrollMode) -> ChainDispatch {
        var route = ScrollRoute(leaf: nodes.count - 1, axis: nodes[nodes.count - 1].axis)
        return dispatch(delta, mode: mode, route: &route)
    }

    /// Routes `delta` (positive = "more") along `route` by the chain's policy. Under `latch` and
    /// `none` the first delta of a gesture chooses its node and records it in `route.chosen`.
    public mutating func dispatch(_ delta: Double, mode: OverscrollMode, route: inout ScrollRoute) -> ChainDispatch {
        guard delta != 0, delta.isFinite else { return ChainDispatch(moved: 0, leftover: 0, bounceNode: nil) }
        if route.chosen == nil, let innermost = innermost(of: route),
           policy.choosesNode(hit: min(route.hit, innermost), innermost: innermost) {
            route.chosen = choose(for: delta, route: route)
        }
        let order = order(for: delta, route: route)
        var remaining = delta
        var moved = 0.0

        if isNested(route) {
            // Overscroll anywhere on the gesture's axis is undone first, outermost first.
            for index in 0...min(route.leaf, nodes.count - 1) where remaining != 0 && nodes[index].axis == route.axis {
                let step = undoOverscroll(at: index, remaining, mode: mode)
                remaining -= step.used
                moved += step.moved
            }
        } else {
            for position in 0..<order.count where remaining != 0 {
                let step = undoOverscroll(at: order[position], remaining, mode: mode)
                remaining -= step.used
                moved += step.moved
            }
        }

        // A pager takes no momentum: a child's fling stops at the child's edge.
        let momentum = mode == .momentum
        var mover: (index: Int, change: Double)?
        for position in 0..<order.count where remaining != 0 {
            let index = order[position]
            if momentum && nodes[index].pageExtent != nil { continue }
            let take = min(abs(remaining), nodes[index].room(toward: remaining))
            guard take > 0 else { continue }
            let signed = remaining > 0 ? take : -take
            let before = nodes[index].offset
            nodes[index].offset = before + signed
            let change = nodes[index].offset - before
            if abs(change) > abs(mover?.change ?? 0) { mover = (index, change) }
            nodes[index].travel += change
            moved += change
            remaining = remaining - signed
            if abs(remaining) < 1e-12 { remaining = 0 }
        }
        guard remaining != 0 else { return ChainDispatch(moved: moved, leftover: 0, bounceNode: nil, mover: mover?.index) }

        for position in 0..<order.count {
            let index = order[position]
            if momentum && nodes[index].pageExtent != nil { continue }
            switch edge(of: index, toward: remaining, route: route) {
            case .chain:
                continue
            case .clamp:
                return lost(remaining, moved: moved, bounceNode: nil, mover: mover?.index)
            case .bounce:
                switch mode {
                case .rubberBand(let coefficient):
                    moved += pull(index, by: remaining, coefficient: coefficient)
                    return ChainDispatch(moved: moved, leftover: 0, bounceNode: nil, mover: mover?.index)
                case .engine(let overshoot):
                    moved += pull(index, by: remaining, overshoot: overshoot)
                    return ChainDispatch(moved: moved, leftover: 0, bounceNode: nil, mover: mover?.index)
                case .momentum:
                    return lost(remaining, moved: moved, bounceNode: index, mover: mover?.index)
                case .hardStop:
                    return lost(remaining, moved: moved, bounceNode: nil, mover: mover?.index)
                }
            }
        }
        return lost(remaining, moved: moved, bounceNode: nil, mover: mover?.index)
    }

    private mutating func lost(_ remaining: Double, moved: Double, bounceNode: Int?, mover: Int?) -> ChainDispatch {
        leftover += remaining
        return ChainDispatch(moved: moved, leftover: remaining, bounceNode: bounceNode, mover: mover)
    }

    /// The edge policy that counts at node `index` under the chain's policy.
    private func edge(of index: Int, toward delta: Double, route: ScrollRoute) -> EdgePolicy {
        let own = nodes[index].edge(toward: delta)
        switch policy {
        case .nested, .innerFirst, .coordinator where route.chosen == nil:
            // `overscroll-behavior: contain`: what the node leaves goes no further out.
            return own == .chain && nodes[index].containsOverscroll ? .clamp : own
        // Desktop Chromium shows no elastic overscroll (`IsElasticOverscrollEnabled`: Apple, and
        // Android by feature); GTK's and Android's header flings stop at their ends.
        case .latch, .coordinator, .outermost: return .clamp
        // APZ overscrolls wherever `apz.overscroll.enabled` (true on every platform); UIKit and
        // Qt's Flickable overshoot their own edges.
        case .apz, .none, .press: return .bounce
        }
    }

    /// Whether `route` is shared by rule between parents and child (`nested`, and `coordinator`
    /// for a gesture begun in the innermost scroller) rather than kept by one node.
    private func isNested(_ route: ScrollRoute) -> Bool {
        (policy == .nested || policy == .coordinator) && route.chosen == nil
    }

    /// The innermost node of the route's axis the gesture may reach, if any.
    private func innermost(of route: ScrollRoute) -> Int? {
        let leaf = min(route.leaf, nodes.count - 1)
        return stride(from: leaf, through: 0, by: -1).first { nodes[$0].axis == route.axis }
    }

    /// The nodes offered a delta, in order.
    private func order(for delta: Double, route: ScrollRoute) -> NodeOrder {
        var order = NodeOrder()
        let leaf = min(route.leaf, nodes.count - 1)
        if let chosen = route.chosen {
            order.append(chosen)
            return order
        }
        switch policy {
        case .nested, .coordinator:
            // The innermost node of the gesture's axis takes the delta itself; its parents by rule.
            guard let innermost = innermost(of: route) else { return order }
            for index in 0..<innermost where nodes[index].axis == route.axis && nodes[index].rule.order(toward: delta).before {
                order.append(index)
            }
            order.append(innermost)
            // What a node with `overscroll-behavior: contain` leaves goes no further out.
            guard !nodes[innermost].containsOverscroll else { return order }
            for index in stride(from: innermost - 1, through: 0, by: -1) where nodes[index].axis == route.axis {
                if nodes[index].rule.order(toward: delta).after { order.append(index) }
                if nodes[index].containsOverscroll { break }
            }
        case .innerFirst:
            for index in stride(from: min(route.hit, leaf), through: 0, by: -1) where nodes[index].axis == route.axis {
                order.append(index)
                if nodes[index].containsOverscroll { break }
            }
        case .latch, .none, .apz, .press, .outermost:
            break
        }
        return order
    }

    /// The node a gesture that keeps one node keeps (`HandoffPolicy.choosesNode`), from the nodes
    /// under the pointer (`route.hit` outward): under `latch`, `apz` and `press` the innermost
    /// that can move toward `delta`, or that says `overscroll-behavior: contain` (Chromium latches
    /// it even when it cannot scroll), else the outermost; under `coordinator` the node under the
    /// pointer; under `outermost` the outermost with anything to scroll for a finger and the
    /// innermost for a wheel; under `none` the innermost with anything to scroll (else the
    /// outermost). Nil when no node under the pointer has the axis.
    private func choose(for delta: Double, route: ScrollRoute) -> Int? {
        let hit = min(route.hit, route.leaf, nodes.count - 1)
        let candidates = stride(from: hit, through: 0, by: -1).filter { nodes[$0].axis == route.axis }
        guard let outermost = candidates.last else { return nil }
        func hasRange(_ index: Int) -> Bool { nodes[index].maxOffset > nodes[index].minOffset }
        switch policy {
        case .latch, .apz, .press:
            return candidates.first { index in
                let node = nodes[index]
                let undoes = node.overscroll != 0 && (node.overscroll < 0) == (delta > 0)
                return node.room(toward: delta) > 0 || undoes || (node.containsOverscroll && hasRange(index))
            } ?? outermost
        case .coordinator:
            return candidates.first
        case .outermost where !route.byWheel:
            return candidates.last(where: hasRange) ?? outermost
        case .none, .outermost, .nested, .innerFirst:
            return candidates.first(where: hasRange) ?? outermost
        }
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
        case .engine(let overshoot):
            travel = overshoot.travel(toUndo: shown)
        case .momentum, .hardStop:
            travel = shown
        }
        if abs(delta) >= travel {
            nodes[index].offset = limit
            nodes[index].travel += limit - node.offset
            return (delta > 0 ? travel : -travel, shown * (delta > 0 ? 1 : -1))
        }
        let left = travel - abs(delta)
        let newShown: Double
        switch mode {
        case .rubberBand(let coefficient):
            newShown = RubberBand.offset(forTravel: left, dimension: node.viewportExtent, coefficient: coefficient)
        case .engine(let overshoot):
            newShown = left * shown / travel
        case .momentum, .hardStop:
            newShown = left
        }
        nodes[index].offset = over < 0 ? limit - newShown : limit + newShown
        nodes[index].travel += nodes[index].offset - node.offset
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
        nodes[index].travel += nodes[index].offset - node.offset
        return nodes[index].offset - node.offset
    }

    /// Pulls node `index` further past its edge by a finger travel of `delta`, by the engine's own
    /// rule (`EdgeOvershoot.pulled`); returns how far the node moved.
    private mutating func pull(_ index: Int, by delta: Double, overshoot: EdgeOvershoot) -> Double {
        let node = nodes[index]
        let limit = delta < 0 ? node.minOffset : node.maxOffset
        let shown = overshoot.pulled(delta, shown: node.offset - limit, length: node.viewportExtent)
        // Never back across the edge (APZ's resistance is 0 once the shown reaches the viewport).
        nodes[index].offset = limit + (delta < 0 ? min(shown, 0) : max(shown, 0))
        nodes[index].travel += nodes[index].offset - node.offset
        return nodes[index].offset - node.offset
    }

    /// Makes the total offset exactly `target` after a motion that was aimed there, by routing the
    /// floating-point residue (a few ulps) and then pinning the node that took it.
    public mutating func land(onTotal target: Double, route: inout ScrollRoute) {
        let residue = target - totalOffset(axis: route.axis)
        guard residue != 0, abs(residue) < 1e-3 else { return }
        _ = dispatch(residue, mode: .hardStop, route: &route)
        let count = nodes.count
        for position in 0..<count {
            let index = residue > 0 ? count - 1 - position : position
            guard nodes[index].axis == route.axis else { continue }
            var others = 0.0
            for other in nodes.indices where other != index && nodes[other].axis == route.axis { others += nodes[other].offset }
            let pinned = target - others
            if pinned >= nodes[index].minOffset && pinned <= nodes[index].maxOffset {
                nodes[index].travel += pinned - nodes[index].offset
                nodes[index].offset = pinned
                return
            }
        }
    }
}
