/// A scene's name, as the command line and the session header's `scene` spell it.
///
/// A name, not a list: each scene declares its own (`SceneKind.profile` lives beside
/// `ProfileScene`), and which names exist is the scene registry's business (`SceneRegistry` in
/// Scenes), so adding a scene never touches this file. A header naming a scene nobody registered
/// is refused where a scene is built from it, as bad data.
public struct SceneKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The name (`profile`, `feed`, …).
    public let rawValue: String

    /// The scene called `rawValue` (which may not be registered: ask the registry).
    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}
