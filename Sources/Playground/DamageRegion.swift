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
    /// Disjoint slabs covering every added rectangle (valid after ``close()``).
    public private(set) var slabs: ContiguousArray<Rect> = []
    /// Most rectangles kept before the region becomes the whole frame.
    public static let capacity = 192

    /// An empty region of `bounds`.
    public init(bounds: Rect) {
        self.bounds = bounds
        rects.reserveCapacity(Self.capacity)
        edges.reserveCapacity(2 * Self.capacity)
        slabs.reserveCapacity(2 * Self.capacity + 1)
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
        if rects.count == Self.capacity { isWhole = true; return }
        rects.append(clipped)
    }

    /// Whether nothing was added.
    public var isEmpty: Bool { !isWhole && rects.isEmpty }

    /// Computes ``slabs``: between each two consecutive top or bottom edges, one slab spanning the
    /// leftmost to the rightmost rectangle there (slightly more than the union, never less);
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
        var pixels = 0
        var index = 0
        while index + 1 < edges.count {
            let top = edges[index], bottom = edges[index + 1]
            index += 1
            var left = Int.max, right = Int.min
            for rect in rects where rect.y < bottom && rect.maxY > top {
                left = min(left, rect.x)
                right = max(right, rect.maxX)
            }
            guard left < right else { continue }
            if let last = slabs.last, last.maxY == top, last.x == left, last.maxX == right {
                slabs[slabs.count - 1].height += bottom - top
            } else {
                slabs.append(Rect(x: left, y: top, width: right - left, height: bottom - top))
            }
            pixels += (right - left) * (bottom - top)
        }
        return pixels
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
