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
    /// copies it from the shared buffer (a moved pixel is only copied, within the window). The
    /// timings behind it: docs/performance.md, "Moves narrowed to what changes".
    public static let drawnPixelCost = 2.0

    /// What a filled pixel costs against a moved one: the server writes it without reading it,
    /// but the write still fetches the line (docs/performance.md, "Edges filled on screen").
    public static let filledPixelCost = 0.85

    /// Whether a layer's move is narrowed to the pixels it changes (see the type's description).
    public var refinesMoves = false
    /// Whether a narrowed move fills the edges of its solid fills on screen (``fills``) instead of
    /// drawing them: for a presenter that fills pixels itself after its moves.
    public var fillsOnScreen = false
    /// The fills to make after ``blits`` and before the region is sent (after ``plan``; disjoint
    /// from the moves' destinations), none when the region is whole.
    public internal(set) var fills = ContiguousArray<PixelFill>()
    /// The region to rasterise (after ``plan``).
    public internal(set) var region = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                                  capacity: DamageTracker.regionCapacity)
    /// The layer whose narrowed move lost to the whole move last, and by how far it moved then:
    /// a move at least as far is not narrowed again (its edges are at least as large), which
    /// spares a fast fling the pairing of every frame.
    var wholeMoveStep: (id: Int, step: Int)?
    /// Layers that moved in the plan, and whether one moved along both axes.
    var movingLayers = 0
    var diagonalMoves = false
    /// Each moving layer's moves in the plan: where they land and where they read, as hulls.
    var layerMoves = ContiguousArray<(destinations: Rect, sources: Rect)>()
    /// Scratch for a narrowed move: what it moves, and what must be drawn in the kept area.
    var narrowedMoves = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    var narrowedDrawn = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    /// Scratch for a narrowed move that fills on screen: the solid fills' edges, the layer's fills
    /// (topmost last), the pieces being cut, and the fills planned.
    var narrowedEdges = DamageRegion(bounds: Rect(x: 0, y: 0, width: 0, height: 0),
                                             capacity: DamageTracker.moveCapacity)
    var layerFills = ContiguousArray<PixelFill>()
    var fillsTopFrom = ContiguousArray<Int>()
    var pieces = ContiguousArray<(rect: Rect, next: Int)>()
    var clearPieces = ContiguousArray<Rect>()
    var uncovered = ContiguousArray<Rect>()
    var narrowedFills = ContiguousArray<PixelFill>()
    /// The moves to make before rasterising (after ``plan``), none when the region is whole.
    public internal(set) var blits = ContiguousArray<Blit>()
    /// The frame in the buffer being drawn (after ``select(buffer:)``).
    var previous = Scan()
    var current = Scan()
    var previousBuffer: ObjectIdentifier?
    /// The frames in the other buffers a presenter rotates through, by buffer.
    var shelf: ContiguousArray<Scan> = [Scan(), Scan()]
    var shelfBuffers: ContiguousArray<ObjectIdentifier?> = [nil, nil]
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
    var oldInRetained = ContiguousArray<Painter>()
    var newInRetained = ContiguousArray<Painter>()
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
}
