/// A solid fill of pixels on screen: `destination` becomes `color`, whatever it held. A presenter
/// that keeps the frame it shows can make it itself — an X server fills within the window, writing
/// pixels it never reads — so a scroll's uncovered row edges are neither drawn by the client nor
/// sent to the server.
public struct PixelFill: Equatable, Sendable {
    /// The pixels to fill.
    public var destination: Rect
    /// Their colour, written as is (as Raster's `Canvas.fill` does).
    public var color: Color

    /// A fill of `destination` with `color`.
    public init(destination: Rect, color: Color) {
        self.destination = destination
        self.color = color
    }

    /// The fill `factor` times larger: logical pixels to device pixels at an integer scale.
    public func scaled(by factor: Int) -> PixelFill {
        PixelFill(destination: destination.scaled(by: factor), color: color)
    }
}
