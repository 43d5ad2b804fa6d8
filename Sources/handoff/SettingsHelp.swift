import ScrollEngine

/// What the settings group (`SettingOptions`) says in one command's help: what `--physics`,
/// `--handoff` and `--hz` take there, and what each setting is when left out. A command that
/// replays a session keeps the session's settings; the extension says so once.
protocol SettingsHelp {
    /// `--physics`'s text.
    static var physics: String { get }
    /// `--physics`'s value name in the usage line.
    static var physicsValueName: String { get }
    /// `--handoff`'s text.
    static var handoff: String { get }
    /// `--hz`'s text.
    static var hz: String { get }
    /// What an absent `--bounce` is.
    static var bounceDefault: String { get }
    /// What an absent `--tabs` is.
    static var tabsDefault: String { get }
    /// What an absent `--load-latency` is.
    static var loadLatencyDefault: String { get }
    /// What an absent `--scale` is.
    static var scaleDefault: String { get }
}

extension SettingsHelp {
    static var physics: String {
        "Physics preset in place of the session's: \(presetForms)."
    }
    static var physicsValueName: String { "preset" }
    static var handoff: String {
        "Handoff policy in place of the session's: \(policyNames)."
    }
    static var hz: String { "Frame rate, > 0 and <= 1000 Hz. Default: the session's." }
    static var bounceDefault: String { "the session's" }
    static var tabsDefault: String { "the session's" }
    static var loadLatencyDefault: String { "the session's" }
    static var scaleDefault: String { "the session's (1 when it has none)" }

    /// The two ways to name a preset.
    static var presetForms: String { "a name (`handoff physics list`) or a preset file (.json)" }
    /// The policies, as `--handoff` takes them.
    static var policyNames: String { HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", ") }
}

/// `handoff run`: the window starts from these values.
enum RunSettingsHelp: SettingsHelp {
    static var physics: String { "Physics preset: \(presetForms). Default: ios." }
    static var handoff: String { "Handoff policy: \(policyNames). Default: the preset's." }
    static var hz: String {
        "Frame rate: auto (the monitor's, paced on its vblank) or a number > 0 and <= 1000 Hz (paced by a timer). Default: auto."
    }
    static var bounceDefault: String { "parent" }
    static var tabsDefault: String { "reset" }
    static var loadLatencyDefault: String { "600" }
    static var scaleDefault: String { "GDK_SCALE, else the X resource Xft.dpi / 96, else 1" }
}

/// `handoff replay`: settings in place of the session header's.
enum ReplaySettingsHelp: SettingsHelp {}

/// `handoff bench`: settings for the synthetic sweep and every session it replays.
enum BenchSettingsHelp: SettingsHelp {
    static var physics: String { "Physics preset: \(presetForms). Default: ios for the sweep, each session's own." }
    static var handoff: String { "Handoff policy: \(policyNames). Default: the preset's for the sweep, each session's own." }
    static var hz: String { "Frame rate, > 0 and <= 1000 Hz. Default: 60 for the sweep, each session's own." }
    static var bounceDefault: String { "parent for the sweep, each session's own" }
    static var tabsDefault: String { "reset for the sweep, each session's own" }
    static var loadLatencyDefault: String { "600 for the sweep, each session's own" }
    static var scaleDefault: String { "1 for the sweep, each session's own" }
}

/// `handoff compare`: lists of presets and policies, one run per combination.
enum CompareSettingsHelp: SettingsHelp {
    static var physics: String {
        "One run per item, PRESET or PRESET:POLICY (a preset alone runs under its own policy); a preset is \(presetForms). Default: the session's preset."
    }
    static var physicsValueName: String { "preset[:policy]" }
    static var handoff: String {
        "Policies (\(policyNames)): a --physics item naming no policy runs once under each. Default: each preset's own (the session's without --physics)."
    }
}
