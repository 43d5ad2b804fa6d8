import ArgumentParser
import FramePipeline
import Live
import Output
import Scenes
import ScrollEngine
#if canImport(Glibc)
import Glibc
#endif

/// `handoff`: the nested-scroll playground.
@main
struct Handoff: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "handoff",
        abstract: "A desktop laboratory for the moment one scroller hands a gesture and its momentum to another.",
        discussion: overview,
        version: version,
        subcommands: [RunCommand.self, ReplayCommand.self, CompareCommand.self, PhysicsCommand.self, BenchCommand.self, FlickCommand.self,
                      ImportCommand.self, KeysCommand.self],
        defaultSubcommand: RunCommand.self)

    /// Parses, runs, and maps any failure to its line and exit code in one place
    /// (`ExitStatus.report`). SIGPIPE is ignored so that a closed pipe is an EPIPE error the
    /// outputs see (exit 141, files kept whole) instead of a kill mid-write.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        // Every command stops cleanly on SIGINT, SIGTERM and SIGHUP (docs/errors.md, Signals).
        StopSignal.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            // After a stop signal, whatever failed failed because the command was stopping.
            if let stopped = StopSignal.report(error) { Self.exit(withError: stopped) }
            if let status = ExitStatus.report(error) { Self.exit(withError: status) }
            // A usage error is one line too (`--hz must be > 0 and <= 1000, got -60`); help and
            // version requests keep the parser's own output.
            if exitCode(for: error) == .validationFailure {
                StandardError.line(message(for: error).split(separator: "\n").first.map(String.init) ?? "bad usage")
                Self.exit(withError: ExitStatus.usage)
            }
            Self.exit(withError: error)
        }
    }

    /// The text of `handoff help` / `handoff --help`: what there is to choose from, listed from
    /// the types that define it (so a new scene, preset or policy shows up here by itself).
    static var overview: String {
        // "name: what it models", one per line (the help wraps at 80 columns, so no columns).
        func list(_ rows: [(String, String)]) -> String {
            rows.map { "- \($0.0): \($0.1)" }.joined(separator: "\n")
        }
        return """
        With no subcommand, opens the window (same as `handoff run`).

        Scenes (--scene, key Tab): \(SceneRegistry.kinds.map(\.rawValue).joined(separator: ", ")).

        Physics presets (--physics, key f; `handoff physics show NAME` for every constant):
        \(list(PhysicsPreset.all.map { ($0.name, $0.summary) }))

        Handoff policies (--handoff, key g; default: the preset's):
        \(list(HandoffPolicy.allCases.map { ($0.rawValue, $0.summary) }))

        Keys in the window:
        \(KeyTable.text)

        Exit codes (docs/errors.md): 0 success, 64 bad usage (an output naming an input too), \
        65 bad session or preset data (FILE:LINE: problem), 69 no X display or X server failure, \
        130 stopped by Ctrl-C or SIGTERM, 129 by SIGHUP (files kept whole), 141 output pipe closed, \
        1 anything else (an output that cannot be written: one line with the reason).
        """
    }
}
