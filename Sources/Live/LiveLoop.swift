import Diagnostics
import Foundation
import FramePipeline
import HostInterface
import Output
import Pixels
import Raster
import Scenes
import Sessions

/// The interactive loop: the host's events in (through ``InputTranslator``), recorded
/// (``LiveRecording``), frames out, paced by ``VblankPacer`` on the display's vblank where the
/// host has the Present extension — at most one frame in flight, each started as late before its
/// vblank as the measured core time allows — else by ``FramePacer`` on timer deadlines. Asleep in
/// `waitForEvents` when nothing moves. It reads time, stops and notes only through its
/// ``LiveEnvironment`` and the window only through ``LiveHost``, so tests run it on a fake clock.
public final class LiveLoop {
    /// How a run ended.
    public enum Outcome {
        /// Quit, closed, `end`, or a stop signal.
        case finished
        /// The recording could not be written (the file is left whole up to its last line).
        case recordingFailed(SessionError)
        /// The window (the X server) failed.
        case hostFailed(any Error)
    }

    let host: any LiveHost
    let environment: LiveEnvironment
    /// The frame loop (or the two compare panes) the input drives.
    public let loop: any LiveFrames
    private let presenter: any LivePresenter
    /// Frames per second the loop paces to.
    public let hz: Double
    /// Where `hz` came from, for the summary and the overlay.
    let rateSource: String
    /// Device pixels per logical pixel: the window's events are divided by it.
    let scale: DisplayScale
    private var pacing: LivePacing
    private let lateSampling: Bool
    private var vblank: VblankPacer
    private let trace: TextOutput?
    let recorder: LiveRecorder
    var running = true
    var events: [HostEvent] = []
    var translator = InputTranslator()
    var timeline: LiveTimeline
    /// Whether the last vblank-paced frame was drawn and changed what the window shows.
    var lastFrameDrawn = true
    var statistics: LiveStatistics
    /// The field metrics of the frames drawn (`run --summary`), read as a recording would replay.
    var field: FieldMetricsObserver
    /// The run's Chrome JSON trace (`run --perfetto`), when asked for.
    var perfetto: PerfettoRecorder?
    private var profiled = 0
    /// The previous frame's time on the timeline and whether anything was animating after it
    /// (FrameClock's inputs); nil before the first frame (and at the start of a recording).
    var previousFrameMs: Double?
    private var animatingAfterPreviousFrame = false
    /// Whether the next frame follows the previous one without a rest in between.
    private var continuing = false
    /// When the current rest began (the loop found nothing to animate after a frame).
    private var restStartedMs = 0.0
    /// The vblank asked for while nothing moves, until its answer is taken.
    private var idleGridSerial: UInt32?

    /// A loop on `host` (of `width`×`height` device pixels) presenting through `presenter`:
    /// `options` for the scene (or `compare`'s two panes), at `hz` from `rateSource`, paced by
    /// `pacing` (`vblank` needs `vblank`'s timing), `lateSampling` starting each frame as late as
    /// the core time allows, recording from the start to `recordPath` when given, one trace line
    /// per frame to `trace`.
    public init(host: any LiveHost, width: Int, height: Int, presenter: any LivePresenter,
                environment: LiveEnvironment, options: SceneOptions, hz: Double, rateSource: String,
                pacing: LivePacing, vblank: VblankTiming?, lateSampling: Bool, overlay: Bool,
                recordPath: String?, trace: TextOutput?, compare: [(options: SceneOptions, label: String)]? = nil,
                perfetto: PerfettoFile? = nil) {
        self.host = host
        self.environment = environment
        self.hz = hz
        self.rateSource = rateSource
        scale = options.scale
        self.pacing = pacing
        let async = pacing == .vblank && VblankPacer.presentsAsync(vblank)
        host.presentsAsync = async
        self.vblank = VblankPacer(timing: vblank, hz: hz, asyncPresents: async)
        self.lateSampling = lateSampling
        self.trace = trace
        recorder = LiveRecorder(path: recordPath)
        var sized = options
        (sized.width, sized.height) = options.scale.logicalSize(width: width, height: height)
        if let compare, compare.count == 2 {
            loop = ComparePanes(left: compare[0].options, right: compare[1].options,
                                width: sized.width, height: sized.height, hz: hz, overlayVisible: overlay)
        } else {
            loop = FrameLoop(options: sized, hz: hz, overlayVisible: overlay)
        }
        self.presenter = presenter
        loop.presenter = presenter
        // Narrowed moves pay off where the server takes the frame as asynchronous presents.
        (loop as? FrameLoop)?.narrowsMovesOnScreen = async
        events.reserveCapacity(256)
        timeline = LiveTimeline(originMs: environment.nowMs())
        statistics = LiveStatistics(periodMs: 1000 / hz)
        field = FieldMetricsObserver(hz: hz)
        self.perfetto = perfetto?.recorder(pid: 1, name: "\(options.preset.name) · \(options.policy.rawValue)")
        updateDisplayStatus()
        if recordPath != nil { startRecording() }
    }

