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
    /// How many times the finger's own (bounded) velocity a boost made `velocity` (1: no boost).
    /// Chromium widens its distance cap by it (`FlingController::UpdateCurrentFlingState`'s
    /// `boost_multiplier`).
    public var boost: Double

    /// A start with these values.
    public init(velocity: Double, origin: Double = 0, viewport: Double = 0, boost: Double = 1) {
        self.velocity = velocity
        self.origin = origin
        self.viewport = viewport
        self.boost = boost
    }

    /// The start of the fling `release` recorded, from `origin`: its velocity, and its boost
    /// against the finger's own velocity bounded by `maximum`.
    public init(release: ReleaseRecord, origin: Double, viewport: Double, maximum: Double) {
        let own = min(abs(release.liftVelocity), maximum)
        self.init(velocity: release.velocity, origin: origin, viewport: viewport,
                  boost: own == 0 ? 1 : abs(release.velocity) / own)
    }
}
