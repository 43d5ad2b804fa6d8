import ArgumentParser
import Diagnostics
import FramePipeline
import HostInterface
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
        let traceOutput = try trace.map { try TextOutput(path: $0) }
        let perfettoFile = try perfetto.map { try PerfettoFile(path: $0) }
        let device = options.deviceSize
        let window = try X11Window(title: "Handoff", width: device.width, height: device.height, useShm: !noShm)
        StopSignal.install()
        // Measuring the display takes a few hundred ms: show the scene meanwhile (the session's own
        // first frame follows once the rate is known).
        let preview = FrameLoop(options: options, hz: 60, overlayVisible: false)
        let logical = options.scale.logicalSize(width: window.width, height: window.height)
        preview.resize(width: logical.width, height: logical.height)
        let previewPresenter = WindowPresenter(window: window)
        preview.presenter = previewPresenter
        preview.frame(dt: 0)
        // Vblank pacing needs Present (and SHM pixmaps); a forced rate is kept by the timer.
        var pacing = LivePacing.timer
        var vblank: VblankTiming?
        if !timerPacing, hz == .auto {
            if let reason = window.startVblankPresent() {
                StandardError.line("pacing frames by timer: \(reason)")
            } else if let timing = try? window.measureVblank() {
                vblank = timing
                pacing = .vblank
            } else {
                StandardError.line("pacing frames by timer: the Present extension did not report vblanks")
            }
        }
        let forced: Double? = if case .fixed(let value) = hz { value } else { nil }
        let rate = DisplayRate.detect(window: window, forced: forced, vblank: vblank)
        // Said once per run: touchpads then scroll by 100 px wheel clicks, and touch does not work.
        if let reason = window.xinputFallbackReason { StandardError.line("note: \(reason)") }
        let session = LiveLoop(host: window, width: window.width, height: window.height,
                               presenter: WindowPresenter(window: window), environment: .process,
                               options: options, hz: rate.hz, rateSource: rate.source.rawValue, pacing: pacing,
                               vblank: vblank, lateSampling: !earlySampling, overlay: overlay,
                               recordPath: record, trace: traceOutput, compare: panes, perfetto: perfettoFile)
        // Input is read from here on: scripts that drive the window (Benchmarks/live/pacing.sh)
        // wait for this line rather than guess how long measuring the display takes.
        StandardError.line("live: \(window.width)×\(window.height) at \(rate.hz) Hz (\(rate.source.rawValue)), \(pacing.rawValue) pacing")
        let outcome = session.run()
        if let report = session.latencyReport { StandardError.line(report) }
        window.close()
        try traceOutput?.finish()
        try perfettoFile?.finish()
        switch outcome {
        case .finished: break
        case .recordingFailed(let error): throw error
        case .hostFailed(let error): throw error
        }
        if summary { try StandardOutput.write(session.summary.json + "\n") }
        if let latencyLog {
            let lines = session.presentedInputs.map { $0.jsonLine + "\n" }.joined()
            try ReplacedFile.write(Array(lines.utf8), to: latencyLog)
        }
        try StopRequest.throwIfCaught(saying: "window closed; the trace and the recording are whole")
    }
}
