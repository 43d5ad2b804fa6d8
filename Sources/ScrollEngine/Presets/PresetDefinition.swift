/// Everything Handoff keeps about one preset besides its settings: its row of docs/presets.md,
/// the numbers its engine's tests assert or its code computes, and the replica of its engine's
/// code that `physics verify` runs whole flicks against. A preset is its file (the settings and
/// this) plus one line in `PresetCatalog.definitions`.
public struct PresetDefinition: Sendable {
    /// The settings.
    public var preset: PhysicsPreset
    /// What its momentum follows, for docs/presets.md (Markdown).
    public var momentum: String
    /// How it measures the finger at the lift, for docs/presets.md (Markdown).
    public var releaseVelocity: String
    /// What a fling started during a fling gets, for docs/presets.md (Markdown; "—": nothing).
    public var flingDuringFling: String
    /// The engine's own numbers, given the preset (`physics verify`'s engine-test and engine-code
    /// cases).
    public var cases: @Sendable (PhysicsPreset) -> [ReferenceCase]
    /// The replica of the engine's code, if one is written (`physics verify`'s replica cases).
    public var replica: EngineReplica?

    /// A definition with these parts.
    public init(preset: PhysicsPreset, momentum: String, releaseVelocity: String, flingDuringFling: String,
                cases: @escaping @Sendable (PhysicsPreset) -> [ReferenceCase], replica: EngineReplica?) {
        self.preset = preset
        self.momentum = momentum
        self.releaseVelocity = releaseVelocity
        self.flingDuringFling = flingDuringFling
        self.cases = cases
        self.replica = replica
    }
}

/// The registry of presets: one line each, in the order key `f` cycles through them.
public enum PresetCatalog {
    /// Every preset's definition.
    public static let definitions: [PresetDefinition] = [
        .ios,
        .android,
        .chromium,
        .firefox,
        .gtk,
        .qtquick,
        .flutter,
        .chromeos,
    ]
}
