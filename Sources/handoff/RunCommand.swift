import ArgumentParser
import FramePipeline
import Live
import Output
import Scenes
import ScrollEngine
import Sessions
import X11Host

/// `handoff run` (the default): the window, driven by a real pointer and wheel.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the window and scroll with a real mouse.",
        discussion: "Keys in the window:\n\(KeyTable.text)")

    @Option(help: "Scene.")
    var scene: SceneKind = .profile

    @OptionGroup(title: "Settings")
    var settings: SettingOptions<RunSettingsHelp>

    @Option(parsing: .unconditional, help: "Window size in logical pixels, WxH (the window is this times --scale; each side 1 to 16384, at most 67108864 pixels).")
    var size: ViewportSize = ViewportSize(width: 1280, height: 800)

    @Option(help: ArgumentHelp("Record the session to FILE (JSON Lines) while you play.", valueName: "file"))
    var record: String?

    @Flag(help: "Present with XPutImage instead of MIT-SHM.")
    var noShm = false

    @Flag(inversion: .prefixedNo, help: "Start with the profiling overlay shown, or hidden (the default: it would cover the rows' right edge). Key p shows or hides it.")
    var overlay = false

    @Option(help: ArgumentHelp("Write one JSON line per frame to OUT while running ('-' for standard output).", valueName: "out"))
    var trace: String?

    @Option(help: "Write the run as a Chrome JSON trace (open it in ui.perfetto.dev): offsets, velocity, inputs, releases, seams, janky frames, phases.")
    var perfetto: String?

    @Flag(help: "On exit, print a JSON summary (hz, hz_source, frames, missed, hitches, intervals, latency, core_ms).")
    var summary = false

    @Option(help: ArgumentHelp("On exit, write one JSON line per input that reached the screen: its server time and its frame's presentation time (Benchmarks/latency).", valueName: "file", visibility: .hidden))
    var latencyLog: String?

    @Flag(help: ArgumentHelp("Pace frames by timer even where the Present extension could pace them on vblank.", visibility: .hidden))
    var timerPacing = false

    @Flag(help: ArgumentHelp("Start each frame right after the previous one is on screen, not as late as the core time allows (to measure late sampling).", visibility: .hidden))
    var earlySampling = false

    @Option(help: ArgumentHelp("Two panes side by side, left A, right B, driven by the same input.",
                               valueName: "PHYSICS[:HANDOFF],PHYSICS[:HANDOFF]"),
            transform: CompareArgument.parse)
    var compare: CompareArgument?

    func validate() throws {
        try size.checkLimits()
        try settings.checkSingle()
    }

    func run() throws {
        let preset = try (settings.presets.first ?? PresetArgument(named: "ios")).resolve()
        let asked = SceneOptions(kind: scene, preset: preset, handoff: settings.policies.first,
                                 width: size.width, height: size.height, bounce: settings.bounce ?? .parent,
                                 tabs: settings.tabs ?? .reset,
                                 loadLatencyMs: settings.loadLatency ?? SessionHeader.defaultLoadLatencyMs,
                                 scale: settings.scale?.scale ?? DesktopScale.detect())
        let options = ScreenFit.fitting(asked)
        let hz = settings.hz ?? .auto
        let panes = try compare?.panes.map { pane in
            var paneOptions = options
            paneOptions.preset = try pane.physics.resolve()
            paneOptions.handoff = pane.policy
            return (options: paneOptions, label: "\(paneOptions.preset.name) · \(paneOptions.policy.rawValue)")
        }
        // The pixel limits hold for the window's device pixels, checked before it is opened.
        if let problem = SessionLimits.deviceSizeProblem(width: size.width, height: size.height, scale: options.scale.value,
                                                         label: settings.scale == nil ? "the desktop's scale \(options.scale)" : "--scale \(options.scale)") {
            throw CommandFailure("--size " + problem, status: ExitStatus.usage)
        }
        // Checked again when the recording starts (two windows started at once).
        if let record, let other = ReplacedFile.otherWriters(for: record).first {
            throw CommandFailure("--record \(record): another handoff is recording to it (\(other)); give each window its own file",
                                 status: ExitStatus.usage)
        }
        let outputs = [("--record", record), ("--trace", trace), ("--perfetto", perfetto)]
        try OutputPath.refuseInputs(settings.presets.map(\.text).filter { $0.hasSuffix(".json") }, outputs: outputs)
        try OutputPath.refuseShared(outputs)
        try LiveWindow(options: options, panes: panes, forcedHz: forced(hz), timerPacing: timerPacing, earlySampling: earlySampling,
                       overlay: overlay, useShm: !noShm, record: record, trace: trace, perfetto: perfetto, summary: summary,
                       latencyLog: latencyLog).run()
    }

    /// `--hz N` as a number; nil for `auto`, which the window measures.
    private func forced(_ hz: RateArgument) -> Double? {
        if case .fixed(let value) = hz { value } else { nil }
    }
}
