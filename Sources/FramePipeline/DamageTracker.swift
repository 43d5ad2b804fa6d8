import Foundation
import Pixels
import Raster
import Scenes

/// Decides what a frame must redraw, from the display list of the frame on screen and the new
/// one — the scene declares its scroll layers (`DisplayList.scrollLayer`), the lists say the rest.
///
/// - A scroll layer found in both frames (same id, opaque first item) keeps the pixels that stay
///   visible: they are moved by the change of its origin (``blits``), and only the strips the
///   move exposed are drawn, plus any item of the layer that differs once the move is undone.
/// - Everything else is compared item by item, each under the clip it is drawn with: a changed,
///   added or removed item damages its rectangle in both frames.
/// - Items drawn over a layer after it, and the panels drawn over the frame (overlay, inspector),
///   are drawn again wherever the move carried their old pixels and wherever they are now.
///
/// With ``refinesMoves`` (a window that moves its own pixels, where every moved pixel costs the
/// server a read and a write) a layer's move is narrowed to the pixels it changes: a solid fill
/// that moves changes only the edges it uncovers and covers (a list row's background, a
/// separator), so only the boxes of the other items (text, avatars, translucent or rounded
/// shapes) are moved and the fills' edges are drawn; the rest of the layer is already right.
/// With ``fillsOnScreen`` too (the window can also fill pixels itself), an edge outside the moved
/// boxes is not drawn but filled on screen with the colour of the topmost fill over it (``fills``):
/// the server writes those pixels without reading any, and the client neither draws nor sends them.
///
/// Anything it cannot vouch for (no previous frame, a new size, overlapping layers, a changed
/// clip) damages the whole frame. The digest of a damage frame equals the full redraw's; the
/// identity tests replay every committed session both ways to hold it to that.
public struct DamageTracker {
    /// One move of retained pixels (logical pixels): `destination` receives the pixels `(dx, dy)`
    /// away from it.
    public typealias Blit = PixelMove

    /// A scroll layer as one frame declared it.
    struct Layer {
        var id: Int
        var rect: Rect
        var originX: Int
        var originY: Int
        /// Its content items: `items[start..<end]`.
        var start: Int
        var end: Int
        /// Whether its first item paints every pixel of `rect` (what makes moving its pixels safe).
        var opaque: Bool
    }

    /// An item outside every layer, with the clip it is drawn under.
    struct Outside {
        var index: Int
        var clip: Rect?
        /// Where it can paint: its box (text: widened by a line on every side) within its clip.
        var bounds: Rect
    }

    /// One frame's layers and outside items, and its list.
    struct Scan {
        /// Whether it describes the pixels of the buffer it is kept for.
        var valid = false
        var list = DisplayList()
        var layers = ContiguousArray<Layer>()
        var outside = ContiguousArray<Outside>()
        var overlapping = false
        var panels = ContiguousArray<Rect>()
        var bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        /// Where each item of the list can paint (``bounds(of:)``; empty for none), measured once
        /// when the list is new and kept while it is the frame on screen.
        var boxes = ContiguousArray<Rect>()

        init() {
            boxes.reserveCapacity(4096)
            layers.reserveCapacity(32)
            outside.reserveCapacity(1024)
            panels.reserveCapacity(4)
        }
    }

    /// Most rectangles the frame's region holds (more make it whole).
    public static let regionCapacity = 512
    /// Most rectangles one layer's narrowed move holds (more fall back to moving the whole layer).
    public static let moveCapacity = 1024
    /// Most fills a frame makes on screen (more draw the rest of the edges instead).
    public static let fillCapacity = 4096
    /// A narrowed move is used only when it costs less than this share of moving the whole kept
    /// area: many small moves cost the server more per pixel than one.
    public static let narrowedShare = 0.75
    /// What a drawn pixel costs against a moved one: the client rasterises it, then the server
    /// copies it from the shared buffer (a moved pixel is only copied, within the window). Under
    /// Xvfb at 3840×2160 the client drew 4.9 Mpx in 2.5 ms where the server moved 7.8 Mpx in 3.4.
    public static let drawnPixelCost = 2.0

