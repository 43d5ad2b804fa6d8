/// How long one frame's phases took, in nanoseconds.
public struct FrameTiming: Sendable, Equatable {
    /// Input handling plus the engine step.
    public var engine: UInt64
    /// Layout plus rasterisation (overlay included).
    public var raster: UInt64
    /// Handing the frame to the presenter (0 headless).
    public var present: UInt64
    /// Whether the frame was drawn (an idle frame is skipped and costs ~nothing).
    public var drawn: Bool
    /// Headless damage frames: making the whole frame from the retained one — the moves of the
    /// scrolled pixels and the copy of the freshly drawn rectangles — for a digest or a picture.
    /// In a window the X server does that work; it is not part of ``core``.
    public var compose: UInt64

    /// A timing.
    public init(engine: UInt64, raster: UInt64, present: UInt64, drawn: Bool, compose: UInt64 = 0) {
        self.engine = engine
        self.raster = raster
        self.present = present
        self.drawn = drawn
        self.compose = compose
    }

    /// The per-frame core: engine + raster + present.
    public var core: UInt64 { engine &+ raster &+ present }
}
