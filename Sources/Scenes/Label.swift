/// Text of a display item, described so that building it never allocates: constant strings are
/// immortal literals, numbers are formatted straight into the framebuffer by `Canvas`, and a
/// wrapped line is a byte range of its paragraph rather than a new string.
public enum Label: Sendable, Equatable {
    /// Constant text.
    case text(String)
    /// `prefix`, a decimal number, then `suffix` (e.g. `#12  Row title`).
    case numbered(prefix: String, number: Int, suffix: String)
    /// The UTF-8 bytes `start ..< end` of `text`: one line of a wrapped paragraph (`TextWrap`).
    case slice(String, start: Int, end: Int)
}
