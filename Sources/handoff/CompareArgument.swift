import ArgumentParser
import ScrollEngine

/// `run --compare A,B`: two settings, each `PHYSICS` or `PHYSICS:HANDOFF` (`ios:nested,chromium:latch`).
/// PHYSICS is a preset name or a preset file (.json); HANDOFF left out means the preset's own.
struct CompareArgument: ExpressibleByArgument {
    /// One pane's settings as given.
    struct Pane {
        var physics: PresetArgument
        /// nil: the preset's own.
        var policy: HandoffPolicy?
    }

    var panes: [Pane]

    init?(argument: String) {
        let items = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count == 2 else { return nil }
        var panes: [Pane] = []
        for item in items {
            // The policy follows the last ':' when that names one, so a file path may hold ':'.
            var physics = String(item)
            var policy: HandoffPolicy?
            if let colon = item.lastIndex(of: ":"), let named = HandoffPolicy(rawValue: String(item[item.index(after: colon)...])) {
                physics = String(item[..<colon])
                policy = named
            }
            guard let preset = PresetArgument(argument: physics) else { return nil }
            panes.append(Pane(physics: preset, policy: policy))
        }
        self.panes = panes
    }

    static var defaultValueDescription: String { "" }
}
