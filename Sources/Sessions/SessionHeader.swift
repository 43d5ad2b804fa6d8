import Scenes
import ScrollEngine

/// Line 1 of a session file: what the replay needs to set up before the first event.
///
/// Required keys: `handoff` (format version, must be 1), `scene`, `physics` (a preset name, or a
/// whole preset object as `handoff physics show` prints it), `size` (`[w,h]`, integers > 0), `hz`
/// (finite number > 0). Optional keys and their defaults: `bounce` (`parent`), `load_latency_ms`
/// (600, finite ≥ 0), `handoff_policy` (the preset's), `tabs` (`reset`), `scale` (1: the display
/// scale the session was recorded at; coordinates are logical pixels), `imported` (none: where
/// `handoff import` took the session from). Unknown keys are ignored
/// so that newer writers can add keys without breaking older readers.
public struct SessionHeader: Equatable, Sendable {
    /// The only format version this module reads and writes.
    public static let formatVersion = 1
    /// Physics preset names the format accepts.
    public static var physicsPresets: [String] { PhysicsPreset.all.map(\.name) }
    /// `bounce` when the header does not say: the page rubber-bands (the documented default).
    public static let defaultBounce = BounceSide.parent
    /// `load_latency_ms` when the header does not say (the documented default for `chat`).
    public static let defaultLoadLatencyMs = 600.0
    /// `scale` when the header does not say: a session without the key was drawn at 1×.
    public static let defaultScale = 1.0
    /// The display scales a header may name (device pixels per logical pixel).
    public static let scales = [1.0, 1.25, 1.5, 2.0, 3.0]
    /// Highest replay clock rate accepted.
    public static let maximumHz = SessionLimits.maximumHz

    /// Format version (`handoff` key); always `formatVersion` for a header that was read.
    public var version: Int
    /// The scene.
    public var scene: SceneKind
    /// Physics preset's name: one of `physicsPresets`, or the name inside `inlinePreset`.
    public var physics: String
    /// The whole preset, when the header carries a `physics` object (a recording made with a
    /// preset file) rather than a name.
    public var inlinePreset: PhysicsPreset?
    /// `handoff_policy`, or nil for the preset's own.
    public var handoffPolicy: HandoffPolicy?
    /// `tabs`: what tabs not on screen remember.
    public var tabs: TabMemory
    /// Window width in pixels at the start of the session.
    public var width: Int
    /// Window height in pixels at the start of the session.
    public var height: Int
    /// Frame rate of the replay clock: frame k is at k·1000/hz ms.
    public var hz: Double
    /// Which scroller rubber-bands at the top.
    public var bounce: BounceSide
    /// Simulated latency of the chat scene's "load older messages", in milliseconds.
    public var loadLatencyMs: Double
    /// The display scale the session was recorded at; `size` and every coordinate are logical
    /// pixels whatever it is, so a replay at another scale gives the same offsets.
    public var scale: Double
    /// Where the session was imported from (`handoff import`), or nil for a recorded or written one.
    public var imported: ImportedRecording?

    /// Creates a header; optional keys take the format's defaults.
    public init(version: Int = SessionHeader.formatVersion, scene: SceneKind, physics: String,
                width: Int, height: Int, hz: Double,
                bounce: BounceSide = SessionHeader.defaultBounce,
                loadLatencyMs: Double = SessionHeader.defaultLoadLatencyMs,
                inlinePreset: PhysicsPreset? = nil, handoffPolicy: HandoffPolicy? = nil, tabs: TabMemory = .reset,
                scale: Double = SessionHeader.defaultScale) {
        self.version = version
        self.scene = scene
        self.physics = inlinePreset?.name ?? physics
        self.inlinePreset = inlinePreset
        self.handoffPolicy = handoffPolicy
        self.tabs = tabs
        self.width = width
        self.height = height
        self.hz = hz
        self.bounce = bounce
        self.loadLatencyMs = loadLatencyMs
        self.scale = scale
    }

    /// What makes this header unwritable, in the same words the reader would use, or nil.
    /// The writer checks this so that it never produces a file the reader rejects.
    var problem: SessionProblem? {
        if version != SessionHeader.formatVersion { return .unsupportedVersion(version) }
        if inlinePreset == nil, !SessionHeader.physicsPresets.contains(physics) { return .unknownPhysics(physics) }
        if width <= 0 || height <= 0 { return .badSize }
        if let problem = SessionProblem.first({ () throws(SessionProblem) in
            try SessionLimits.checkSize(width: width, height: height, label: #""size""#)
            try SessionLimits.checkHz(hz)
            try SessionLimits.checkLoadLatency(loadLatencyMs)
        }) { return problem }
        if !SessionHeader.scales.contains(scale) { return .expected("scale", "one of 1, 1.25, 1.5, 2, 3") }
        if let problem = SessionLimits.headerDeviceSizeProblem(width: width, height: height, scale: scale) { return problem }
        return imported?.problem
    }

    /// The preset the header names or carries.
    public var preset: PhysicsPreset { inlinePreset ?? PhysicsPreset.named(physics) ?? .ios }
}
