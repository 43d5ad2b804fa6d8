import Foundation
import Replay
import ScrollEngine
import Testing
@testable import Compare

/// The scenario pack (assets/scenarios/, made by scripts/make-scenarios.sh; docs/scenarios.md):
/// every preset under its own policy on every scenario gives the golden table's row. A change in
/// an engine, the replay or a metric that moves any of these figures shows here; when it is meant,
/// `scripts/make-scenarios.sh` (or `HANDOFF_UPDATE_GOLDEN=1` with this test) rewrites the table.
@Suite("Scenario pack: the golden table")
struct ScenarioGoldenTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let folder = root + "/assets/scenarios"
    static let golden = folder + "/golden.tsv"
    static let header = "scenario\tphysics\thandoff\tlift_v\trelease_v\ttravel\tlost\tfinal\tjank"

    /// One line per preset for the session at `path`.
    static func lines(scenario: String, path: String) throws -> [String] {
        let runs = PhysicsPreset.all.map { ReplayOverrides(physics: $0, handoff: $0.handoff) }
        let outcome = try CompareRunner.run(path: path, runs: runs)
        return outcome.runs.map { run in
            let row = run.row, m = row.metrics
            return [scenario, row.setting.physics, row.setting.handoff, CompareTable.fixed(m.liftV, 1),
                    CompareTable.fixed(m.releaseV, 1), CompareTable.fixed(m.travel, 1), CompareTable.fixed(m.momentumLost, 1),
                    CompareTable.finalOffsets(row.final), String(row.field.jankV3Frames)].joined(separator: "\t")
        }
    }

    @Test("every preset × scenario matches assets/scenarios/golden.tsv")
    func goldenTable() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".jsonl") }.sorted()
        #expect(names.count >= 12, "the pack: \(names)")
        var table = [Self.header]
        for name in names {
            table += try Self.lines(scenario: String(name.dropLast(".jsonl".count)), path: Self.folder + "/" + name)
        }
        let text = table.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["HANDOFF_UPDATE_GOLDEN"] == "1" {
            try text.write(toFile: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOfFile: Self.golden, encoding: .utf8).split(separator: "\n").map(String.init)
        let actual = table
        #expect(actual.count == expected.count, "\(actual.count) rows against \(expected.count)")
        for (got, want) in zip(actual, expected) where got != want {
            Issue.record("golden row differs:\n  golden: \(want)\n  now:    \(got)")
        }
    }
}
