import Scenes
import ScrollEngine
import Diagnostics

/// The settings a replay ran with (the summary's `settings`, docs/trace.md, "Summary").
public struct ReplaySettings: Sendable, Equatable, Codable {
    /// Scene name.
    public var scene: String
    /// Physics preset's name.
    public var physics: String
    /// Handoff policy in force.
    public var handoff: String
    /// `parent` or `child`.
    public var bounce: String
    /// `reset` or `keep`.
    public var tabs: String
    /// Replay clock rate, Hz.
    public var hz: Double
    /// Chat load latency, ms.
    public var loadLatencyMs: Double
    /// Display scale the frames were drawn at (offsets are the same at every scale).
    public var scale: Double

    enum CodingKeys: String, CodingKey {
        case scene, physics, handoff, bounce, tabs, hz, scale
        case loadLatencyMs = "load_latency_ms"
    }

    /// The settings of `options` at `hz`.
    public init(options: SceneOptions, hz: Double) {
        scene = options.kind.rawValue
        physics = options.preset.name
        handoff = options.policy.rawValue
        bounce = options.bounce.rawValue
        tabs = options.tabs.rawValue
        self.hz = hz
        loadLatencyMs = options.loadLatencyMs
        scale = options.scale.value
    }

    /// One JSON object, keys in the documented order.
    public var json: String {
        "{\"scene\":\"\(scene)\",\"physics\":\(TraceLine.string(physics)),\"handoff\":\"\(handoff)\",\"bounce\":\"\(bounce)\",\"tabs\":\"\(tabs)\",\"hz\":\(TraceLine.number(hz)),\"load_latency_ms\":\(TraceLine.number(loadLatencyMs)),\"scale\":\(TraceLine.number(scale))}"
    }
}
