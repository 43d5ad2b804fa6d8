import Pixels
import Raster
import Scenes

// Comparing: the frame before and this one paired item by item, what differs damaged, and the
// moves ordered so that each reads its source before another overwrites it.
extension DamageTracker {
    /// Pairs the outside items in painting order; a pair that differs (item or clip) damages both
    /// rectangles, and so does an item without a partner. A pixel outside them is painted by the
    /// same items in the same order in both frames.
    mutating func compareOutside(then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) {
        let count = max(previous.outside.count, current.outside.count)
        for i in 0..<count {
            let a = i < previous.outside.count ? previous.outside[i] : nil
            let b = i < current.outside.count ? current.outside[i] : nil
            if let a, let b, a.clip == b.clip, then[a.index] == now[b.index] { continue }
            if let a { region.add(a.bounds) }
            if let b { region.add(b.bounds) }
        }
    }

    mutating func compareLayers(then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) {
        for old in previous.layers where !current.layers.contains(where: { $0.id == old.id }) { region.add(old.rect) }
        for new in current.layers {
            guard let old = previous.layers.first(where: { $0.id == new.id }), old.opaque, new.opaque else {
                region.add(new.rect)
                if let old = previous.layers.first(where: { $0.id == new.id }) { region.add(old.rect) }
                continue
            }
            let dx = new.originX - old.originX, dy = new.originY - old.originY
            let retained = new.rect.intersection(old.rect.offsetBy(dx: dx, dy: dy))
            guard !retained.isEmpty else {
                region.add(new.rect)
                region.add(old.rect)
                continue
            }
            let moves = dx != 0 || dy != 0
            let step = abs(dx) + abs(dy)
            let firstMove = blits.count
            var narrowed = false
            if refinesMoves && moves, wholeMoveStep.map({ $0.id != new.id || step < $0.step }) ?? true {
                narrowed = narrowMove(old: old, new: new, retained: retained, dx: dx, dy: dy, then: then, now: now)
                wholeMoveStep = narrowed ? nil : (new.id, step)
            }
            if !narrowed {
                compareContent(old: old, new: new, retained: retained, dx: dx, dy: dy, then: then, now: now)
            }
            addDifference(new.rect, minus: retained)
            addDifference(old.rect, minus: new.rect)
            // Whatever was drawn over the layer moved with its pixels (where they moved: a narrowed
            // move leaves some in place); whatever is drawn over it now must be drawn on them.
            for item in previous.outside where item.index > old.end && !item.bounds.intersection(old.rect).isEmpty {
                region.add(item.bounds.offsetBy(dx: dx, dy: dy).intersection(retained))
                if narrowed { region.add(item.bounds.intersection(retained)) }
            }
            for item in current.outside where item.index > new.end && !item.bounds.intersection(new.rect).isEmpty {
                region.add(item.bounds.intersection(new.rect))
            }
            for panel in previous.panels { region.add(panel.offsetBy(dx: dx, dy: dy).intersection(retained)) }
            if moves && !narrowed { blits.append(Blit(destination: retained, dx: dx, dy: dy)) }
            if moves {
                movingLayers += 1
                if dx != 0 && dy != 0 { diagonalMoves = true }
                var landing = Rect.zero
                for blit in blits[firstMove...] { landing = landing.union(blit.destination) }
                layerMoves.append((landing, landing.offsetBy(dx: -dx, dy: -dy)))
            }
        }
    }

    /// Whether a moving layer's moves land where another's read (then the moves must be put in
    /// order across layers, ``dropCrossingBlits``).
    func layersCross() -> Bool {
        for (i, a) in layerMoves.enumerated() {
            for (j, b) in layerMoves.enumerated() where i != j && !a.destinations.intersection(b.sources).isEmpty { return true }
        }
        return false
    }

    /// The layer's items that can paint in `retained`, the old ones moved by (`dx`, `dy`), paired in
    /// order: a pair that differs damages both rectangles (within `retained`).
    mutating func compareContent(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
                                         then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) {
        gatherPainters(old: old, new: new, retained: retained, dx: dx, dy: dy, then: then, now: now, narrowing: false)
        Self.pairInOrder(oldCount: oldInRetained.count, newCount: newInRetained.count, same: { x, y in
            Self.translated(then[oldInRetained[x].index], dx: dx, dy: dy) == now[newInRetained[y].index]
        }, paired: { _, _ in }, unpairedOld: { x in
            region.add(oldInRetained[x].area)
        }, unpairedNew: { y in
            region.add(newInRetained[y].area)
        })
    }

