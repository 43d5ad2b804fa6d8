import ArgumentParser
import Playground
import Scenes
import ScrollEngine

/// `handoff`: the nested-scroll playground.
@main
struct Handoff: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "A desktop laboratory for the moment one scroller hands a gesture and its momentum to another.",
        discussion: overview,
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, CompareCommand.self, PhysicsCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self)

    /// The text of `handoff help` / `handoff --help`: what there is to choose from, listed from
    /// the types that define it (so a new scene, preset or policy shows up here by itself).
    static var overview: String {
        // "name: what it models", one per line (the help wraps at 80 columns, so no columns).
        func list(_ rows: [(String, String)]) -> String {
            rows.map { "- \($0.0): \($0.1)" }.joined(separator: "\n")
        }
        return """
        With no subcommand, opens the window (same as `handoff run`).

        Scenes (--scene, key Tab): \(SceneKind.allCases.map(\.rawValue).joined(separator: ", ")).

        Physics presets (--physics, key f; `handoff physics show NAME` for every constant):
        \(list(PhysicsPreset.all.map { ($0.name, $0.summary) }))

        Handoff policies (--handoff, key g; default: the preset's):
        \(list(HandoffPolicy.allCases.map { ($0.rawValue, $0.summary) }))

        Keys in the window:
        \(KeyTable.text)

        Exit codes: 0 success, 64 bad usage, 65 bad session data (FILE:LINE: problem), \
        69 no X display or X server failure, 130 replay stopped by Ctrl-C (trace kept), 1 anything else.
        """
    }
}
