import ArgumentParser
import Compare
import Foundation
import Playground
import ScrollEngine
import Sessions

/// `handoff compare FILE`: replays a session under several physics presets and handoff policies and
/// prints the handoff metrics of each run (docs/metrics.md).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a session under several presets and handoff policies; print handoff metrics.",
        discussion: """
        One headless run per item of --physics (PRESET or PRESET:POLICY; a preset alone runs its own \
        default policy), crossed with --handoff when given (items that name a policy are run as named), \
        at most \(CompareRunner.maximumRuns) runs, in parallel. Without --physics the header's preset \
        runs. A session from a pipe or FIFO is read once and shared by every run.

        Columns (JSON keys in brackets; docs/metrics.md has each with an example). "The release" is \
        the session's last release: a button-1 up, the end of the driving touch, or a zero touchpad scroll.
          estimator [estimator]        the preset's release-velocity estimator
          curve [curve]                the preset's momentum curve
          lift v [lift_v]              px/s: the finger's speed at the release, as the estimator measured it, before the preset's bounds
          release v [release_v]        px/s: the velocity the momentum started with (after the bounds; 0 below the minimum)
          travel [travel]              px: how far the momentum moved the offset sum on the gesture's axis, from the release moment to rest (signed)
          duration [duration_ms]       ms: from the release to the last frame in which anything moved (settle_ms: the same, older name)
          lost [momentum_lost]         px: sum of |left| after the release frame: momentum that no scroller took (a dead end)
          overscroll lead [overscroll_lead]    px: deepest pull past any scroller's start end (max_overscroll: the larger of lead and trail)
          trail [overscroll_trail]     px: deepest push past any scroller's far end
          v ratio [seam_v_ratio]       smallest v_out / v_in over the seams (1 = the handoff kept all momentum)
          stalls [stalls]              fling frames that moved less than a quarter of both neighbours
          max step [max_step]          px: the largest one-frame move of the offset sum
          seams [seams]                each handoff: from→to, time (ms), v_in→v_out (px/s)
        """)

    @Argument(help: "The session (.jsonl) to replay; a pipe or FIFO (/dev/stdin) works too.")
    var file: String

    @Option(help: ArgumentHelp(
        "Comma-separated items PRESET or PRESET:POLICY (preset names or FILE.json; a preset alone runs its own policy; default: the header's preset).",
        valueName: "items"))
    var physics: String?

    @Option(help: "Comma-separated handoff policies: nested, inner-first, latch, none, crossed with the items that name none (default: each preset's own; without --physics, the header's).")
    var handoff: String?

    @Option(help: "Draw every run's offsets and velocity in one 1280x800 PNG.")
    var plot: String?

    @Option(help: ArgumentHelp("The plot's time span, ms on the session clock; either end may be left out (default: 100 ms before the last gesture's first input to 300 ms after the last motion).",
                               valueName: "from:to"))
    var window: String?

    @Option(help: "The plot's upper panel: sum (the offset sum on the gesture's axis, one line per run) or nodes (each scroller, e.g. header vs list).")
    var series: ComparePlot.Mode = .sum

    @Flag(help: "Print one JSON object per run (JSON Lines) instead of the table.")
    var json = false

    func validate() throws {
        let count = try settings().count
        guard count <= CompareRunner.maximumRuns else {
            throw ValidationError("\(count) runs; compare makes at most \(CompareRunner.maximumRuns)")
        }
        _ = try plotWindow()
    }

    /// The `--physics` items, or nil when left out.
    private func items() throws -> [CompareItem]? {
        guard let physics else { return nil }
        guard let list = CompareItem.list(physics) else {
            throw ValidationError("--physics: '\(physics)' is not a comma-separated list of PRESET or PRESET:POLICY (presets: \(PhysicsPreset.all.map(\.name).joined(separator: ", ")), or FILE.json; policies: \(HandoffPolicy.allCases.map(\.rawValue).joined(separator: ", ")))")
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

    /// The `--window` span, or the default one.
    private func plotWindow() throws -> PlotWindow {
        guard let window else { return PlotWindow() }
        guard let parsed = PlotWindow(argument: window) else {
            throw ValidationError("--window: '\(window)' is not FROM:TO in ms (numbers >= 0, FROM < TO; either may be left out)")
        }
        return parsed
    }

    /// One (item, policy) per run, presets varying slowest: an item's own policy, else each
    /// `--handoff` policy, else nil (the preset's own; the header's without `--physics`).
    private func settings() throws -> [(physics: PresetArgument?, policy: HandoffPolicy?)] {
        let crossed: [HandoffPolicy?] = try policies() ?? [nil]
        guard let items = try items() else { return crossed.map { (nil, $0) } }
        return items.flatMap { item -> [(physics: PresetArgument?, policy: HandoffPolicy?)] in
            if let own = item.policy { return [(item.physics, own)] }
            return crossed.map { (item.physics, $0) }
        }
    }

    func run() throws {
        let runs = try settings().map { setting -> ReplayOverrides in
            let preset = try setting.physics?.resolve()
            // A preset named alone runs under its own policy, not the session's.
            return ReplayOverrides(physics: preset, handoff: setting.policy ?? preset?.handoff)
        }

        let window = plot == nil ? nil : try plotWindow()
        let outcome: CompareOutcome
        do throws(SessionError) { outcome = try CompareRunner.run(path: file, runs: runs, plot: window) } catch {
            StandardError.line(error.description)
            throw error.kind == .io ? ExitStatus.failure : ExitStatus.badData
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            for run in outcome.runs {
                print(String(decoding: try encoder.encode(run.row), as: UTF8.self))
            }
        } else {
            print(CompareTable.render(outcome.runs.map(\.row)))
        }

        if let plot {
            let name = (file as NSString).lastPathComponent
            let chart = ComparePlot(series: outcome.series, title: "handoff compare: \(name)", span: outcome.plotSpan,
                                    mode: series)
            do { try chart.write(to: plot) } catch {
                StandardError.line("\(plot): cannot write PNG: \(error)")
                throw ExitStatus.failure
            }
        }
    }
}

extension ComparePlot.Mode: ExpressibleByArgument {}
