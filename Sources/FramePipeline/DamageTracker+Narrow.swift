import Pixels
import Raster
import Scenes

// Narrowed moves: a layer's move cut to the boxes of what changes when that costs less, in the
// order that reads each source before it is overwritten.
extension DamageTracker {
    /// Plans `old`'s move to `new` narrowed to the pixels it changes, if that is cheaper than
    /// moving all of `retained`: appends the moves (in an order where each reads its source before
    /// another overwrites it) and adds what must be drawn to the region. Returns false, having
    /// planned nothing, when the whole move is the better plan.
    ///
    /// The layer's items that can paint in `retained` before or after the move are paired in order
    /// as in ``compareContent``. A pixel of `retained` changes only where a paired solid fill
    /// uncovers or covers it (the fill before and after, not both), where a paired item of another
    /// kind is (its box before or after), or where an unpaired or changed item is: elsewhere the
    /// same fills cover it in the same order in both frames. The boxes of the paired non-fill items
    /// are moved (any pixel of `retained` may be: its source shows the same content before the
    /// move); the fills' edges and the unpaired items are drawn.
    mutating func narrowMove(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
                                     then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) -> Bool {
        gatherPainters(old: old, new: new, retained: retained, dx: dx, dy: dy, then: then, now: now, narrowing: true)
        narrowedMoves.reset(bounds: retained)
        narrowedDrawn.reset(bounds: retained)
        narrowedEdges.reset(bounds: retained)
        // Edges are filled on screen only over a layer whose background is a solid fill: elsewhere
        // a pixel no fill covers shows the background, which the server cannot paint.
        var background: Color?
        if fillsOnScreen, case let .fill(_, color) = now[new.start] { background = color }
        Self.pairInOrder(oldCount: oldInRetained.count, newCount: newInRetained.count, same: { x, y in
            Self.translated(then[oldInRetained[x].index], dx: dx, dy: dy) == now[newInRetained[y].index]
        }, paired: { x, y in
            let before = oldInRetained[x].box, after = newInRetained[y].box
            if case .fill = now[newInRetained[y].index] {
                if background != nil {
                    Self.addDifference(before.intersection(retained), minus: after, to: &narrowedEdges)
                    Self.addDifference(after.intersection(retained), minus: before, to: &narrowedEdges)
                } else {
                    Self.addDifference(before.intersection(retained), minus: after, to: &narrowedDrawn)
                    Self.addDifference(after.intersection(retained), minus: before, to: &narrowedDrawn)
                }
            } else {
                narrowedMoves.add(before.union(after).intersection(retained))
            }
        }, unpairedOld: { x in
            narrowedDrawn.add(oldInRetained[x].area)
            narrowedDrawn.add(oldInRetained[x].origin)
        }, unpairedNew: { y in
            narrowedDrawn.add(newInRetained[y].area)
        })
        if narrowedMoves.isWhole || narrowedDrawn.isWhole || narrowedEdges.isWhole { return false }
        let moved = narrowedMoves.close(), drawn = narrowedDrawn.close()
        var filled = 0, unfilled = 0
        narrowedFills.removeAll(keepingCapacity: true)
        uncovered.removeAll(keepingCapacity: true)
        if let background {
            _ = narrowedEdges.close()
            (filled, unfilled) = planFills(new: new, background: background, now: now)
        }
        let cost = Double(moved) + Self.drawnPixelCost * Double(drawn + unfilled) + Self.filledPixelCost * Double(filled)
        guard cost < Self.narrowedShare * Double(retained.width * retained.height) else { return false }
        for slab in narrowedDrawn.slabs { region.add(slab) }
        for piece in uncovered { region.add(piece) }
        fills.append(contentsOf: narrowedFills)
        // Slabs are disjoint, and all move by the same step: along a single axis, moving them in
        // the order the step points away from reads every source before it is overwritten.
        let first = blits.count
        for slab in narrowedMoves.slabs { blits.append(Blit(destination: slab, dx: dx, dy: dy)) }
        orderMoves(from: first, dx: dx, dy: dy)
        return true
    }

    /// Puts `blits[first...]` (disjoint, one step) in the order that reads each source before
    /// another move overwrites it (``orderAgainstStep(_:from:)``). A diagonal step is left to
    /// ``dropCrossingBlits``.
    mutating func orderMoves(from first: Int, dx: Int, dy: Int) {
        guard dx == 0 || dy == 0 else { return }
        Self.orderAgainstStep(&blits, from: first)
    }

    /// Puts `moves[first...]` (disjoint, all by one step along one axis) in the order that reads
    /// each source before another move overwrites it: against the step (a move up goes top first).
    /// Insertion sort: they already come nearly in order, and nothing is allocated.
    static func orderAgainstStep(_ moves: inout ContiguousArray<PixelMove>, from first: Int) {
        guard moves.count - first > 1 else { return }
        let dx = moves[first].dx, dy = moves[first].dy
        func key(_ move: PixelMove) -> Int {
            dy < 0 ? move.destination.y : dy > 0 ? -move.destination.maxY : dx < 0 ? move.destination.x : -move.destination.maxX
        }
        for k in (first + 1)..<moves.count {
            let move = moves[k]
            var at = k
            while at > first && key(moves[at - 1]) > key(move) {
                moves[at] = moves[at - 1]
                at -= 1
            }
            moves[at] = move
        }
    }
}
