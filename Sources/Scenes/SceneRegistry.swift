/// The one list of how each scene is built: a scene is one file (a type conforming to
/// ``RegisteredScene``) plus its line here, and a `case` of ``SceneKind`` for its name; the
/// `switch` makes the compiler refuse a kind without a scene. Options, replay, trace and compare
/// reach scenes only through this.
public enum SceneRegistry {
    /// The scene type registered for `kind`.
    public static func scene(_ kind: SceneKind) -> any RegisteredScene.Type {
        switch kind {
        case .profile: ProfileScene.self
        case .sections: SectionsScene.self
        case .feed: FeedScene.self
        case .chat: ChatScene.self
        case .slide: SlideScene.self
        }
    }
}
