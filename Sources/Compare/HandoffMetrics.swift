import Diagnostics

/// What a run did from its release and at its seams: the figures of one `compare` row
/// (docs/metrics.md defines each).
///
/// `HandoffMeter` is the only place these are computed, from trace lines alone (plus, for traces
/// without a `release` object, the time of the session's last release), so `compare` and a script
/// over `replay --trace` agree exactly.
///
/// Units: velocities px/s, distances px, times ms from the session's start.
public struct HandoffMetrics: Codable, Equatable, Sendable {
    /// The velocity the momentum started with: the trace's `release.v` (older traces: `v` in
    /// the first frame at or after the release).
    public var releaseV: Double
    /// Signed distance the momentum carried the offset sum on the gesture's axis, from the release
    /// moment to rest (positive toward "more").
    public var travel: Double
    /// From the release to the last frame in which anything moved (the older name of
    /// `durationMs`, kept for scripts).
    public var settleMs: Double
    /// Every handoff, in order.
    public var seams: [Seam]
    /// The smallest `v_out / v_in` over the seams (nil without a seam with `v_in` ≠ 0).
    public var seamVRatio: Double?
    /// Fling frames that moved less than a quarter of both neighbours.
    public var stalls: Int
    /// The largest move of the offset sum in one frame.
    public var maxStep: Double
    /// The deepest rubber band past either end of any scroller.
    public var maxOverscroll: Double
    /// The finger's speed at the release as the preset's estimator measured it, before the preset's
    /// bounds (older traces: `v` of the frame before the release).
    public var liftV: Double
    /// From the release to the last frame in which anything moved.
    public var durationMs: Double
    /// Σ |`left`| over the frames after the release frame: momentum no scroller took.
    public var momentumLost: Double
    /// The deepest overscroll past the start end (offset below 0) of any scroller.
    public var overscrollLead: Double
    /// The deepest overscroll past the far end (offset above the node's `max`) of any scroller.
    public var overscrollTrail: Double
    /// The release-velocity estimator's name (nil when the trace does not say).
    public var estimator: String?
    /// The momentum curve's name (nil when the trace does not say).
    public var curve: String?

    /// Metrics from their fields.
    public init(releaseV: Double, travel: Double, settleMs: Double, seams: [Seam], seamVRatio: Double?,
                stalls: Int, maxStep: Double, maxOverscroll: Double, liftV: Double = 0, durationMs: Double? = nil,
                momentumLost: Double = 0, overscrollLead: Double? = nil, overscrollTrail: Double = 0,
                estimator: String? = nil, curve: String? = nil) {
        self.releaseV = releaseV
        self.travel = travel
        self.settleMs = settleMs
        self.seams = seams
        self.seamVRatio = seamVRatio
        self.stalls = stalls
        self.maxStep = maxStep
        self.maxOverscroll = maxOverscroll
        self.liftV = liftV
        self.durationMs = durationMs ?? settleMs
        self.momentumLost = momentumLost
        self.overscrollLead = overscrollLead ?? maxOverscroll
        self.overscrollTrail = overscrollTrail
        self.estimator = estimator
        self.curve = curve
    }

    enum CodingKeys: String, CodingKey {
        case releaseV = "release_v", travel, settleMs = "settle_ms", seams, seamVRatio = "seam_v_ratio"
        case stalls, maxStep = "max_step", maxOverscroll = "max_overscroll"
        case liftV = "lift_v", durationMs = "duration_ms", momentumLost = "momentum_lost"
        case overscrollLead = "overscroll_lead", overscrollTrail = "overscroll_trail", estimator, curve
    }

    /// Encodes every key; `seam_v_ratio`, `estimator` and `curve` as `null` when unknown (every key
    /// is always present).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(releaseV, forKey: .releaseV)
        try container.encode(travel, forKey: .travel)
        try container.encode(settleMs, forKey: .settleMs)
        try container.encode(seams, forKey: .seams)
        try container.encode(seamVRatio, forKey: .seamVRatio)
        try container.encode(stalls, forKey: .stalls)
        try container.encode(maxStep, forKey: .maxStep)
        try container.encode(maxOverscroll, forKey: .maxOverscroll)
        try container.encode(liftV, forKey: .liftV)
        try container.encode(durationMs, forKey: .durationMs)
        try container.encode(momentumLost, forKey: .momentumLost)
        try container.encode(overscrollLead, forKey: .overscrollLead)
        try container.encode(overscrollTrail, forKey: .overscrollTrail)
        try container.encode(estimator, forKey: .estimator)
        try container.encode(curve, forKey: .curve)
    }

    /// A stall: a fling frame that moved less than this fraction of both neighbours' moves.
    public static let stallFraction = 0.25

    /// The metrics of a whole trace (`HandoffMeter` fed every frame in order).
    ///
    /// - Parameters:
    ///   - frames: the trace lines, in order.
    ///   - releaseMs: the session time of the last release (`up` of button 1, touch `end`, or a
    ///     zero `scroll`), used only when the trace has no `release` object; nil when the session
    ///     has none, in which case the first frame stands for the release (travel and settle time
    ///     count from the start).
    public static func measure(_ frames: [TraceFrame], releaseMs: Double?) -> HandoffMetrics {
        var meter = HandoffMeter(releaseMs: releaseMs)
        for frame in frames { meter.observe(frame) }
        return meter.metrics
    }
}
