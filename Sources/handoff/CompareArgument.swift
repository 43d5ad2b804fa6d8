import ArgumentParser
import ScrollEngine

/// `run --compare A,B`: two settings, each `PHYSICS` or `PHYSICS:HANDOFF`.
struct CompareArgument: ExpressibleByArgument {
    /// One pane's settings.
    struct Pane {
        var preset: PhysicsPreset
        /// nil: the preset's default.
        var policy: HandoffPolicy?
        /// `ios · nested`.
        var label: String
    }

    var panes: [Pane]

    init?(argument: String) {
        let items = argument.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count == 2 else { return nil }
        var panes: [Pane] = []
        for item in items {
            let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard parts.count <= 2, let preset = PhysicsPreset.named(parts[0]) else { return nil }
            var policy: HandoffPolicy?
            if parts.count == 2 {
                guard let named = HandoffPolicy(rawValue: parts[1]) else { return nil }
                policy = named
            }
            panes.append(Pane(preset: preset, policy: policy,
                              label: "\(preset.name) · \((policy ?? Self.defaultPolicy(of: preset)).rawValue)"))
        }
        self.panes = panes
    }

    /// The policy a preset brings when none is named (stand-in until presets carry one).
    static func defaultPolicy(of preset: PhysicsPreset) -> HandoffPolicy { .nested }

    static var defaultValueDescription: String { "" }
}
