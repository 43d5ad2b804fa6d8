import Foundation
import ScrollEngine
@testable import Sessions
import Testing

/// The tuning panel's model: rows that mean the same in every preset, steps checked as a preset
/// file is, the engine's defaults kept for the mark and the reset.
@Suite("Tuning a preset")
struct PresetTuningTests {
    static func rate(_ tuning: PresetTuning) -> Double? {
        PresetTuning.number(at: "fling.rate", in: PresetTuning.document(tuning.preset))
    }

    @Test("a step changes the constant, marks it against the engine's, renames the preset; reset undoes it")
    func stepAndReset() throws {
        var tuning = PresetTuning(preset: .ios)
        let friction = TuningTable.rows[0]
        try tuning.step(friction, by: -2)
        #expect(Self.rate(tuning) == 0.997)
        #expect(tuning.preset.name == "ios+")
        let entry = try #require(tuning.entry(friction))
        #expect(entry.changed && entry.value == "0.997" && entry.engineDefault == "0.998" && entry.unit == "/ms")
        // Stepping back to the engine's value is the engine's preset again, by name too.
        try tuning.step(friction, by: 2)
        #expect(tuning.preset == PhysicsPreset.ios)
        try tuning.step(friction, by: 1)
        tuning.reset()
        #expect(tuning.preset == PhysicsPreset.ios)
    }

    @Test("a value a preset file could not hold is refused with the allowed range, and nothing changes")
    func refusal() throws {
        var tuning = PresetTuning(preset: .ios)
        do {
            try tuning.step(TuningTable.rows[0], by: 5)  // 0.998 + 0.0025 > 1
            Issue.record("a rate over 1 was taken")
        } catch {
            #expect(error.key == "fling.rate")
            #expect(error.description.contains("(0, 1)"))
        }
        #expect(tuning.preset == PhysicsPreset.ios)
        // A rule across fields: the minimum fling above the maximum.
        var qt = PresetTuning(preset: try #require(PhysicsPreset.named("qtquick")))
        #expect(throws: PresetDocument.Problem.self) { try qt.step(TuningTable.rows[1], by: 300) }
    }

    @Test("the handoff row goes round every policy, whatever their number")
    func policyRow() throws {
        var tuning = PresetTuning(preset: .ios)
        let row = try #require(TuningTable.rows.first { if case .choice(TuningTable.handoffPath, _) = $0.kind { true } else { false } })
        var seen: [HandoffPolicy] = []
        for _ in HandoffPolicy.allCases {
            seen.append(tuning.preset.handoff)
            try tuning.step(row, by: 1)
        }
        #expect(Set(seen) == Set(HandoffPolicy.allCases))
        #expect(tuning.preset.handoff == PhysicsPreset.ios.handoff)
    }

    @Test("every built-in preset has a friction, fling bounds, a spring and a policy to tune, each steppable")
    func everyPresetTunes() throws {
        for preset in PhysicsPreset.all {
            let tuning = PresetTuning(preset: preset)
            for index in [0, 1, 3, 4, 6, 7] {
                let row = TuningTable.rows[index]
                #expect(tuning.entry(row) != nil, "\(preset.name): \(row.label)")
                var stepped = tuning
                // One step either way is a preset a file may hold (a refusal would say why).
                let moved = (try? stepped.step(row, by: 1)) != nil || (try? stepped.step(row, by: -1)) != nil
                #expect(moved, "\(preset.name): \(row.label)")
                #expect(stepped.preset != preset || !moved, "\(preset.name): \(row.label) did not change")
            }
        }
    }

    @Test("a tuned preset's reference is the engine it is named after")
    func reference() {
        var tuned = PhysicsPreset.ios
        tuned.name = "ios+"
        #expect(PresetTuning.reference(for: tuned) == .ios)
        var file = PhysicsPreset.ios
        file.name = "mine"
        #expect(PresetTuning.reference(for: file) == file)
    }
}
