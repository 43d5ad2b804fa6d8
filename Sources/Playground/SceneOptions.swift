import ScrollEngine
import Scenes

/// Everything needed to build a scene: the session header's settings, in engine terms.
public struct SceneOptions: Sendable, Equatable {
    /// Scene to show.
    public var kind: SceneKind
    /// Physics preset.
    public var preset: PhysicsPreset
    /// Viewport width, px (> 0).
    public var width: Int
    /// Viewport height, px (> 0).
    public var height: Int
    /// Where the profile page rubber-bands at the top.
    public var bounce: ProfileScene.BounceTarget
    /// Chat: how long a load of older messages takes, ms.
    public var loadLatencyMs: Double

    /// Options with the contract's defaults.
    public init(kind: SceneKind = .profile, preset: PhysicsPreset = .ios, width: Int = 1280, height: Int = 800,
                bounce: ProfileScene.BounceTarget = .parent, loadLatencyMs: Double = 600) {
        self.kind = kind
        self.preset = preset
        self.width = width
        self.height = height
        self.bounce = bounce
        self.loadLatencyMs = loadLatencyMs
    }

    /// A new scene built from these options.
    public func makeScene() -> any Scene {
        switch kind {
        case .profile:
            return ProfileScene(width: width, height: height, bounce: bounce, preset: preset)
        case .sections:
            return SectionsScene(width: width, height: height, preset: preset)
        case .feed:
            return FeedScene(width: width, height: height, preset: preset)
        case .chat:
            return ChatScene(width: width, height: height, loadLatencyMs: loadLatencyMs, preset: preset)
        }
    }
}
