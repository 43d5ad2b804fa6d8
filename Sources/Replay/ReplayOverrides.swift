import Pixels
import Raster
import Scenes
import ScrollEngine

/// Settings a replay uses in place of the session header's (`replay … --physics --handoff
/// --bounce --tabs --hz --load-latency`, and `compare`). Nil keeps the header's value.
public struct ReplayOverrides: Sendable, Equatable {
    /// Physics preset.
    public var physics: PhysicsPreset?
    /// Handoff policy.
    public var handoff: HandoffPolicy?
    /// Which scroller rubber-bands at the top.
    public var bounce: BounceSide?
    /// Per-tab memory.
    public var tabs: TabMemory?
    /// Replay clock rate, Hz.
    public var hz: Double?
    /// Chat load latency, ms.
    public var loadLatencyMs: Double?
    /// Display scale of the raster (never changes the offsets: layout and physics are logical).
    public var scale: DisplayScale?

    /// Overrides; every value left nil keeps the header's.
    public init(physics: PhysicsPreset? = nil, handoff: HandoffPolicy? = nil, bounce: BounceSide? = nil,
                tabs: TabMemory? = nil, hz: Double? = nil, loadLatencyMs: Double? = nil, scale: DisplayScale? = nil) {
        self.physics = physics
        self.handoff = handoff
        self.bounce = bounce
        self.tabs = tabs
        self.hz = hz
        self.loadLatencyMs = loadLatencyMs
        self.scale = scale
    }
}
