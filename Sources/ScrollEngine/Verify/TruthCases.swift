/// Cases recorded from the real engines (`ReferenceKind.truth`): a gesture fed to the engine
/// itself, what it did, and the same gesture replayed through the preset.
///
/// None are recorded yet. A recorded engine adds its cases here, one function per engine that
/// reads its truth files and returns `ReferenceCase(preset:kind: .truth, …)` values, listed in
/// `recorders`; `physics verify` and `ReferenceCaseTests` then run them with the others and count
/// them under `truth`.
public enum TruthCases {
    /// Every engine's recorded cases, by preset.
    static let recorders: [@Sendable (PhysicsPreset) -> [ReferenceCase]] = []

    /// The recorded cases of `preset`.
    public static func cases(for preset: PhysicsPreset) -> [ReferenceCase] {
        recorders.flatMap { $0(preset) }
    }
}
