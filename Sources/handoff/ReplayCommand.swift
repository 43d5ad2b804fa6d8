import ArgumentParser
import Diagnostics
import FramePipeline
import HostInterface
import Live
import Output
import Raster
import Replay
import Scenes
import ScrollEngine
import Sessions
import X11Host

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
        let replay = try Replay(path: file, overlay: overlay, overrides: overrides)
        replay.loop.redraw = redraw
        let traceOutput = try trace.map { try TextOutput(path: $0) }
        let perfettoFile = try perfetto.map { try PerfettoFile(path: $0) }
        var perfettoRun = perfettoFile?.recorder(pid: 1, name: "\(replay.settings.physics) · \(replay.settings.handoff)")
        var profiled = 0

        var window: X11Window?
        var presenter: WindowPresenter?
        if !headless {
            let opened = try X11Window(title: "Handoff replay: \(file)", width: replay.loop.framebuffer.width,
                                       height: replay.loop.framebuffer.height, useShm: !noShm)
            window = opened
            presenter = WindowPresenter(window: opened)
            replay.loop.presenter = presenter
        }

        // Signals restart system calls here: a trace line is never cut by one (the window's
        // pacing waits on the signal's pipe instead, so it still wakes at once).
        StopSignal.install(restartCalls: true)
        let progress = ReplayProgress(file: file, enabled: ReplayProgress.standardErrorIsTerminal)
        defer { progress.clear() }
        let startMs = MonotonicClock.monotonicMs()
        var events: [HostEvent] = []
        let speed = self.speed.value
        let result = try replay.run(
            beforeFrame: window.map { window in
                { frameTimeMs in
                    // Pace to real time / speed, reading the window (quit, close) and the signals
                    // while waiting, so a slow replay still stops at once.
                    let deadline = startMs + frameTimeMs / speed
                    while true {
                        let now = MonotonicClock.monotonicMs()
                        if now < deadline { StopSignal.wait(untilMs: min(deadline, now + 100)) }
                        if StopSignal.caught != nil { return false }
                        events.removeAll(keepingCapacity: true)
                        do { try window.pollEvents(into: &events) } catch { return false }
                        for event in events {
                            switch event {
                            case .close: return false
                            case .key(let name, _) where name == "q" || name == "Escape": return false
                            default: continue
                            }
                        }
                        if MonotonicClock.monotonicMs() >= deadline { break }
                    }
                    return presenter?.failure == nil
                }
            },
            afterFrame: traceOutput == nil && perfettoRun == nil ? nil : { index, time, state in
                traceOutput?.writeLine(TraceLine.json(frame: index, timeMs: time, state: state))
                guard perfettoRun != nil else { return }
                // A frame the profiler did not record (an idle one) has no phases.
                let profiler = replay.loop.profiler
                let timing = profiler.count != profiled ? profiler.frame(back: 0) : nil
                profiled = profiler.count
                perfettoRun?.frame(timeMs: time, events: replay.frameEvents, state: state, timing: timing,
                                   jank: replay.field.lastFrameJank)
            },
            keepGoing: { index, time in
                if StopSignal.caught != nil || traceOutput?.failure != nil || perfettoFile?.failure != nil { return false }
                progress.update(frame: index, timeMs: time)
                return true
            })
        progress.clear()
        if let failure = traceOutput?.failure ?? perfettoFile?.failure {
            traceOutput?.discard()
            perfettoFile?.discard()
            throw failure
        }
        if result.interrupted || StopSignal.caught != nil {
            // Every trace line written so far is whole; no summary or screenshot of a replay
            // that did not finish.
            try traceOutput?.finish()
            try perfettoFile?.finish()
            window?.close()
            let signal = StopSignal.caught
            StandardError.line("\(signal.map { StoppedBySignal.name($0) } ?? "stopped") at frame \(result.finalFrame) (t = \(TraceLine.number(result.finalTimeMs)) ms); "
                               + (trace == nil ? "nothing written" : "trace complete up to that frame"))
            try StopRequest.throwIfCaught()
            return
        }
        try traceOutput?.finish()
        try perfettoFile?.finish()
        for warning in replay.warnings { StandardError.line("warning: \(warning)") }
        if let failure = presenter?.failure { throw failure }

        if let screenshot {
            try PNGEncoder.write(replay.loop.framebuffer, to: screenshot)
        }
        if summary { try StandardOutput.write(result.json + "\n") }
        window?.close()
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
