/// One row of the key table: the keys a person presses and what they do.
public struct KeyBinding: Sendable, Equatable {
    /// The keys as a person reads them (`"1-9"`, `"q, Escape"`, `"drag / wheel"`).
    public var keys: String
    /// What they do, in a few words (the `h` panel and the command line's help).
    public var meaning: String
    /// What they do in full, for docs/keys.md (`handoff keys --markdown`).
    public var detail: String

    /// A row of the table.
    public init(_ keys: String, _ meaning: String, detail: String) {
        self.keys = keys
        self.meaning = meaning
        self.detail = detail
    }
}
