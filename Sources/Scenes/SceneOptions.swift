import Pixels
import Raster
import ScrollEngine

/// Everything needed to build a scene: the session header's settings, in engine terms.
public struct SceneOptions: Sendable, Equatable {
    /// Scene to show.
    public var kind: SceneKind
    /// Physics preset.
    public var preset: PhysicsPreset
    /// Handoff policy; nil means the preset's own.
    public var handoff: HandoffPolicy?
    /// Viewport width, logical px (> 0).
    public var width: Int
    /// Viewport height, logical px (> 0).
    public var height: Int
    /// Device pixels per logical pixel: the framebuffer is the viewport times this; scenes, the
    /// engine and sessions never see it.
    public var scale: DisplayScale
    /// Where the profile page rubber-bands at the top.
    public var bounce: BounceSide
    /// What tabs not on screen remember.
    public var tabs: TabMemory
    /// Chat: how long a load of older messages takes, ms.
    public var loadLatencyMs: Double

    /// Options with the documented defaults.
    public init(kind: SceneKind = .profile, preset: PhysicsPreset = .ios, handoff: HandoffPolicy? = nil,
                width: Int = 1280, height: Int = 800, bounce: BounceSide = .parent, tabs: TabMemory = .reset,
                loadLatencyMs: Double = 600, scale: DisplayScale = .one) {
        self.kind = kind
        self.preset = preset
        self.handoff = handoff
        self.width = width
        self.height = height
        self.bounce = bounce
        self.tabs = tabs
        self.loadLatencyMs = loadLatencyMs
        self.scale = scale
    }

    /// The framebuffer's size: the viewport in device pixels.
    public var deviceSize: (width: Int, height: Int) { scale.deviceSize(width: width, height: height) }

    /// The policy in force: the one given, else the preset's.
    public var policy: HandoffPolicy { handoff ?? preset.handoff }

    /// A new scene built from these options by `registry`, under the policy in force.
    public func makeScene(from registry: SceneRegistry = .standard) -> any Scene {
        // Every name from outside (a header, --scene) was checked against the registry where it
        // was read; an unregistered one here is a bug in the caller.
        guard let type = registry.scene(kind) else { preconditionFailure("scene \(kind) is not in the scene registry") }
        let scene = type.init(options: self)
        scene.scroller.chain.policy = policy
        return scene
    }
}
