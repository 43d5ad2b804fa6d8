/// A scene the registry can build: everything it needs comes from the session's options.
public protocol RegisteredScene: Scene {
    /// A scene laid out at `options`' size with its settings (each scene reads the ones it has).
    init(options: SceneOptions)
}
