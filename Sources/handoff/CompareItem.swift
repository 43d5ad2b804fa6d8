import ArgumentParser
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

    /// Parses one `--physics` value: an item, or a comma-separated list. The error names what is
    /// wrong: a policy after a known preset (`ios:nest`), else the preset, with the valid ones.
    static func list(_ text: String) throws -> [CompareItem] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            if let item = CompareItem(argument: part) { return item }
            let policies = HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", ")
            if let colon = part.lastIndex(of: ":"), PresetArgument(argument: String(part[..<colon])) != nil {
                throw ValidationError("unknown policy '\(part[part.index(after: colon)...])' in '\(part)' (expected \(policies))")
            }
            throw ValidationError("unknown preset '\(part)' (expected PRESET or PRESET:POLICY; presets \(PhysicsPreset.all.map(\.name).joined(separator: ", ")), or FILE.json; policies \(policies))")
        }
    }
}