    /// The summary of the run so far (`run --summary`).
    public var summary: RunSummary {
        var summary = statistics.summary(hz: hz, source: rateSource)
        summary.field = field.metrics
        return summary
    }

    /// Every input that reached the screen with its presentation time (`run --latency-log`).
    public var presentedInputs: [PresentedInput] { statistics.latency.presentedInputs }

    /// One line about input-to-present latency, or nil when no input was drawn.
    public var latencyReport: String? { statistics.latency.report(pacing: pacing, hz: hz, source: rateSource) }

    /// Runs until quit, close, `end`, a stop signal or a failure.
    public func run() -> Outcome {
        var pacer = FramePacer(hz: hz, startMs: environment.nowMs())
        defer { stopRecording() }
        // The first frame is drawn before any input is read, so a recording starts with a `frame`.
        var first = true
        while running, !environment.stopRequested() {
            do {
                if !first { try drainEvents() }
                guard running else { break }
                if loop.isIdle {
                    // Nothing moves: sleep until input arrives; the next frame starts a new run.
                    if pacing == .vblank { keepGridWhileIdle() }
                    try host.waitForEvents(timeoutMs: 250)
                    if continuing { restStartedMs = environment.nowMs() }
                    continuing = false
                    continue
                }
                if pacing == .vblank, !(try vblankFrame(first: first)) {
                    environment.note("the Present extension stopped answering: pacing by timer from now on")
                    pacing = .timer
                    updateDisplayStatus()
                } else if pacing == .timer {
                    try timerFrame(&pacer, first: first)
                }
                first = false
                if let failure = presenter.presentFailure { return .hostFailed(failure) }
            } catch {
                return .hostFailed(error)
            }
            if let failure = recorder.failure { return .recordingFailed(failure) }
        }
        return recorder.failure.map { .recordingFailed($0) } ?? .finished
    }

    /// While nothing moves: takes the vblanks the server reported and asks for one when the grid
    /// grows old (``VblankPacer/refreshesWhileIdle(nowMs:)``), one at a time. Without it a rest past
    /// ``VblankPacer/regridAfterRestMs`` made the first frame after it wait for a vblank before it
    /// was even planned: up to two refreshes from the input to the frame's start.
    private func keepGridWhileIdle() {
        takeReportedVblanks()
        guard idleGridSerial == nil, vblank.refreshesWhileIdle(nowMs: environment.nowMs()) else { return }
        idleGridSerial = host.requestVblankNotify(targetMsc: 0, onVblank: true)
    }

    /// Hands the pacer every completion reported so far (with no frame in flight: vblanks, which
    /// refine the grid).
    private func takeReportedVblanks() {
        while let completion = nextCompletion() { _ = vblank.complete(completion) }
    }

    /// The next completion the server reported, noting the answer to the idle vblank request.
    private func nextCompletion() -> PresentCompletion? {
        let completion = host.takePresentCompletion()
        if let completion, completion.serial == idleGridSerial { idleGridSerial = nil }
        return completion
    }

