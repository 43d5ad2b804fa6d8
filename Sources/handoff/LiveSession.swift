import Base
import Foundation
import Live
import Playground
import Raster
import Scenes
import Sessions
import X11Host

/// The interactive loop, wired: X events in (through ``InputTranslator``), recorded
/// (``LiveRecording``), frames out, paced by ``VblankPacer`` on the display's vblank where the
/// window has the Present extension — at most one frame in flight, each started as late before its
/// vblank as the measured core time allows — else by ``FramePacer`` on timer deadlines. Asleep in
/// `poll()` when nothing moves. The decisions live in the Live library; this type only carries
/// them out on the window.
final class LiveSession {
    enum Outcome {
        case finished
        case recordingFailed(SessionError)
        case serverFailed(HostError)
    }

    let window: X11Window
    let loop: any LiveFrames
    private let presenter: WindowPresenter
    let rate: DisplayRate
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
    var statistics: LiveStatistics
    /// The previous frame's time on the timeline and whether anything was animating after it
    /// (FrameClock's inputs); nil before the first frame (and at the start of a recording).
    var previousFrameMs: Double?
    private var animatingAfterPreviousFrame = false
    /// Whether the next frame follows the previous one without a rest in between.
    private var continuing = false

    init(window: X11Window, options: SceneOptions, rate: DisplayRate, pacing: LivePacing, vblank: VblankTiming?,
         lateSampling: Bool, overlay: Bool, recordPath: String?, trace: TextOutput?,
         compare: [(options: SceneOptions, label: String)]? = nil) {
        self.window = window
        self.rate = rate
        scale = options.scale
        self.pacing = pacing
        let async = pacing == .vblank && VblankPacer.presentsAsync(vblank)
        window.presentsAsync = async
        self.vblank = VblankPacer(timing: vblank, hz: rate.hz, asyncPresents: async)
        self.lateSampling = lateSampling
        self.trace = trace
        recorder = LiveRecorder(path: recordPath)
        var sized = options
        (sized.width, sized.height) = options.scale.logicalSize(width: window.width, height: window.height)
        if let compare, compare.count == 2 {
            loop = ComparePanes(left: compare[0].options, right: compare[1].options,
                                width: sized.width, height: sized.height, hz: rate.hz, overlayVisible: overlay)
        } else {
            loop = FrameLoop(options: sized, hz: rate.hz, overlayVisible: overlay)
        }
        presenter = WindowPresenter(window: window)
        loop.presenter = presenter
        events.reserveCapacity(256)
        timeline = LiveTimeline(originMs: MonotonicClock.monotonicMs())
        statistics = LiveStatistics(periodMs: 1000 / rate.hz)
        updateDisplayStatus()
        // Said once per run: touchpads then scroll by 100 px wheel clicks, and touch does not work.
        if let reason = window.xinputFallbackReason { StandardError.line("note: \(reason)") }
        if recordPath != nil { startRecording() }
    }

    /// The summary of the run so far (`run --summary`).
    var summary: RunSummary { statistics.summary(hz: rate.hz, source: rate.source.rawValue) }

    /// One line about input-to-present latency, or nil when no input was drawn.
    var latencyReport: String? { statistics.latency.report(pacing: pacing, hz: rate.hz, source: rate.source.rawValue) }

    func run() -> Outcome {
        var pacer = FramePacer(hz: rate.hz)
        defer { stopRecording() }
        // The first frame is drawn before any input is read, so a recording starts with a `frame`.
        var first = true
        while running, StopSignal.caught == nil {
            do {
                if !first { try drainEvents() }
                guard running else { break }
                if loop.isIdle {
                    // Nothing moves: sleep until input arrives; the next frame starts a new run.
                    try window.waitForEvents(timeoutMs: 250)
                    continuing = false
                    continue
                }
                if pacing == .vblank, !(try vblankFrame(first: first)) {
                    StandardError.line("the Present extension stopped answering: pacing by timer from now on")
                    pacing = .timer
                    updateDisplayStatus()
                } else if pacing == .timer {
                    try timerFrame(&pacer, first: first)
                }
                first = false
                if let failure = presenter.failure { return .serverFailed(failure) }
            } catch {
                return .serverFailed(error)
            }
            if let failure = recorder.failure { return .recordingFailed(failure) }
        }
        return recorder.failure.map { .recordingFailed($0) } ?? .finished
    }

