/// What a preset's file writes its engine's numbers with: one function per kind of evidence.
struct CaseBuilder {
    /// The preset checked.
    let preset: PhysicsPreset

    /// A number the engine's own unit test asserts, with that test's tolerance.
    func t(_ check: String, _ origin: String, _ expected: Double, _ tolerance: Double, _ unit: String,
           _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
        ReferenceCase(preset: preset.name, kind: .engineTest, check: check, origin: origin, expected: expected,
                      tolerance: tolerance, unit: unit, measure: measure)
    }

    /// A number computed by hand from the engine's code.
    func c(_ check: String, _ origin: String, _ expected: Double, _ tolerance: Double, _ unit: String,
           _ measure: @escaping @Sendable () -> Double) -> ReferenceCase {
        ReferenceCase(preset: preset.name, kind: .engineCode, check: check, origin: origin, expected: expected,
                      tolerance: tolerance, unit: unit, measure: measure)
    }
}
