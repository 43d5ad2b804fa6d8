import Scenes

/// What the toasts of `f` (physics preset) and `g` (handoff policy) say: the setting now and,
/// where the policy in force is not the preset's own (`g` chose it, and `f` keeps it), which one
/// the preset's own is, so that a policy never differs from the preset's without a word.
enum SettingNote {
    /// After `f`: `physics chromium · handoff latch`, with a second line when the policy was
    /// kept from `g` and differs from the new preset's own.
    static func physics(_ options: SceneOptions) -> (text: String, detail: String?) {
        let text = "physics \(options.preset.name) · handoff \(options.policy.rawValue)"
        guard differs(options) else { return (text, nil) }
        return (text, "handoff kept from g: \(options.preset.name)'s own is \(options.preset.handoff.rawValue)")
    }

    /// After `g`: `handoff latch`, with a second line when it is not the preset's own, or
    /// `handoff nested (ios's own)` when it is.
    static func handoff(_ options: SceneOptions) -> (text: String, detail: String?) {
        let text = "handoff \(options.policy.rawValue)"
        guard differs(options) else { return ("\(text) (\(options.preset.name)'s own)", nil) }
        return (text, "\(options.preset.name)'s own is \(options.preset.handoff.rawValue); f keeps this one")
    }

    private static func differs(_ options: SceneOptions) -> Bool { options.policy != options.preset.handoff }
}
