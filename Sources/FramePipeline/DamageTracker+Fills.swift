import Pixels
import Raster
import Scenes

// Fill planning: the moved fills' edges given the colour of the topmost fill over them, for the
// presenter to fill on screen.
extension DamageTracker {
    /// Plans the fills of a narrowed move's edges (``narrowedEdges``, closed) into
    /// ``narrowedFills``: each edge outside the moved boxes (``narrowedMoves``, closed: those pixels
    /// come right with the move) takes the colour of the topmost fill of `new` over it, or
    /// `background` where none is; a piece past ``fillCapacity`` fills in the frame goes to
    /// ``uncovered``, to be drawn. Only fills matter there: every other item of the layer that can
    /// paint an edge pixel is either paired (its box is moved) or unpaired (drawn over the fill).
    /// Returns the pixels filled and left to draw.
    mutating func planFills(new: Layer, background: Color, now: UnsafeBufferPointer<DisplayItem>) -> (Int, Int) {
        layerFills.removeAll(keepingCapacity: true)
        for painter in newInRetained {
            if case let .fill(_, color) = now[painter.index] { layerFills.append(PixelFill(destination: painter.box, color: color)) }
        }
        // The highest top edge of the fills from each one up: a piece above it meets none of them,
        // so the search for its topmost fill starts below them (a list's rows come top to bottom).
        fillsTopFrom.removeAll(keepingCapacity: true)
        fillsTopFrom.append(contentsOf: repeatElement(Int.max, count: layerFills.count + 1))
        for k in layerFills.indices.reversed() { fillsTopFrom[k] = min(layerFills[k].destination.y, fillsTopFrom[k + 1]) }
        var filled = 0, unfilled = 0
        clearPieces.removeAll(keepingCapacity: true)
        let moves = narrowedMoves.slabs
        // Slabs come by top edge: a piece meets only moves from the first that may reach its top
        // (no slab is taller than `tallest`) to the first below it.
        var tallest = 0
        for move in moves { tallest = max(tallest, move.height) }
        for edge in narrowedEdges.slabs {
            // Cut the moved boxes out: `next` is the first move not yet cut from the piece.
            pieces.removeAll(keepingCapacity: true)
            pieces.append((edge, Self.firstSlab(in: moves, reaching: edge.y - tallest)))
            while let (piece, next) = pieces.popLast() {
                var cut = false
                var m = next
                while m < moves.count && moves[m].y < piece.maxY {
                    if !moves[m].intersection(piece).isEmpty {
                        piece.forEachPart(outside: moves[m]) { pieces.append(($0, m + 1)) }
                        cut = true
                        break
                    }
                    m += 1
                }
                if !cut { clearPieces.append(piece) }
            }
        }
        // Colour each piece by the topmost fill over it; `next` is how many fills (from the bottom)
        // may still be over it.
        for clear in clearPieces {
            pieces.removeAll(keepingCapacity: true)
            pieces.append((clear, layerFills.count))
            while let (piece, below) = pieces.popLast() {
                // The first fill from which on every fill lies below the piece (binary search:
                // `fillsTopFrom` only grows).
                var low = 0, high = below
                while low < high {
                    let mid = (low + high) / 2
                    if fillsTopFrom[mid] >= piece.maxY { high = mid } else { low = mid + 1 }
                }
                var f = low - 1
                while f >= 0 && layerFills[f].destination.intersection(piece).isEmpty { f -= 1 }
                let part = f >= 0 ? layerFills[f].destination.intersection(piece) : piece
                let color = f >= 0 ? layerFills[f].color : background
                if narrowedFills.count + fills.count < Self.fillCapacity {
                    narrowedFills.append(PixelFill(destination: part, color: color))
                    filled += part.width * part.height
                } else {
                    uncovered.append(part)
                    unfilled += part.width * part.height
                }
                if f >= 0 { piece.forEachPart(outside: layerFills[f].destination) { pieces.append(($0, f)) } }
            }
        }
        return (filled, unfilled)
    }

    /// The index of the first of `slabs` (sorted by top edge) whose top is at or below `y`.
    static func firstSlab(in slabs: ContiguousArray<Rect>, reaching y: Int) -> Int {
        var low = 0, high = slabs.count
        while low < high {
            let mid = (low + high) / 2
            if slabs[mid].y < y { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
