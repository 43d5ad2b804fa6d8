import Pixels

/// What the window shows while it moves its own pixels, and what the frame being presented does
/// to it: the tracker of the frame on screen, this frame's moves, fills and changed rectangles
/// (device pixels) for the presenter, and the profiling overlay kept on screen as drawn.
///
/// The overlay is opaque: while the window moves its own pixels it stays as drawn until its
/// figures are due (``FrameLoop/overlayRefreshMs``), and the frames between keep their moves,
/// fills and changes off its pixels (``keepOff(_:)``).
struct ScreenPlan {
    /// The frame presented last, so a present can send only what differs (the lent buffers are
    /// each a frame older than the screen and are tracked by the loop's own damage).
    var tracker = DamageTracker()
    /// Where the frame being presented differs from the one on screen; valid when `changesKnown`.
    var changes = Self.rects(4 * DamageTracker.regionCapacity + 1)
    var changesKnown = false
    /// The moves the presenter makes on screen before `changes` are sent over them.
    var moves = Self.moves(4 * DamageTracker.moveCapacity + 32)
    /// The fills the presenter makes on screen after the moves.
    var fills = Self.fills(DamageTracker.fillCapacity)
    /// Where the window shows the overlay as last drawn (logical pixels); nil when it is not on
    /// screen as such.
    var overlay: Rect?
    /// The frame time its figures were drawn at.
    var overlayDrawnMs = -Double.infinity
    /// Scratch for the cuts around the overlay (nothing allocated per frame).
    private var keptMoves = Self.moves(4 * DamageTracker.moveCapacity + 32)
    private var keptFills = Self.fills(DamageTracker.fillCapacity)
    private var stalePieces = Self.rects(256)
    private var keptChanges = Self.rects(4 * DamageTracker.regionCapacity + 1)

    /// The overlay (`box`, logical; nil: none) is now on screen as drawn in the frame at `timeMs`.
    mutating func keep(overlay box: Rect?, atMs timeMs: Double) {
        overlay = box
        overlayDrawnMs = timeMs
    }

    /// Keeps the frame's moves, fills and changes off `box` (device pixels), the overlay's pixels
    /// on screen: a move's part that would land there is not made, a part that would read there is
    /// drawn instead (after the moves), fills and changes are cut around it. Returns false when a
    /// move could not be kept off it (one along both axes: it is made whole, and the overlay must
    /// be drawn again).
    mutating func keepOff(_ box: Rect) -> Bool {
        guard !box.isEmpty else { return true }
        var untouched = true
        keptMoves.removeAll(keepingCapacity: true)
        stalePieces.removeAll(keepingCapacity: true)
        for move in moves {
            // Where a destination would read the overlay's pixels.
            let reads = box.offsetBy(dx: move.dx, dy: move.dy)
            guard !move.destination.intersection(box).isEmpty || !move.destination.intersection(reads).isEmpty else {
                keptMoves.append(move)
                continue
            }
            guard move.dx == 0 || move.dy == 0 else {
                keptMoves.append(move)
                if !move.destination.intersection(box).isEmpty { untouched = false }
                let stale = move.destination.intersection(reads)
                if !stale.isEmpty { stalePieces.append(stale) }
                continue
            }
            let first = keptMoves.count
            move.destination.forEachPart(outside: box) { part in
                let stale = part.intersection(reads)
                if !stale.isEmpty { stalePieces.append(stale) }
                part.forEachPart(outside: reads) {
                    keptMoves.append(PixelMove(destination: $0, dx: move.dx, dy: move.dy))
                }
            }
            // One move's parts in the order that reads each source before another overwrites it.
            DamageTracker.orderAgainstStep(&keptMoves, from: first)
        }
        swap(&moves, &keptMoves)
        // What the moves would have read from the overlay is drawn, where the changes do not draw
        // it already (a rectangle drawn twice would blend its translucent items twice).
        while let piece = stalePieces.popLast() {
            if let change = changes.first(where: { !$0.intersection(piece).isEmpty }) {
                piece.forEachPart(outside: change) { stalePieces.append($0) }
            } else {
                changes.append(piece)
            }
        }
        keptFills.removeAll(keepingCapacity: true)
        for fill in fills {
            fill.destination.forEachPart(outside: box) { keptFills.append(PixelFill(destination: $0, color: fill.color)) }
        }
        swap(&fills, &keptFills)
        keptChanges.removeAll(keepingCapacity: true)
        for change in changes {
            change.forEachPart(outside: box) { keptChanges.append($0) }
        }
        swap(&changes, &keptChanges)
        return untouched
    }

    private static func rects(_ capacity: Int) -> ContiguousArray<Rect> {
        var rects = ContiguousArray<Rect>()
        rects.reserveCapacity(capacity)
        return rects
    }

    private static func moves(_ capacity: Int) -> ContiguousArray<PixelMove> {
        var moves = ContiguousArray<PixelMove>()
        moves.reserveCapacity(capacity)
        return moves
    }

    private static func fills(_ capacity: Int) -> ContiguousArray<PixelFill> {
        var fills = ContiguousArray<PixelFill>()
        fills.reserveCapacity(capacity)
        return fills
    }
}
