import Pixels
import Raster

/// The pixels a frame must rasterise again: rectangles added in any order, overlapping or not,
/// turned into disjoint horizontal slabs (``slabs``) so no pixel is drawn twice — a translucent
/// item drawn twice over itself would not give the full redraw's pixel.
///
/// Storage is fixed when it is made: adding more rectangles than it holds marks the region as
/// the whole frame (`isWhole`), which is always a correct answer.
public struct DamageRegion {
    /// The frame the damage lies in; rectangles are clipped to it.
    public private(set) var bounds: Rect
    /// Whether the whole frame is damaged.
    public private(set) var isWhole = false
    private var rects: ContiguousArray<Rect> = []
    private var edges: ContiguousArray<Int> = []
    /// One band's x-intervals (scratch for ``close()``).
    private var spans: ContiguousArray<(left: Int, right: Int)> = []
    /// The slabs ending at the current band's top, and those of the band being made (scratch).
    private var aboveBand: ContiguousArray<Int> = []
    /// The rectangles (indices) reaching into the band being made (scratch).
    private var active: ContiguousArray<Int> = []
    private var thisBand: ContiguousArray<Int> = []
    /// Intervals of a band closer than this are drawn as one: a slab costs a pass over the list.
    public static let gapToJoin = 64
    /// Disjoint slabs covering every added rectangle, in order of their top edges (valid after
    /// ``close()``).
    public private(set) var slabs: ContiguousArray<Rect> = []
    /// Most rectangles a region keeps by default before it becomes the whole frame.
    public static let defaultCapacity = 192
    /// Most rectangles this region keeps before it becomes the whole frame (its storage is made
    /// for that many at once, so adding never allocates).
    public let capacity: Int

    /// An empty region of `bounds` holding up to `capacity` rectangles.
    public init(bounds: Rect, capacity: Int = DamageRegion.defaultCapacity) {
        self.bounds = bounds
        self.capacity = capacity
        rects.reserveCapacity(capacity)
        edges.reserveCapacity(2 * capacity)
        slabs.reserveCapacity(4 * capacity + 1)
        spans.reserveCapacity(capacity)
        aboveBand.reserveCapacity(capacity)
        active.reserveCapacity(capacity)
        thisBand.reserveCapacity(capacity)
    }

    /// Empties the region, keeping its storage, for a frame of `bounds`.
    public mutating func reset(bounds: Rect) {
        self.bounds = bounds
        isWhole = false
        rects.removeAll(keepingCapacity: true)
        slabs.removeAll(keepingCapacity: true)
    }

    /// Marks every pixel of the frame.
    public mutating func addWhole() { isWhole = true }

    /// Adds `rect` (clipped to the frame).
    public mutating func add(_ rect: Rect) {
        if isWhole { return }
        let clipped = rect.intersection(bounds)
        if clipped.isEmpty { return }
        if rects.count == capacity { isWhole = true; return }
        rects.append(clipped)
    }

    /// Whether nothing was added.
    public var isEmpty: Bool { !isWhole && rects.isEmpty }

    /// Computes ``slabs``: between each two consecutive top or bottom edges, one slab per run of
    /// rectangles there, runs less than ``gapToJoin`` apart joined (slightly more than the union,
    /// never less: two pages' edges far apart are two slabs, not the width between them);
    /// vertically adjacent slabs with the same span are merged. Returns the pixels they cover.
    @discardableResult
    public mutating func close() -> Int {
        slabs.removeAll(keepingCapacity: true)
        if isWhole {
            slabs.append(bounds)
            return bounds.width * bounds.height
        }
        edges.removeAll(keepingCapacity: true)
        for rect in rects {
            edges.append(rect.y)
            edges.append(rect.maxY)
        }
        Self.sortUnique(&edges)
        // By top edge, so each band looks only at the rectangles that have begun (a narrowed
        // move's hundreds of boxes would otherwise be scanned once per band).
        Self.sortByTop(&rects)
        active.removeAll(keepingCapacity: true)
        var nextRect = 0
        var pixels = 0
        var index = 0
        aboveBand.removeAll(keepingCapacity: true)
        while index + 1 < edges.count {
            let top = edges[index], bottom = edges[index + 1]
            index += 1
            while nextRect < rects.count && rects[nextRect].y < bottom {
                active.append(nextRect)
                nextRect += 1
            }
            var kept = 0
            for k in active.indices where rects[active[k]].maxY > top {
                active[kept] = active[k]
                kept += 1
            }
            active.removeLast(active.count - kept)
            spans.removeAll(keepingCapacity: true)
            for k in active {
                let rect = rects[k]
                // Insertion by left edge: a band holds a handful of rectangles.
                var at = spans.count
                spans.append((rect.x, rect.maxX))
                while at > 0 && spans[at - 1].left > rect.x {
                    spans[at] = spans[at - 1]
                    at -= 1
                }
                spans[at] = (rect.x, rect.maxX)
            }
            thisBand.removeAll(keepingCapacity: true)
            // Too many slabs for the storage: this band is one span, as before.
            let joinAll = slabs.count + spans.count > slabs.capacity - 1
            var run = spans.first ?? (0, 0)
            var next = 1
            while !spans.isEmpty {
                if next < spans.count, joinAll || spans[next].left - run.right < Self.gapToJoin {
                    run.right = max(run.right, spans[next].right)
                    next += 1
                    continue
                }
                if let continued = aboveBand.first(where: { slabs[$0].x == run.left && slabs[$0].maxX == run.right && slabs[$0].maxY == top }) {
                    slabs[continued].height += bottom - top
                    thisBand.append(continued)
                } else {
                    thisBand.append(slabs.count)
                    slabs.append(Rect(x: run.left, y: top, width: run.right - run.left, height: bottom - top))
                }
                pixels += (run.right - run.left) * (bottom - top)
                guard next < spans.count else { break }
                run = spans[next]
                next += 1
            }
            swap(&aboveBand, &thisBand)
        }
        return pixels
    }

    /// Insertion sort by top edge: rectangles mostly arrive top to bottom, and nothing is allocated.
    private static func sortByTop(_ rects: inout ContiguousArray<Rect>) {
        guard rects.count > 1 else { return }
        for i in 1..<rects.count {
            let rect = rects[i]
            var j = i
            while j > 0 && rects[j - 1].y > rect.y {
                rects[j] = rects[j - 1]
                j -= 1
            }
            rects[j] = rect
        }
    }

    /// Insertion sort then dropping repeats: a few hundred values, and no temporary storage.
    private static func sortUnique(_ values: inout ContiguousArray<Int>) {
        guard values.count > 1 else { return }
        for i in 1..<values.count {
            let value = values[i]
            var j = i
            while j > 0 && values[j - 1] > value {
                values[j] = values[j - 1]
                j -= 1
            }
            values[j] = value
        }
        var kept = 1
        for i in 1..<values.count where values[i] != values[kept - 1] {
            values[kept] = values[i]
            kept += 1
        }
        values.removeLast(values.count - kept)
    }
}
