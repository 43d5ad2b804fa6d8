/// What a fling model knows when momentum starts: the velocity, where the chain is and how much
/// of it the user sees. Most curves need only the velocity; Chromium's physics-based curve caps
/// its distance by the viewport, Qt Quick rounds its target to a whole pixel of the offset.
public struct FlingStart: Sendable, Equatable {
    /// Release velocity, px/s (positive toward "more"), already bounded by the preset.
    public var velocity: Double
    /// The offset sum along the gesture's axis when momentum starts, px.
    public var origin: Double
    /// The viewport along the gesture's axis, px (0: unknown).
    public var viewport: Double

    /// A start with these values.
    public init(velocity: Double, origin: Double = 0, viewport: Double = 0) {
        self.velocity = velocity
        self.origin = origin
        self.viewport = viewport
    }
}
