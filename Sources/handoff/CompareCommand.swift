import ArgumentParser
import Compare
import Output
import Replay
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

        Columns (JSON keys in brackets; docs/metrics.md has each with an example; * only with --wide). \
        "The release" is the session's last release: a button-1 up, the end of the driving touch, or a \
        zero touchpad scroll.
          estimator* [estimator]       the preset's release-velocity estimator
          curve* [curve]               the preset's momentum curve
          lift v* [lift_v]             px/s: the finger's speed at the release, as the estimator measured it, before the preset's bounds
          release v [release_v]        px/s: the velocity the momentum started with (after the bounds; 0 below the minimum)
          travel [travel]              px: how far the momentum moved the offset sum on the gesture's axis, from the release moment to rest (signed)
          duration [duration_ms]       ms: from the release to the last frame in which anything moved (settle_ms: the same, older name)
          lost [momentum_lost]         px: sum of |left| after the release frame: momentum that no scroller took (a dead end)
          overscroll lead* [overscroll_lead]   px: deepest pull past any scroller's start end (max_overscroll: the larger of lead and trail)
          trail* [overscroll_trail]    px: deepest push past any scroller's far end
          v ratio [seam_v_ratio]       smallest v_out / v_in over the seams (1 = the handoff kept all momentum)
          stalls* [stalls]             fling frames that moved less than a quarter of both neighbours
          max step* [max_step]         px: the largest one-frame move of the offset sum
          jank [jank_v3_frames]        Chromium's scroll jank v3: frames presented over 1.5 vsyncs late while input waited
          missed vsyncs* [jank_v3_missed_vsyncs]  the vsyncs those frames missed (jank (%)* [jank_v3_pct] of scroll_frames)
          predictor jank (%)* [predictor_jank_pct]  Chromium's predictor jank: irregular triples of frame deltas
          lag (px)* [average_lag_px]   Chromium's average lag: area between finger and screen per unit of time
          final [final]                each scroller's rest offset (px), from the last trace line
          seams* [seams]               each handoff: from→to, time (ms), v_in→v_out (px/s)
        """)

    @Argument(help: "The session (.jsonl) to replay; a pipe or FIFO (/dev/stdin) works too.")
    var file: String

    @OptionGroup(title: "Settings")
    var settings: SettingOptions<CompareSettingsHelp>

    @Option(help: ArgumentHelp("Draw every run's offsets and velocity into FILE, one 1280x800 PNG.", valueName: "file"))
    var plot: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The plot's time span, ms on the session clock; either end may be left out (default: 100 ms before the last gesture's first input to 300 ms after the last motion).",
                               valueName: "from:to"))
    var window: String?

    @Option(help: "The plot's upper panel: sum (the offset sum on the gesture's axis, one line per run) or nodes (each scroller, e.g. header vs list).")
    var series: ComparePlot.Mode = .sum

    @Option(help: "The plot's layout: overlay (every run in the same panels) or grid (one small panel of offsets per run, shared time axis and scale).")
    var layout: ComparePlot.Layout = .overlay

    @Option(help: "Write every run as a Chrome JSON trace (open it in ui.perfetto.dev), one process per run.")
    var perfetto: String?

    @Flag(help: "Print one JSON object per run (JSON Lines) instead of the table.")
    var json = false

    /// The most rates one `--hz` list may name (each runs once per setting, with the reference).
    static let maximumRates = 8

    @Flag(help: "Print every column of the table (the default keeps to 120 columns).")
    var wide = false

    func validate() throws {
        try settings.checkNoAutoRate()
        let count = settingsPerRun().count
        guard count <= CompareRunner.maximumRuns else {
            throw ValidationError("\(count) runs; compare makes at most \(CompareRunner.maximumRuns)")
        }
        if let rates = settings.rateList {
            guard rates.count <= Self.maximumRates else {
                throw ValidationError("--hz: \(rates.count) rates; compare takes at most \(Self.maximumRates)")
            }
            if plot != nil || perfetto != nil { throw ValidationError("--plot and --perfetto take one rate (not a --hz list)") }
        }
        _ = try plotWindow()
    }

    /// The `--window` span, or the default one.
    private func plotWindow() throws -> PlotWindow {
        guard let window else { return PlotWindow() }
        guard let parsed = PlotWindow(argument: window) else {
            throw ValidationError("--window \(window): \(PlotWindow.problem(window)) (FROM:TO in ms, numbers >= 0, FROM < TO; either may be left out)")
        }
        return parsed
    }

    /// One (preset, policy) per run, presets varying slowest: an item's own policy, else each
    /// `--handoff` policy, else nil (the preset's own; the header's without `--physics`).
    private func settingsPerRun() -> [(physics: PresetArgument?, policy: HandoffPolicy?)] {
        let crossed: [HandoffPolicy?] = settings.policies.isEmpty ? [nil] : settings.policies
        guard !settings.items.isEmpty else { return crossed.map { (nil, $0) } }
        return settings.items.flatMap { item -> [(physics: PresetArgument?, policy: HandoffPolicy?)] in
            if let own = item.policy { return [(item.physics, own)] }
            return crossed.map { (item.physics, $0) }
        }
    }

    func run() throws {
        let inputs = [file] + settings.presets.map(\.text).filter { $0.hasSuffix(".json") }
        try OutputPath.refuseInputs(inputs, outputs: [("--plot", plot), ("--perfetto", perfetto)])
        try OutputPath.refuseShared([("--plot", plot), ("--perfetto", perfetto)])
        let runs = try settingsPerRun().map { setting -> ReplayOverrides in
            let preset = try setting.physics?.resolve()
            // A preset named alone runs under its own policy, not the session's; the other
            // settings apply to every run alike.
            var run = ReplayOverrides(physics: preset, handoff: setting.policy ?? preset?.handoff, bounce: settings.bounce,
                                      tabs: settings.tabs, hz: settings.fixedHz, loadLatencyMs: settings.loadLatency)
            run.scale = settings.scale?.scale
            return run
        }
        try CompareReport(file: file, runs: runs, rates: settings.rateList, plot: plot, plotWindow: plot == nil ? nil : try plotWindow(),
                          series: series, layout: layout, perfetto: perfetto, json: json, wide: wide).write()
    }
}

extension ComparePlot.Mode: ExpressibleByArgument {}
extension ComparePlot.Layout: ExpressibleByArgument {}
