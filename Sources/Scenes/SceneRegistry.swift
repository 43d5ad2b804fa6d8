/// The one list of scenes: adding a scene is one file (a type conforming to ``RegisteredScene``,
/// which names its ``SceneKind``) plus its line in ``standard``. The command line's `--scene`, the
/// `Tab` key's order, replay, the trace and compare reach scenes only through a registry.
public struct SceneRegistry: Sendable {
    /// Every scene, in the order `Tab` cycles through them and help lists them.
    public let scenes: [any RegisteredScene.Type]

    /// A registry of `scenes`, in their `Tab` order.
    public init(_ scenes: [any RegisteredScene.Type]) { self.scenes = scenes }

    /// The program's scenes.
    public static let standard = SceneRegistry([
        ProfileScene.self,
        SectionsScene.self,
        FeedScene.self,
        ChatScene.self,
        SlideScene.self,
    ])

    /// This registry with `scene` registered last (a scene written elsewhere: a test's, a
    /// benchmark's).
    public func adding(_ scene: any RegisteredScene.Type) -> SceneRegistry { SceneRegistry(scenes + [scene]) }

    /// The registered names, in `scenes`' order.
    public var kinds: [SceneKind] { scenes.map { $0.kind } }

    /// The scene type registered as `kind`, or nil for a name nobody registered.
    public func scene(_ kind: SceneKind) -> (any RegisteredScene.Type)? {
        scenes.first { $0.kind == kind }
    }

    /// The scene `Tab` moves to after `kind` (the first one after the last, or after an unknown name).
    public func next(after kind: SceneKind) -> SceneKind {
        let all = kinds
        guard let index = all.firstIndex(of: kind) else { return all[0] }
        return all[(index + 1) % all.count]
    }

    /// The program's names (``standard``).
    public static var kinds: [SceneKind] { standard.kinds }

    /// The program's scene registered as `kind` (``standard``).
    public static func scene(_ kind: SceneKind) -> (any RegisteredScene.Type)? { standard.scene(kind) }

    /// The program's scene after `kind` (``standard``).
    public static func next(after kind: SceneKind) -> SceneKind { standard.next(after: kind) }
}
