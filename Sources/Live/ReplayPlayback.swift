import Diagnostics
import FramePipeline
import HostInterface
import Output
import Raster
import Replay
import X11Host

/// `handoff replay FILE` once its options are checked: the session played headless as fast as
/// it goes, or in the window at `speed`, with its trace, Perfetto trace, screenshot and summary;
/// a stop signal ends it at a frame with every trace line whole.
public struct ReplayPlayback {
    /// The session file.
    public var file: String
    /// The settings that replace the header's.
    public var overrides: ReplayOverrides
    /// Whether the profiling overlay is drawn (never part of the hash).
    public var overlay: Bool
    /// Damage or full redraw (the same pixels either way).
    public var redraw: RedrawMode
    /// Whether the replay is shown in a window (else headless).
    public var inWindow: Bool
    /// Whether the window presents through MIT-SHM (else XPutImage).
    public var useShm: Bool
    /// Playback speed in the window (1 = real time).
    public var speed: Double
    /// The outputs (nil: none; `-` is standard output for the trace).
    public var trace: String?, perfetto: String?, screenshot: String?
    /// Whether the JSON summary is printed.
    public var summary: Bool

    /// A playback with every setting it takes.
    public init(file: String, overrides: ReplayOverrides, overlay: Bool, redraw: RedrawMode, inWindow: Bool, useShm: Bool,
                speed: Double, trace: String?, perfetto: String?, screenshot: String?, summary: Bool) {
        self.file = file
        self.overrides = overrides
        self.overlay = overlay
        self.redraw = redraw
        self.inWindow = inWindow
        self.useShm = useShm
        self.speed = speed
        self.trace = trace
        self.perfetto = perfetto
        self.screenshot = screenshot
        self.summary = summary
    }

    /// Plays the session; throws what failed (bad data, an output, the X server, a stop signal).
    public func run() throws {
            let replay = try Replay(path: file, overlay: overlay, overrides: overrides)
            replay.loop.redraw = redraw
            let traceOutput = try trace.map { try TextOutput(path: $0) }
            let perfettoFile = try perfetto.map { try PerfettoFile(path: $0) }
            var perfettoRun = perfettoFile?.recorder(pid: 1, name: "\(replay.settings.physics) · \(replay.settings.handoff)")
            var profiled = 0

            var window: X11Window?
            var presenter: WindowPresenter?
            if inWindow {
                let opened = try X11Window(title: "Handoff replay: \(file)", width: replay.loop.framebuffer.width,
                                           height: replay.loop.framebuffer.height, useShm: useShm)
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
}
