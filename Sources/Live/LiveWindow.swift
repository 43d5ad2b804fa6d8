import Diagnostics
import FramePipeline
import HostInterface
import Output
import Scenes
import X11Host

/// `handoff run`'s window from opening to closing, once the options are checked: the scene shown
/// while the display is measured, the pacing chosen (vblank through Present, else a timer), the
/// `LiveLoop` driven to its end, then the outputs finished and the summary printed.
public struct LiveWindow {
    /// The scene, its size (already fitted to the screen) and its settings.
    public var options: SceneOptions
    /// `--compare`'s two panes, or nil for one scene.
    public var panes: [(options: SceneOptions, label: String)]?
    /// `--hz N`; nil measures the display (`--hz auto`).
    public var forcedHz: Double?
    /// Whether frames are paced by timer even where vblank pacing works.
    public var timerPacing: Bool
    /// Whether each frame starts right after the previous one is on screen (not as late as it can).
    public var earlySampling: Bool
    /// Whether the profiling overlay starts shown.
    public var overlay: Bool
    /// Whether frames go through MIT-SHM (else XPutImage).
    public var useShm: Bool
    /// The outputs: the recording, the trace, the Perfetto trace, the latency log (nil: none).
    public var record: String?, trace: String?, perfetto: String?, latencyLog: String?
    /// Whether the JSON summary is printed on exit.
    public var summary: Bool

    /// The window's run, with every setting it takes.
    public init(options: SceneOptions, panes: [(options: SceneOptions, label: String)]?, forcedHz: Double?, timerPacing: Bool,
                earlySampling: Bool, overlay: Bool, useShm: Bool, record: String?, trace: String?, perfetto: String?,
                summary: Bool, latencyLog: String?) {
        self.options = options
        self.panes = panes
        self.forcedHz = forcedHz
        self.timerPacing = timerPacing
        self.earlySampling = earlySampling
        self.overlay = overlay
        self.useShm = useShm
        self.record = record
        self.trace = trace
        self.perfetto = perfetto
        self.summary = summary
        self.latencyLog = latencyLog
    }

    /// Opens the window and runs it until it is closed or stopped; throws what failed (an X
    /// error, a recording or output that could not be written, a stop signal).
    public func run() throws {
            let traceOutput = try trace.map { try TextOutput(path: $0) }
            let perfettoFile = try perfetto.map { try PerfettoFile(path: $0) }
            let device = options.deviceSize
            let window = try X11Window(title: "Handoff", width: device.width, height: device.height, useShm: useShm)
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
            if !timerPacing, forcedHz == nil {
                if let reason = window.startVblankPresent() {
                    StandardError.line("pacing frames by timer: \(reason)")
                } else if let timing = try? window.measureVblank() {
                    vblank = timing
                    pacing = .vblank
                } else {
                    StandardError.line("pacing frames by timer: the Present extension did not report vblanks")
                }
            }
            let rate = DisplayRate.detect(window: window, forced: forcedHz, vblank: vblank)
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
