/// A move of pixels already on screen: `destination` receives the pixels `(dx, dy)` away from it
/// (a scroll layer whose origin moved). A presenter that keeps the frame it shows can make the
/// move itself — an X server copies within the window — so only what the move exposed is sent.
public struct PixelMove: Equatable, Sendable {
    /// Where the pixels land.
    public var destination: Rect
    /// How far they move, right positive.
    public var dx: Int
    /// How far they move, down positive.
    public var dy: Int

    /// A move of the pixels at `destination` offset by (−`dx`, −`dy`) to `destination`.
    public init(destination: Rect, dx: Int, dy: Int) {
        self.destination = destination
        self.dx = dx
        self.dy = dy
    }

    /// Where the pixels come from.
    public var source: Rect { destination.offsetBy(dx: -dx, dy: -dy) }

    /// The move `factor` times larger: logical pixels to device pixels at an integer scale.
    public func scaled(by factor: Int) -> PixelMove {
        PixelMove(destination: destination.scaled(by: factor), dx: dx * factor, dy: dy * factor)
    }

    /// The part of `destination` inside `bounds` whose source is inside `bounds` too: what can
    /// actually be moved there.
    public func destination(within bounds: Rect) -> Rect {
        destination.intersection(bounds).intersection(source.intersection(bounds).offsetBy(dx: dx, dy: dy))
    }
}