    /// What a filled pixel costs against a moved one: the server writes it without reading it,
    /// but the write still fetches the line (under Xvfb at 3840×2160, filling 3.8 Mpx of 35-px
    /// strips took 1.7 ms where moving 6.9 Mpx took 3.3–3.9).
    public static let filledPixelCost = 0.85

    /// Whether a layer's move is narrowed to the pixels it changes (see the type's description).
    public var refinesMoves = false
    /// Whether a narrowed move fills the edges of its solid fills on screen (``fills``) instead of
    /// drawing them: for a presenter that fills pixels itself after its moves.
    public var fillsOnScreen = false
    /// The fills to make after ``blits`` and before the region is sent (after ``plan``; disjoint
    /// from the moves' destinations), none when the region is whole.
    public private(set) var fills = ContiguousArray<PixelFill>()
    /// The region to rasterise (after ``plan``).
    public private(set) var region = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                                  capacity: DamageTracker.regionCapacity)
    /// The layer whose narrowed move lost to the whole move last, and by how far it moved then:
    /// a move at least as far is not narrowed again (its edges are at least as large), which
    /// spares a fast fling the pairing of every frame.
    private var wholeMoveStep: (id: Int, step: Int)?
    /// Layers that moved in the plan, and whether one moved along both axes.
    private var movingLayers = 0
    private var diagonalMoves = false
    /// Each moving layer's moves in the plan: where they land and where they read, as hulls.
    private var layerMoves = ContiguousArray<(destinations: Rect, sources: Rect)>()
    /// Scratch for a narrowed move: what it moves, and what must be drawn in the kept area.
    private var narrowedMoves = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    private var narrowedDrawn = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    /// Scratch for a narrowed move that fills on screen: the solid fills' edges, the layer's fills
    /// (topmost last), the pieces being cut, and the fills planned.
    private var narrowedEdges = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    private var layerFills = ContiguousArray<PixelFill>()
    private var fillsTopFrom = ContiguousArray<Int>()
    private var pieces = ContiguousArray<(rect: Rect, next: Int)>()
    private var clearPieces = ContiguousArray<Rect>()
    private var uncovered = ContiguousArray<Rect>()
    private var narrowedFills = ContiguousArray<PixelFill>()
    /// The moves to make before rasterising (after ``plan``), none when the region is whole.
    public private(set) var blits = ContiguousArray<Blit>()
    /// The frame in the buffer being drawn (after ``select(buffer:)``).
    private var previous = Scan()
    private var current = Scan()
    private var previousBuffer: ObjectIdentifier?
    /// The frames in the other buffers a presenter rotates through, by buffer.
    private var shelf: ContiguousArray<Scan> = [Scan(), Scan()]
    private var shelfBuffers: ContiguousArray<ObjectIdentifier?> = [nil, nil]
    /// Above this share of the frame, drawing everything in bands is cheaper than the region.
    public static let wholeShare = 0.7

    /// An empty tracker: its first plan is the whole frame.
    public init() {
        blits.reserveCapacity(4 * Self.moveCapacity + 32)
        fills.reserveCapacity(Self.fillCapacity)
        narrowedFills.reserveCapacity(Self.fillCapacity)
        layerFills.reserveCapacity(1024)
        fillsTopFrom.reserveCapacity(1025)
        layerMoves.reserveCapacity(32)
        pieces.reserveCapacity(4096)
        clearPieces.reserveCapacity(4096)
        uncovered.reserveCapacity(4096)
        oldInRetained.reserveCapacity(4096)
        newInRetained.reserveCapacity(4096)
    }

    /// An item of a layer that can paint in its kept area: its index in its list, and where.
    struct Painter {
        var index: Int
        var area: Rect
        /// For an old item of a narrowed move: where it is on screen (not moved), in the kept area.
        var origin = Rect.zero
        /// Where it can paint, not clipped (``bounds(of:)``, measured once).
        var box = Rect.zero
    }
    /// Scratch lists for ``compareContent`` (kept, so a frame allocates nothing).
    private var oldInRetained = ContiguousArray<Painter>()
    private var newInRetained = ContiguousArray<Painter>()
    /// How far ahead the pairing of a layer's items looks for the item it lost step with.
    static let resyncWindow = 8

    /// Forgets the frame on screen: the next plan is the whole frame (new size, buffer lost, a
    /// frame drawn by other means).
    public mutating func invalidate() {
        previous.valid = false
        for k in shelf.indices { shelf[k].valid = false }
    }

    /// Makes `buffer` the one drawn into next: the frame compared with is the one drawn into it
    /// last (a window shows from two buffers in turn, each a frame older than the last).
    public mutating func select(buffer: ObjectIdentifier) {
        guard buffer != previousBuffer else { return }
        // The frame selected until now goes on the shelf, in the buffer's slot if it has one.
        let shelved = shelfBuffers.firstIndex(of: buffer)
        let slot = shelved ?? (shelfBuffers.firstIndex(of: nil) ?? 0)
        swap(&previous, &shelf[slot])
        shelfBuffers[slot] = previousBuffer
        // A buffer never drawn here (or pushed off the shelf) holds pixels this tracker cannot vouch for.
        if shelved == nil { previous.valid = false }
        previousBuffer = buffer
    }


    /// Plans the frame `list` of size `bounds` over the frame in the selected buffer (committed
    /// last for it), with `panels` to be drawn over it. Returns the pixels to rasterise.
    @discardableResult
    public mutating func plan(_ list: DisplayList, bounds: Rect, panels: UnsafeBufferPointer<Rect>) -> Int {
        let previousList = previous.list
        Self.scan(list, bounds: bounds, panels: panels, into: &current)
        region.reset(bounds: bounds)
        blits.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        movingLayers = 0
        diagonalMoves = false
        layerMoves.removeAll(keepingCapacity: true)
        if !previous.valid || previous.bounds != bounds || previous.overlapping || current.overlapping {
            region.addWhole()
        } else {
            list.items.withUnsafeBufferPointer { now in
                previousList.items.withUnsafeBufferPointer { then in
                    compareOutside(then: then, now: now)
                    compareLayers(then: then, now: now)
                }
            }
            for panel in previous.panels { region.add(panel) }
            for panel in current.panels { region.add(panel) }
            // One layer's moves along one axis are already in order (``orderMoves``); so are
            // several layers' whose moves land nowhere another layer's read.
            if diagonalMoves || (movingLayers > 1 && layersCross()) { dropCrossingBlits() }
        }
        var pixels = region.close()
        if !region.isWhole && Double(pixels) > Self.wholeShare * Double(bounds.width * bounds.height) {
            region.addWhole()
            pixels = region.close()
        }
        if region.isWhole {
            blits.removeAll(keepingCapacity: true)
            fills.removeAll(keepingCapacity: true)
        }
        return pixels
    }

    /// The planned frame, drawn from `list`, is now the one in the selected buffer. `list` gets
    /// back the storage of an older list, to be reset and reused (nothing is allocated).
    public mutating func commit(list: inout DisplayList) {
        swap(&current.list, &list)
        current.valid = true
        swap(&previous, &current)
    }

    /// Like ``commit(list:)`` for a tracker that shares the frame's list with another: it keeps a
    /// copy of `list` (what a window shows, followed beside the buffers' own frames).
    public mutating func commit(copying list: DisplayList) {
        current.list.copy(from: list)
        current.valid = true
        swap(&previous, &current)
    }

    /// Moves the retained pixels of every planned blit inside `framebuffer`, whose device pixels
    /// are `factor` × the logical ones (an integer scale).
    public func applyBlits(to framebuffer: Framebuffer, factor: Int = 1) {
        for blit in blits { blit.scaled(by: factor).apply(to: framebuffer) }
    }

    // MARK: - Scanning

    static func scan(_ list: DisplayList, bounds: Rect, panels: UnsafeBufferPointer<Rect>, into scan: inout Scan) {
        scan.layers.removeAll(keepingCapacity: true)
        scan.outside.removeAll(keepingCapacity: true)
        scan.panels.removeAll(keepingCapacity: true)
        scan.boxes.removeAll(keepingCapacity: true)
        for panel in panels { scan.panels.append(panel) }
        scan.bounds = bounds
        scan.overlapping = false
        var clip: Rect?
        var inLayer = false
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                let item = items[index]
                let box = Self.bounds(of: item)
                scan.boxes.append(box ?? .zero)
                switch item {
                case .clip(let rect):
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    inLayer = false
                    clip = rect
                case .unclip:
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    inLayer = false
                    clip = nil
                case let .layer(id, originX, originY):
                    if inLayer { scan.layers[scan.layers.count - 1].end = index }
                    let rect = (clip ?? bounds).intersection(bounds)
                    var opaque = false
                    if index + 1 < items.count, let first = opaqueRect(items[index + 1]) {
                        opaque = first.intersection(rect) == rect
                    }
                    for other in scan.layers where !other.rect.intersection(rect).isEmpty { scan.overlapping = true }
                    scan.layers.append(Layer(id: id, rect: rect, originX: originX, originY: originY,
                                             start: index + 1, end: items.count, opaque: opaque))
                    inLayer = true
                default:
                    if inLayer { continue }
                    guard let box else { continue }
                    scan.outside.append(Outside(index: index, clip: clip, bounds: box.intersection(clip ?? bounds)))
                }
            }
        }
    }

    /// The rectangle an item overwrites entirely, if it does.
    static func opaqueRect(_ item: DisplayItem) -> Rect? {
        switch item {
        case let .fill(rect, _), let .gradient(rect, _, _): return rect
        default: return nil
        }
    }

    /// Where an item can paint (nil: it paints nothing). Text is given a line's margin on every
    /// side: glyph ink may reach past the measured box.
    static func bounds(of item: DisplayItem) -> Rect? {
        switch item {
        case let .fill(rect, _), let .blend(rect, _), let .roundedRect(rect, _, _), let .gradient(rect, _, _):
            return rect
        case let .text(_, _, _, font, _):
            guard let box = DisplayList.box(of: item) else { return nil }
            let margin = font.lineHeight
            return Rect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        case .clip, .unclip, .layer:
            return nil
        }
    }

    /// `item` moved by (`dx`, `dy`).
    static func translated(_ item: DisplayItem, dx: Int, dy: Int) -> DisplayItem {
        if dx == 0 && dy == 0 { return item }
        switch item {
        case let .fill(rect, color): return .fill(rect.offsetBy(dx: dx, dy: dy), color)
        case let .blend(rect, color): return .blend(rect.offsetBy(dx: dx, dy: dy), color)
        case let .roundedRect(rect, radius, color): return .roundedRect(rect.offsetBy(dx: dx, dy: dy), radius: radius, color)
        case let .gradient(rect, top, bottom): return .gradient(rect.offsetBy(dx: dx, dy: dy), top: top, bottom: bottom)
        case let .text(label, x, y, font, color): return .text(label, x: x + dx, y: y + dy, font: font, color: color)
        case .clip, .unclip, .layer: return item
        }
    }

    // MARK: - Comparing

    /// Pairs the outside items in painting order; a pair that differs (item or clip) damages both
    /// rectangles, and so does an item without a partner. A pixel outside them is painted by the
    /// same items in the same order in both frames.
    private mutating func compareOutside(then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) {
        let count = max(previous.outside.count, current.outside.count)
        for i in 0..<count {
            let a = i < previous.outside.count ? previous.outside[i] : nil
            let b = i < current.outside.count ? current.outside[i] : nil
            if let a, let b, a.clip == b.clip, then[a.index] == now[b.index] { continue }
            if let a { region.add(a.bounds) }
            if let b { region.add(b.bounds) }
        }
    }

    private mutating func compareLayers(then: UnsafeBufferPointer<DisplayItem>, now: UnsafeBufferPointer<DisplayItem>) {
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
    private func layersCross() -> Bool {
        for (i, a) in layerMoves.enumerated() {
            for (j, b) in layerMoves.enumerated() where i != j && !a.destinations.intersection(b.sources).isEmpty { return true }
        }
        return false
    }

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
    private mutating func narrowMove(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
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

    /// Plans the fills of a narrowed move's edges (``narrowedEdges``, closed) into
    /// ``narrowedFills``: each edge outside the moved boxes (``narrowedMoves``, closed: those pixels
    /// come right with the move) takes the colour of the topmost fill of `new` over it, or
    /// `background` where none is; a piece past ``fillCapacity`` fills in the frame goes to
    /// ``uncovered``, to be drawn. Only fills matter there: every other item of the layer that can
    /// paint an edge pixel is either paired (its box is moved) or unpaired (drawn over the fill).
    /// Returns the pixels filled and left to draw.
    private mutating func planFills(new: Layer, background: Color, now: UnsafeBufferPointer<DisplayItem>) -> (Int, Int) {
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
                        Self.forEachPart(of: piece, outside: moves[m]) { pieces.append(($0, m + 1)) }
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
                if f >= 0 { Self.forEachPart(of: piece, outside: layerFills[f].destination) { pieces.append(($0, f)) } }
            }
        }
        return (filled, unfilled)
    }

    /// The index of the first of `slabs` (sorted by top edge) whose top is at or below `y`.
    private static func firstSlab(in slabs: ContiguousArray<Rect>, reaching y: Int) -> Int {
        var low = 0, high = slabs.count
        while low < high {
            let mid = (low + high) / 2
            if slabs[mid].y < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Calls `body` with the parts of `rect` outside `hole`: up to four rectangles.
    static func forEachPart(of rect: Rect, outside hole: Rect, _ body: (Rect) -> Void) {
        let inner = rect.intersection(hole)
        if inner.isEmpty { body(rect); return }
        let parts = (Rect(x: rect.x, y: rect.y, width: rect.width, height: inner.y - rect.y),
                     Rect(x: rect.x, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY),
                     Rect(x: rect.x, y: inner.y, width: inner.x - rect.x, height: inner.height),
                     Rect(x: inner.maxX, y: inner.y, width: rect.maxX - inner.maxX, height: inner.height))
        if !parts.0.isEmpty { body(parts.0) }
        if !parts.1.isEmpty { body(parts.1) }
        if !parts.2.isEmpty { body(parts.2) }
        if !parts.3.isEmpty { body(parts.3) }
    }

    /// Puts `blits[first...]` (disjoint, one step) in the order that reads each source before
    /// another move overwrites it (``orderAgainstStep(_:from:)``). A diagonal step is left to
    /// ``dropCrossingBlits``.
    private mutating func orderMoves(from first: Int, dx: Int, dy: Int) {
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

    /// The layer's items that can paint in `retained`, the old ones moved by (`dx`, `dy`), paired in
    /// order: a pair that differs damages both rectangles (within `retained`).
    private mutating func compareContent(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
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
    private mutating func gatherPainters(old: Layer, new: Layer, retained: Rect, dx: Int, dy: Int,
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
    private static func pairInOrder(oldCount: Int, newCount: Int, same: (Int, Int) -> Bool,
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

    /// Adds the parts of `rect` outside `hole` to the region: up to four rectangles.
    private mutating func addDifference(_ rect: Rect, minus hole: Rect) {
        Self.addDifference(rect, minus: hole, to: &region)
    }

    /// Adds the parts of `rect` outside `hole` to `target`: up to four rectangles.
    private static func addDifference(_ rect: Rect, minus hole: Rect, to target: inout DamageRegion) {
        let inner = rect.intersection(hole)
        if inner.isEmpty { target.add(rect); return }
        target.add(Rect(x: rect.x, y: rect.y, width: rect.width, height: inner.y - rect.y))
        target.add(Rect(x: rect.x, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY))
        target.add(Rect(x: rect.x, y: inner.y, width: inner.x - rect.x, height: inner.height))
        target.add(Rect(x: inner.maxX, y: inner.y, width: rect.maxX - inner.maxX, height: inner.height))
    }

    /// Blits read the frame on screen, so a move must read its source before another writes
    /// over it: the moves are put in such an order (a page moving left is copied before the page
    /// that moves into its old place). Moves that wait on each other in a ring cannot be ordered:
    /// one of them is dropped and its pixels are drawn instead.
    private mutating func dropCrossingBlits() {
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
}
