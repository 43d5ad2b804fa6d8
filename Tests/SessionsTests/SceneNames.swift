import Scenes

/// Scene names for the format's tests. Sessions reads any name (which scenes exist is the
/// registry's business, in a module above it), so these tests name scenes themselves, including
/// one no registry knows.
extension SceneKind {
    static let profile = SceneKind(rawValue: "profile")
    static let chat = SceneKind(rawValue: "chat")
    /// Names a header may carry, for the seeded random headers.
    static let formatExamples: [SceneKind] = ["profile", "sections", "feed", "chat", "slide", "home"].map(SceneKind.init(rawValue:))
}
