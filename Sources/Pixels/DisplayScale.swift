/// Device pixels per logical pixel: 1, 1.25, 1.5, 2 or 3 (`--scale`).
///
/// Scenes, the engine and sessions work in logical pixels; only the raster multiplies. A scale is
/// held in quarters so that every edge maps to the device grid by integer arithmetic: the same
/// logical rectangle gives the same device pixels on every run and build, and two rectangles that
/// share a logical edge share the device edge (each edge is rounded on its own, never a size).
public struct DisplayScale: Sendable, Hashable, CustomStringConvertible {
    /// The scale in quarters (4 = 1×, 5 = 1.25×, 6 = 1.5×, 8 = 2×, 12 = 3×).
    public let quarters: Int

    /// Every supported scale, smallest first (the glyph atlas holds text rendered at each).
    public static let all = [4, 5, 6, 8, 12].map(DisplayScale.init(uncheckedQuarters:))
    /// One device pixel per logical pixel.
    public static let one = DisplayScale(uncheckedQuarters: 4)

    private init(uncheckedQuarters: Int) { quarters = uncheckedQuarters }

    /// The supported scale equal to `value`, or nil (`1.3` is not a scale).
    public init?(_ value: Double) {
        guard let match = Self.all.first(where: { Double($0.quarters) / 4 == value }) else { return nil }
        self = match
    }

    /// The supported scale nearest to `value` (ties go to the smaller): for a desktop's dots per
    /// inch over 96, or `GDK_SCALE`. Nil for a value that is not a positive finite number.
    public init?(nearest value: Double) {
        guard value.isFinite, value > 0 else { return nil }
        self = Self.all.min { abs(Double($0.quarters) / 4 - value) < abs(Double($1.quarters) / 4 - value) }!
    }

    /// The scale as a number (1.25).
    public var value: Double { Double(quarters) / 4 }

    /// Whether this is 1×, where logical and device pixels coincide.
    public var isOne: Bool { quarters == 4 }

    /// `1`, `1.25`, `1.5`, `2`, `3`.
    public var description: String {
        quarters % 4 == 0 ? "\(quarters / 4)" : "\(value)"
    }

    /// The device coordinate of logical coordinate `v`: `round(v · scale)`, halves up.
    @inline(__always)
    public func device(_ v: Int) -> Int {
        // Floor division, so negative coordinates round the same way as positive ones.
        let scaled = v &* quarters &+ 2
        return scaled >= 0 ? scaled >> 2 : -((-scaled + 3) >> 2)
    }

    /// The device rectangle of logical `rect`: each edge mapped on its own.
    public func device(_ rect: Rect) -> Rect {
        let x0 = device(rect.x), y0 = device(rect.y)
        return Rect(x: x0, y: y0, width: device(rect.maxX) - x0, height: device(rect.maxY) - y0)
    }

    /// The device size of a logical `width`×`height` window.
    public func deviceSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (max(1, device(width)), max(1, device(height)))
    }

    /// The logical size of a window `width`×`height` device pixels: what fits whole.
    public func logicalSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (max(1, width * 4 / quarters), max(1, height * 4 / quarters))
    }
}
