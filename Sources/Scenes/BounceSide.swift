/// Which scroller rubber-bands when the user pulls past the top (header key `bounce`).
public enum BounceSide: String, Sendable, CaseIterable, Codable {
    /// The page (outer scroller) rubber-bands at the top; the format's default.
    case parent
    /// The active list (inner scroller) rubber-bands instead.
    case child
}
