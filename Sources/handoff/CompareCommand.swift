import ArgumentParser
import Compare
import Foundation
import Playground
import ScrollEngine
import Sessions

/// `handoff compare FILE`: replays a session under several physics presets and handoff policies and
/// prints the handoff metrics of each run (`handoff compare`).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a session under several presets and handoff policies; print handoff metrics.",
        discussion: """
        One headless run per combination of --physics and --handoff (at most 8; a list left out means \
        the header's value), in parallel. Metrics come from each run's trace lines: release v, travel, \
        settle time, seams (v_in -> v_out), stalls, max step, max overscroll.
        """)

    @Argument(help: "The session (.jsonl) to replay.")
    var file: String

    @Option(help: "Comma-separated physics presets (names or FILE.json; default: the header's).")
    var physics: String?

    @Option(help: "Comma-separated handoff policies: nested, inner-first, latch, none (default: the header's).")
    var handoff: String?

    @Option(help: "Draw every run's offset sum and velocity in one 1280x800 PNG.")
    var plot: String?

    @Flag(help: "Print one JSON object per run (JSON Lines) instead of the table.")
    var json = false

    func validate() throws {
        let count = (try presets()?.count ?? 1) * (try policies()?.count ?? 1)
        guard count <= CompareRunner.maximumRuns else {
            throw ValidationError("\(count) combinations; compare makes at most \(CompareRunner.maximumRuns) runs")
        }
    }

    /// The `--physics` list, or nil when left out.
    private func presets() throws -> [PresetArgument]? {
        guard let physics else { return nil }
        guard let list = PresetArgument.list(physics) else {
            throw ValidationError("--physics: '\(physics)' is not a comma-separated list of presets (\(PhysicsPreset.all.map(\.name).joined(separator: ", ")), or FILE.json)")
        }
        return list
    }

    /// The `--handoff` list, or nil when left out.
    private func policies() throws -> [HandoffPolicy]? {
        guard let handoff else { return nil }
        return try handoff.split(separator: ",", omittingEmptySubsequences: false).map { name in
            guard let policy = HandoffPolicy(rawValue: String(name)) else {
                throw ValidationError("--handoff: unknown policy '\(name)' (\(HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return policy
        }
    }

    func run() throws {
        // A list left out means the header's value: no override.
        let physicsChoices: [PhysicsPreset?] = try presets()?.map { try $0.resolve() } ?? [nil]
        let handoffChoices: [HandoffPolicy?] = try policies() ?? [nil]
        let runs = CompareRunner.combinations(physics: physicsChoices, handoff: handoffChoices)

        let results: [CompareRun]
        do { results = try CompareRunner.run(path: file, runs: runs) } catch {
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for run in results {
                print(String(decoding: try encoder.encode(run.row), as: UTF8.self))
            }
        } else {
            print(CompareTable.render(results.map(\.row)))
        }

        if let plot {
            let name = (file as NSString).lastPathComponent
            do { try ComparePlot(series: results.map(\.series), title: "handoff compare: \(name)").write(to: plot) } catch {
                StandardError.line("\(plot): cannot write PNG: \(error)")
                throw ExitStatus.failure
            }
        }
    }
}