    /// One frame on the vblank (see ``VblankPacer``). Returns false if the server did not answer
    /// (Present broken): the caller falls back to timer pacing.
    private func vblankFrame(first: Bool) throws -> Bool {
        // Vblanks reported during a rest (``keepGridWhileIdle()``) refine the grid first.
        takeReportedVblanks()
        if vblank.needsGrid(nowMs: environment.nowMs(), continuing: continuing) {
            guard let serial = host.requestVblankNotify(targetMsc: 0, onVblank: true),
                  let notice = try host.waitForPresentCompletion(serial: serial, timeoutMs: 1000) else { return false }
            vblank.observeVblank(msc: notice.msc, atMs: notice.ustMs)
        }
        guard let (target, frameMs) = try planFrame(first: first) else { return false }
        guard running else { return true }
        host.presentTargetMsc = target.msc
        let drawn = try drawFrame(presentMs: frameMs)
        // A frame that sent the window nothing (a motion's sub-pixel tail) holds no vblank either.
        lastFrameDrawn = drawn && (loop as? FrameLoop)?.lastFrameChangedScreen != false
        guard drawn else { return true }
        vblank.sent(atMs: environment.nowMs(), serial: host.lastPresentSerial, changedWindow: lastFrameDrawn)
        // The vblank probe: a frame shown at once is not on the vblank grid, a notification is.
        _ = host.requestVblankNotify(targetMsc: target.msc, onVblank: true)
        // At most one frame in flight: read input (for the next frame) until this one is on screen.
        while true {
            while let completion = nextCompletion() {
                if vblank.complete(completion) {
                    presented(atMs: completion.ustMs, msc: completion.msc)
                    return true
                }
            }
            let now = environment.nowMs()
            if now >= vblank.completionDeadlineMs {
                // The frame was handed over (and recorded): count it, at the time we gave up.
                presented(atMs: now, msc: nil)
                return false
            }
            if environment.stopRequested() { return true }
            try host.waitForEvents(timeoutMs: vblank.completionDeadlineMs - now)
            try drainEvents()
        }
    }

    /// Whether the window has rested (nothing to animate) for half a refresh or more: then a frame
    /// for input may go to the vblank the previous frame was shown at. (Where presents are shown as
    /// they arrive, ``retakesForInput`` lets input do so without a rest.)
    private var rested: Bool { !continuing && environment.nowMs() - restStartedMs >= 500 / hz }

    /// Whether input waiting for a frame may take the vblank the last frame was shown at, rest or
    /// not: where frames are shown as they arrive (a counter that runs ahead, Xvfb), a frame for it
    /// now reaches the screen at once, where one for the next vblank would wait up to a refresh for
    /// the counter's turn. A display whose presents wait for the vblank keeps one frame a refresh.
    private var retakesForInput: Bool { lateSampling && vblank.showsAtOnceWithinMs != nil }

    /// The next frame's vblank and time, once it is due (nil without a vblank grid). Early
    /// sampling (the A/B) aims at the same vblank but starts at once.
    private func planFrame(first: Bool) throws -> (VblankSchedule.Target, Double)? {
        var reopened = false
        while true {
            // A frame that drew nothing sent nothing: input read since may take its vblank; after
            // a rest (``rested``), so may input for the vblank the last frame was shown at.
            if !reopened, statistics.latency.pendingCount > 0, !lastFrameDrawn || rested || retakesForInput {
                vblank.reopenTarget(afterRest: rested || retakesForInput)
                reopened = true
            }
            guard let target = vblank.plan(nowMs: environment.nowMs()) else { return nil }
            if first || !lateSampling { return (target, target.presentMs) }
            if let frameMs = try waitForStart(target, replannable: !reopened) { return (target, frameMs) }
        }
    }

