/// An axis-aligned rectangle of whole pixels: `x..<x+width` by `y..<y+height`.
///
/// Negative widths or heights are allowed and mean "empty", so callers can subtract sizes
/// freely without checking; every consumer treats them like zero.
public struct Rect: Hashable, Sendable {
    /// The left edge (inclusive).
    public var x: Int
    /// The top edge (inclusive).
    public var y: Int
    /// The number of columns; zero or less is empty.
    public var width: Int
    /// The number of rows; zero or less is empty.
    public var height: Int

    /// A rectangle from its top-left corner and size.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// True when the rectangle covers no pixel.
    @inlinable
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The right edge (exclusive). Saturates instead of trapping for coordinates near `Int.max`,
    /// because clipping must never crash whatever a caller computed.
    @inlinable
    public var maxX: Int { Rect.saturatingSum(x, width) }

    /// The bottom edge (exclusive), saturating like `maxX`.
    @inlinable
    public var maxY: Int { Rect.saturatingSum(y, height) }

    /// The pixels covered by both rectangles; an empty result has zero width and height.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        // right > left, so the subtraction cannot overflow.
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both (an empty one adds nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let left = Swift.min(x, other.x), top = Swift.min(y, other.y)
        return Rect(x: left, y: top, width: Swift.max(maxX, other.maxX) - left, height: Swift.max(maxY, other.maxY) - top)
    }

    /// True when the pixel at (`px`, `py`) lies inside.
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < maxX && py < maxY
    }

    /// The same rectangle `factor` times larger about the origin: logical pixels to device pixels
    /// at an integer display scale.
    public func scaled(by factor: Int) -> Rect {
        Rect(x: x * factor, y: y * factor, width: width * factor, height: height * factor)
    }

    /// The same rectangle moved by (`dx`, `dy`).
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: Rect.saturatingSum(x, dx), y: Rect.saturatingSum(y, dy), width: width, height: height)
    }

    /// `a + b`, clamped to `Int`'s range instead of trapping.
    @inlinable @usableFromInline
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }
}
