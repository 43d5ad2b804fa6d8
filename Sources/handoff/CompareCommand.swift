import ArgumentParser
import Output
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

    @OptionGroup(title: "Settings (--physics and --handoff take lists: each run is one combination)")
    var settings: SettingOptions

    @Option(help: "Draw every run's offset sum and velocity in one 1280x800 PNG.")
    var plot: String?

    @Flag(help: "Print one JSON object per run (JSON Lines) instead of the table.")
    var json = false

    func validate() throws {
        try settings.checkNoAutoRate()
        let count = max(1, settings.presets.count) * max(1, settings.policies.count)
        guard count <= CompareRunner.maximumRuns else {
            throw ValidationError("\(count) combinations; compare makes at most \(CompareRunner.maximumRuns) runs")
        }
    }

    func run() throws {
        let inputs = [file] + settings.presets.map(\.text).filter { $0.hasSuffix(".json") }
        try OutputPath.refuseInputs(inputs, outputs: [("--plot", plot)])
        // A list left out means the header's value: no override.
        let physicsChoices: [PhysicsPreset?] = settings.presets.isEmpty ? [nil] : try settings.presets.map { try $0.resolve() }
        let handoffChoices: [HandoffPolicy?] = settings.policies.isEmpty ? [nil] : settings.policies
        // The other settings apply to every run alike.
        let runs = CompareRunner.combinations(physics: physicsChoices, handoff: handoffChoices).map { run in
            var run = run
            run.bounce = settings.bounce
            run.tabs = settings.tabs
            run.hz = settings.fixedHz
            run.loadLatencyMs = settings.loadLatency
            return run
        }
        let results = try CompareRunner.run(path: file, runs: runs)

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var lines = ""
            for run in results {
                lines += String(decoding: try encoder.encode(run.row), as: UTF8.self) + "\n"
            }
            try StandardOutput.write(lines)
        } else {
            try StandardOutput.write(CompareTable.render(results.map(\.row)) + "\n")
        }

        if let plot {
            let name = (file as NSString).lastPathComponent
            try ComparePlot(series: results.map(\.series), title: "handoff compare: \(name)").write(to: plot)
        }
    }
}
