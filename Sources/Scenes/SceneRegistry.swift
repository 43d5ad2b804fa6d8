/// The one list of scenes: adding a scene is one file (a type conforming to ``RegisteredScene``,
/// which names its ``SceneKind``) plus its line in `scenes`. The command line's `--scene`, the
/// `Tab` key's order, replay, the trace and compare reach scenes only through this list.
public enum SceneRegistry {
    /// Every scene, in the order `Tab` cycles through them and help lists them.
    public static let scenes: [any RegisteredScene.Type] = [
        ProfileScene.self,
        SectionsScene.self,
        FeedScene.self,
        ChatScene.self,
        SlideScene.self,
    ]

    /// The registered names, in `scenes`' order.
    public static var kinds: [SceneKind] { scenes.map { $0.kind } }

    /// The scene type registered as `kind`, or nil for a name nobody registered.
    public static func scene(_ kind: SceneKind) -> (any RegisteredScene.Type)? {
        scenes.first { $0.kind == kind }
    }

    /// The scene `Tab` moves to after `kind` (the first one after the last, or after an unknown name).
    public static func next(after kind: SceneKind) -> SceneKind {
        let all = kinds
        guard let index = all.firstIndex(of: kind) else { return all[0] }
        return all[(index + 1) % all.count]
    }
}