    /// One frame on the vblank (see ``VblankPacer``). Returns false if the server did not answer
    /// (Present broken): the caller falls back to timer pacing.
    private func vblankFrame(first: Bool) throws(HostError) -> Bool {
        if vblank.needsGrid(nowMs: MonotonicClock.monotonicMs(), continuing: continuing) {
            guard let serial = window.requestVblankNotify(targetMsc: 0, onVblank: true),
                  let notice = try window.waitForPresentCompletion(serial: serial, timeoutMs: 1000) else { return false }
            vblank.observeVblank(msc: notice.msc, atMs: notice.ustMs)
        }
        guard let target = vblank.plan(nowMs: MonotonicClock.monotonicMs()) else { return false }
        // Early sampling (the A/B) aims at the same vblank but starts at once.
        if !first, lateSampling { try wait(untilMs: target.startMs) }
        guard running else { return true }
        window.presentTargetMsc = target.msc
        guard try drawFrame(presentMs: target.presentMs) else { return true }
        vblank.sent(atMs: MonotonicClock.monotonicMs(), serial: window.lastPresentSerial)
        // The vblank probe: a frame shown at once is not on the vblank grid, a notification is.
        _ = window.requestVblankNotify(targetMsc: target.msc, onVblank: true)
        // At most one frame in flight: read input (for the next frame) until this one is on screen.
        while true {
            while let completion = window.takePresentCompletion() {
                if vblank.complete(completion) {
                    presented(atMs: completion.ustMs, msc: completion.msc)
                    return true
                }
            }
            let now = MonotonicClock.monotonicMs()
            if now >= vblank.completionDeadlineMs {
                // The frame was handed over (and recorded): count it, at the time we gave up.
                presented(atMs: now, msc: nil)
                return false
            }
            if StopSignal.caught != nil { return true }
            try window.waitForEvents(timeoutMs: vblank.completionDeadlineMs - now)
            try drainEvents()
        }
    }

    /// One frame on the timer: wait (reading input) for the deadline, draw and present.
    private func timerFrame(_ pacer: inout FramePacer, first: Bool) throws(HostError) {
        if !continuing { pacer.reset(now: MonotonicClock.monotonicMs() - pacer.periodMs) }
        let deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
        if !first { try wait(untilMs: deadline) }
        guard running else { return }
        guard try drawFrame(presentMs: max(deadline, MonotonicClock.monotonicMs())) else { return }
        presented(atMs: MonotonicClock.monotonicMs(), msc: nil)
    }

    /// Reads input until `deadlineMs` (or a stop).
    private func wait(untilMs deadlineMs: Double) throws(HostError) {
        while running, StopSignal.caught == nil {
            let remaining = deadlineMs - MonotonicClock.monotonicMs()
            if remaining <= 0 { break }
            try window.waitForEvents(timeoutMs: remaining)
            try drainEvents()
        }
    }

    /// Advances the engine to a frame presented at `presentMs` (monotonic), draws and presents it,
    /// and records its `frame` line. Returns whether a frame went to the window.
    private func drawFrame(presentMs: Double) throws(HostError) -> Bool {
        let frameMs = timeline.frame(atMs: presentMs)
        let dt = FrameClock.step(previousMs: previousFrameMs, frameMs: frameMs,
                                 wasAnimating: animatingAfterPreviousFrame, hz: rate.hz)
        // The frame line follows the input it shows and precedes the input read after this point.
        recorder.record(.frame, timeMs: frameMs)
        let drawn = loop.frame(dt: dt, atMs: frameMs)
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
        loop.display = statistics.status(hz: rate.hz, source: rate.source.rawValue, pacing: pacing)
    }
}
