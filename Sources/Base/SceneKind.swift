/// The scenes, by their command-line names (the session header's `scene`).
///
/// How each is built is the registry's business (`SceneRegistry` in Scenes); this list is what a
/// session file may name, so Sessions can check a header without knowing any scene.
public enum SceneKind: String, Sendable, CaseIterable {
    /// Header, sticky tabs, one list per tab (seeds 000, 003).
    case profile
    /// One scroller with sticky section tabs, tap-to-section.
    case sections
    /// A paging feed that snaps each release to a cell.
    case feed
    /// A reverse list with pull-to-refresh and anchoring of older messages.
    case chat
    /// A tab pager under a collapsing header, with a carousel in a list in the pager.
    case slide

    /// The scene key `Tab` moves to.
    public var next: SceneKind {
        let all = SceneKind.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
