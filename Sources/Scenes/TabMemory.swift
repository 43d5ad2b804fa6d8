/// What the tabs not on screen remember (header key `tabs`, `--tabs`).
public enum TabMemory: String, Sendable, CaseIterable, Codable {
    /// Tab reset (SegementSlide): whenever the header is not fully collapsed, every tab but the
    /// current one rests at offset 0, so a tab that comes on screen with the header showing starts
    /// at its top — no jump. The default.
    case reset
    /// Every tab keeps its own offset, always.
    case keep
}
