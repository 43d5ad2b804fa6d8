/// A scene the registry can build: everything it needs comes from the session's options.
public protocol RegisteredScene: Scene {
    /// The scene's name (declared beside the scene: `extension SceneKind { static let … }`).
    static var kind: SceneKind { get }
    /// A scene laid out at `options`' size with its settings (each scene reads the ones it has).
    init(options: SceneOptions)
}

extension RegisteredScene {
    /// Every instance is of its type's kind.
    public var kind: SceneKind { Self.kind }
}