    /// Reads input until the frame for `target` is due, and returns the frame's time; nil when
    /// input came after a frame that drew nothing, or after a rest (``rested``), and the frame
    /// should be planned again (`replannable`: once). It is due at its late start (its time is then its vblank's), or sooner
    /// where it would be shown as soon as it arrives (a counter that runs ahead has turned to its
    /// vblank) and input is waiting for it: after a rest, or input read since the last frame.
    /// Holding such a frame back for the late start would only keep the input off the screen
    /// longer (`Benchmarks/latency` measures it from outside). Its time is then its start plus a
    /// typical core time and the late start's margin, as a late-started frame's time is its start
    /// plus its lead: a notch's ease has moved a few pixels by then, where at the moment of
    /// arrival (half a millisecond after the notch) it had moved less than one, and the first
    /// visible change would wait a refresh.
    private func waitForStart(_ target: VblankSchedule.Target, replannable: Bool) throws -> Double? {
        let shownFromMs = vblank.showsOnArrival(from: target)
        while running, !environment.stopRequested() {
            let nowMs = environment.nowMs()
            let inputWaits = statistics.latency.pendingCount > 0
            if replannable, inputWaits, !lastFrameDrawn || rested || retakesForInput { return nil }
            if let shownFromMs, nowMs >= shownFromMs, !continuing || inputWaits {
                // A frame that retakes the last frame's vblank under a stream may start before that
                // frame's time (its vblank's, which it was shown ahead of): time runs on from there.
                let startMs = max(nowMs, previousFrameMs.map { $0 + timeline.originMs } ?? nowMs)
                return startMs + vblank.typicalCoreMs() + VblankPacer.lateStartMarginMs
            }
            let remaining = target.startMs - nowMs
            if remaining <= 0 { break }
            // Wake at the counter's turn too: input read before it can start the frame then.
            let wake = shownFromMs.map { $0 > nowMs ? min(remaining, $0 - nowMs) : remaining } ?? remaining
            try host.waitForEvents(timeoutMs: wake)
            try drainEvents()
        }
        return target.presentMs
    }

    /// One frame on the timer: wait (reading input) for the deadline, draw and present.
    private func timerFrame(_ pacer: inout FramePacer, first: Bool) throws {
        if !continuing { pacer.reset(now: environment.nowMs() - pacer.periodMs) }
        let deadline = pacer.nextDeadlineMs(now: environment.nowMs())
        if !first { try wait(untilMs: deadline) }
        guard running else { return }
        guard try drawFrame(presentMs: max(deadline, environment.nowMs())) else { return }
        presented(atMs: environment.nowMs(), msc: nil)
    }

    /// Reads input until `deadlineMs` (or a stop).
    private func wait(untilMs deadlineMs: Double) throws {
        while running, !environment.stopRequested() {
            let remaining = deadlineMs - environment.nowMs()
            if remaining <= 0 { break }
            try host.waitForEvents(timeoutMs: remaining)
            try drainEvents()
        }
    }

    /// Advances the engine to a frame presented at `presentMs` (monotonic), draws and presents it,
    /// and records its `frame` line. Returns whether a frame went to the host.
    private func drawFrame(presentMs: Double) throws -> Bool {
        let frameMs = timeline.frame(atMs: presentMs)
        let dt = FrameClock.step(previousMs: previousFrameMs, frameMs: frameMs,
                                 wasAnimating: animatingAfterPreviousFrame, hz: hz)
        // The frame line follows the input it shows and precedes the input read after this point.
        recorder.record(.frame, timeMs: frameMs)
        let drawn = loop.frame(dt: dt, atMs: frameMs)
        field.frame(atMs: frameMs, state: loop.state)
        if perfetto != nil {
            let profiler = (loop as? FrameLoop)?.profiler
            let timing = profiler.flatMap { $0.count != profiled ? $0.frame(back: 0) : nil }
            profiled = profiler?.count ?? 0
            perfetto?.frame(timeMs: frameMs, events: [], state: loop.state, timing: timing, jank: field.lastFrameJank)
        }
        previousFrameMs = frameMs
        animatingAfterPreviousFrame = loop.isAnimating
        if drawn { vblank.recordCore(ns: loop.lastCoreNs) }
        statistics.frameDrawn(coreNs: drawn ? loop.lastCoreNs : nil)
        trace?.writeLine(TraceLine.json(frame: loop.frameCount - 1, timeMs: frameMs, state: loop.state))
        return drawn
    }

    /// The frame in flight reached the screen at `atMs`.
    private func presented(atMs: Double, msc: UInt64?) {
        statistics.presented(atMs: atMs, msc: msc, continuing: continuing)
        continuing = true
        updateDisplayStatus()
    }

    private func updateDisplayStatus() {
        loop.display = statistics.status(hz: hz, source: rateSource, pacing: pacing)
    }
}
