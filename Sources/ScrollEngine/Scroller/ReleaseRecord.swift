/// What a release started: the trace's `release` object, from which `compare` measures a fling
/// from its true start (not from the first frame after it).
public struct ReleaseRecord: Sendable, Equatable {
    /// The release's time (the lift, the touchpad's stop), ms on the session clock.
    public var timeMs: Double
    /// The offset sum along the gesture's axis at that moment (the finger's last move applied,
    /// no momentum yet), px.
    public var offset: Double
    /// The finger's speed as the preset's estimator measured it, before any bound, px/s
    /// (positive toward "more").
    public var liftVelocity: Double
    /// The velocity the momentum started with: bounded by the preset's maximum, boosted by a
    /// caught fling, 0 below the preset's minimum (no fling), px/s.
    public var velocity: Double
    /// The estimator's name (`lsq2`, `gtk`, …).
    public var estimator: String
    /// The fling model's name (`spline`, `chromium`, …).
    public var curve: String

    /// A record of these values.
    public init(timeMs: Double, offset: Double, liftVelocity: Double, velocity: Double, estimator: String, curve: String) {
        self.timeMs = timeMs
        self.offset = offset
        self.liftVelocity = liftVelocity
        self.velocity = velocity
        self.estimator = estimator
        self.curve = curve
    }
}
