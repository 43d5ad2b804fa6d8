import ScrollEngine

/// One setting named on the command line: `PRESET` or `PRESET:POLICY` (`ios`, `chromium:latch`,
/// `my.json:nested`). PRESET is a preset name or a preset file (.json); POLICY left out means the
/// preset's own. `run --compare` takes two, `compare --physics` up to 16.
struct CompareItem {
    /// The preset as given.
    var physics: PresetArgument
    /// nil: the preset's own.
    var policy: HandoffPolicy?

    /// Parses one item; nil when the preset is unknown. The policy follows the last ':' when that
    /// names one, so a file path may hold ':'.
    init?(argument: some StringProtocol) {
        var physics = String(argument)
        if let colon = argument.lastIndex(of: ":"),
           let named = HandoffPolicy(rawValue: String(argument[argument.index(after: colon)...])) {
            physics = String(argument[..<colon])
            policy = named
        }
        guard let preset = PresetArgument(argument: physics) else { return nil }
        self.physics = preset
    }

    /// Parses a comma-separated list; nil when any item is not one.
    static func list(_ text: String) -> [CompareItem]? {
        var items: [CompareItem] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let item = CompareItem(argument: part) else { return nil }
            items.append(item)
        }
        return items
    }
}
