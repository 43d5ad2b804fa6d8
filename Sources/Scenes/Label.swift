/// Text of a display item, described so that building it never allocates: constant strings are
/// immortal literals, and numbers are formatted straight into the framebuffer by `Canvas`.
public enum Label: Sendable, Equatable {
    /// Constant text.
    case text(String)
    /// `prefix`, a decimal number, then `suffix` (e.g. `#12  Row title`).
    case numbered(prefix: String, number: Int, suffix: String)
}