    /// Gathers the layer's items that can paint in `retained` into ``oldInRetained`` (moved by
    /// (`dx`, `dy`)) and ``newInRetained``, by index; `narrowing` also takes the items that are
    /// there before the move (an old item's `origin`) or would be without it.
    ///
    /// A background fill of the same colour under the whole layer in both frames paints every
    /// retained pixel alike wherever it sits: it stays put while the content moves over it, and is
    /// left out.
    mutating func gatherPainters(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
                                         then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>,
                                         narrowing: Bool) {
        var i = old.start, j = new.start
        if case let .fill(_, before) = then[i], case let .fill(_, after) = now[j], before == after {
            i += 1
            j += 1
        }
        oldInRetained.removeAll(keepingCapacity: true)
        newInRetained.removeAll(keepingCapacity: true)
        while i < old.end {
            let box = previous.boxes[i]
            if !box.isEmpty {
                let moved = box.offsetBy(dx: dx, dy: dy).intersection(retained)
                let origin = narrowing ? box.intersection(retained) : .zero
                if !moved.isEmpty || !origin.isEmpty { oldInRetained.append(Painter(index: i, area: moved, origin: origin, box: box)) }
            }
            i += 1
        }
        while j < new.end {
            let box = current.boxes[j]
            if !box.isEmpty {
                let inside = box.intersection(retained)
                if !inside.isEmpty || (narrowing && !box.offsetBy(dx: -dx, dy: -dy).intersection(retained).isEmpty) {
                    newInRetained.append(Painter(index: j, area: inside, box: box))
                }
            }
            j += 1
        }
    }

    /// Pairs `oldCount` old items with `newCount` new ones in order, by `same`. Where one side has
    /// items the other lacks (a row that one frame still reaches into the kept area with a text's
    /// margin and the other no longer lists), those are unpaired and the pairing picks up after
    /// them (looking ``resyncWindow`` items ahead) instead of failing item after item; a pair that
    /// differs with no partner ahead is two unpaired items.
    static func pairInOrder(oldCount: Int, newCount: Int, same: (Int, Int) -> Bool,
                                    paired: (Int, Int) -> Void, unpairedOld: (Int) -> Void, unpairedNew: (Int) -> Void) {
        var a = 0, b = 0
        while a < oldCount || b < newCount {
            if a < oldCount, b < newCount {
                if same(a, b) {
                    paired(a, b)
                    a += 1
                    b += 1
                    continue
                }
                var skipNew = 0, skipOld = 0
                for step in 1...resyncWindow {
                    if skipNew == 0, b + step < newCount, same(a, b + step) { skipNew = step }
                    if skipOld == 0, a + step < oldCount, same(a + step, b) { skipOld = step }
                    if skipNew != 0 || skipOld != 0 { break }
                }
                if skipNew != 0 && (skipOld == 0 || skipNew <= skipOld) {
                    for k in b..<(b + skipNew) { unpairedNew(k) }
                    b += skipNew
                } else if skipOld != 0 {
                    for k in a..<(a + skipOld) { unpairedOld(k) }
                    a += skipOld
                } else {
                    unpairedOld(a)
                    unpairedNew(b)
                    a += 1
                    b += 1
                }
            } else if a < oldCount {
                unpairedOld(a)
                a += 1
            } else {
                unpairedNew(b)
                b += 1
            }
        }
    }

    /// Blits read the frame on screen, so a move must read its source before another writes
    /// over it: the moves are put in such an order (a page moving left is copied before the page
    /// that moves into its old place). Moves that wait on each other in a ring cannot be ordered:
    /// one of them is dropped and its pixels are drawn instead.
    mutating func dropCrossingBlits() {
        guard blits.count > 1 else { return }
        // Selection by hand: the blits up to `done` are placed; pick next one whose destination
        // no later blit still has to read.
        var done = 0
        while done < blits.count {
            var pick: Int?
            for candidate in done..<blits.count {
                var blocks = false
                for other in done..<blits.count where other != candidate {
                    if !blits[candidate].destination.intersection(blits[other].source).isEmpty { blocks = true; break }
                }
                if !blocks { pick = candidate; break }
            }
            if let pick {
                blits.swapAt(done, pick)
                done += 1
            } else {
                region.add(blits[done].destination)
                blits.remove(at: done)
            }
        }
    }

    /// Adds the parts of `rect` outside `hole` to the region: up to four rectangles.
    mutating func addDifference(_ rect: Rect, minus hole: Rect) {
        Self.addDifference(rect, minus: hole, to: &region)
    }

    /// Adds the parts of `rect` outside `hole` to `target`: up to four rectangles.
    static func addDifference(_ rect: Rect, minus hole: Rect, to target: inout DamageRegion) {
        rect.forEachPart(outside: hole) { target.add($0) }
    }
}
