import ArgumentParser
import FramePipeline
import Live
import Output
import Raster
import Replay
import Scenes
import ScrollEngine
import Sessions

/// `handoff replay FILE`: plays a recorded session, headless or in the window.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a session file, deterministically.",
        discussion: "Frame k is at k*1000/hz ms; events with t <= that time are delivered before it. Same file, same frames, bit for bit.")

    @Argument(help: "The session (.jsonl) to replay.")
    var file: String

    @Flag(help: "Run without a window (no X server needed), as fast as the machine allows.")
    var headless = false

    @Option(parsing: .unconditional, help: "Playback speed in the window, >= 0.0001 and <= 10000 (1 = real time). Ignored with --headless.")
    var speed: NumberArgument = 1

    @Option(help: ArgumentHelp("Write one JSON line per frame to OUT ('-' for standard output).", valueName: "out"))
    var trace: String?

    @Option(help: "Write the replay as a Chrome JSON trace (open it in ui.perfetto.dev): offsets, velocity, inputs, releases, seams, janky frames, phases.")
    var perfetto: String?

    @Flag(help: "Print a JSON summary (frames, hash, final state, core_ms) on standard output.")
    var summary = false

    @Option(help: ArgumentHelp("Write the last frame to FILE as a PNG.", valueName: "file"))
    var screenshot: String?

    @Flag(help: "Draw the profiling overlay (never part of the hash).")
    var overlay = false

    @Flag(help: "In the window, present with XPutImage instead of MIT-SHM.")
    var noShm = false

    @OptionGroup(title: "Settings")
    var settings: SettingOptions<ReplaySettingsHelp>

    /// Hidden: the same pixels either way; `full` is there to prove it (and to measure).
    @Option(help: .hidden)
    var redraw: RedrawMode = .damage

    @Option(help: ArgumentHelp("Headless: play the session through the two panes of run --compare (A left, B right) and write only --screenshot.",
                               valueName: "PHYSICS[:HANDOFF],PHYSICS[:HANDOFF]"),
            transform: CompareArgument.parse)
    var compare: CompareArgument?

    func validate() throws {
        if compare != nil, !headless || trace != nil || summary || perfetto != nil {
            throw ValidationError("--compare replays headless and writes only --screenshot (no --trace, --perfetto or --summary)")
        }
        try OptionLimit.speed.check(speed.value)
        try settings.checkSingle()
        try settings.checkNoAutoRate()
    }

    func run() throws {
        // Outputs never replace an input: the session, or a preset file read for --physics.
        let presetFiles = (settings.presets + (compare?.panes.map(\.physics) ?? [])).map(\.text).filter { $0.hasSuffix(".json") }
        let outputs = [("--trace", trace), ("--screenshot", screenshot), ("--perfetto", perfetto)]
        try OutputPath.refuseInputs([file] + presetFiles, outputs: outputs)
        try OutputPath.refuseShared(outputs)
        if let compare { return try runPanes(compare) }
        let overrides = try settings.overrides()
        try ReplayPlayback(file: file, overrides: overrides, overlay: overlay, redraw: redraw, inWindow: !headless, useShm: !noShm,
                           speed: speed.value, trace: trace, perfetto: perfetto, screenshot: screenshot, summary: summary).run()
    }

    /// `--compare`: the session through both panes, headless; the last frame to `--screenshot`.
    private func runPanes(_ compare: CompareArgument) throws {
        let header = try SessionReader(path: file).header
        let base = ReplayOverrides(bounce: settings.bounce, tabs: settings.tabs, loadLatencyMs: settings.loadLatency, scale: settings.scale?.scale)
        let options = try compare.panes.map { pane in
            var overrides = base
            let preset = try pane.physics.resolve()
            overrides.physics = preset
            // As in run --compare: a pane without a policy runs its preset's own.
            overrides.handoff = pane.policy ?? preset.handoff
            return try Replay.options(for: header, file: file, overrides: overrides)
        }
        let panes = try CompareReplay.run(path: file, left: options[0], right: options[1], overlay: overlay)
        if let screenshot {
            try PNGEncoder.write(panes.framebuffer, to: screenshot)
        }
    }
}
