import Foundation
import Testing
@testable import ScrollEngine

/// A preset is its file plus one registry line: everything else (the preset list, verify's cases,
/// docs/presets.md) comes from `PresetCatalog`.
@Suite("Preset catalog")
struct PresetCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("docs/presets.md is what `handoff physics docs` writes from the presets")
    func docsAreFresh() throws {
        let committed = try String(contentsOf: Self.root.appendingPathComponent("docs/presets.md"), encoding: .utf8)
        #expect(committed == PresetDocs.markdown(), "docs/presets.md is stale: run `swift run handoff physics docs > docs/presets.md`")
    }

    @Test("the preset list is the catalog's, in its order, with unique names")
    func listIsTheCatalog() {
        #expect(PhysicsPreset.all.map(\.name) == PresetCatalog.definitions.map(\.preset.name))
        #expect(Set(PhysicsPreset.all.map(\.name)).count == PhysicsPreset.all.count)
    }

    /// A preset the catalog does not have: UIKit's `.fast` deceleration rate.
    static let fast = PresetDefinition(
        preset: PhysicsPreset.ios.with {
            $0.name = "ios-fast"
            $0.summary = "UIScrollView, fast deceleration (v0*0.99^ms)"
            $0.fling = DecelerationSimulation.Model(rate: 0.99)
        },
        momentum: "UIKit `decelerationRate` .fast: v·0.99^ms",
        releaseVelocity: "as `ios`",
        flingDuringFling: "—",
        cases: { p in
            let b = CaseBuilder(preset: p)
            return [b.c("1000 px/s: rest", "v/(1000·−ln 0.99)", 1000 / (1000 * -log(0.99)), 1e-9, "px") {
                ReferenceCases.fling(p, 1000).finalX
            }]
        },
        replica: EngineReplica(source: "the rate, per millisecond") { v, _, _, frames in
            EngineReference.decay(v, rate: 0.99, frames: frames)
        })

    @Test("a preset defined in one place reaches verify's cases of every kind it has, and the docs' tables")
    func newPresetFlowsEverywhere() throws {
        let cases = ReferenceCases.cases(for: Self.fast)
        #expect(Set(cases.map(\.kind)) == [.engineCode, .replica])
        #expect(cases.count == 1 + 4 + 8 * 4, "its own case, four seam cases and eight flicks of four cases each")
        for result in cases.map({ $0.run() }) {
            #expect(result.passed, "\(result.reference.check): expected \(result.reference.expected), measured \(result.measured)")
        }
        let docs = PresetDocs.markdown(PresetCatalog.definitions + [Self.fast])
        #expect(docs.contains("| `ios-fast` | UIKit `decelerationRate` .fast: v·0.99^ms | as `ios` | — | 50 … 8000 | `input` | `whole-travel` | `whole-travel` | `nested` |"))
        #expect(docs.contains("| `ios-fast` | 0 | 0 | 0 | 13 | 24 | no |"))
        #expect(!PresetDocs.markdown().contains("ios-fast"))
        let decoded = try JSONDecoder().decode(PhysicsPreset.self, from: JSONEncoder().encode(Self.fast.preset))
        #expect(decoded == Self.fast.preset)
    }
}
