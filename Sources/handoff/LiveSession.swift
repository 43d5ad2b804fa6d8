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

    private let window: X11Window
    private let loop: any LiveFrames
    private let presenter: WindowPresenter
    private let rate: DisplayRate
    /// Device pixels per logical pixel: the window's events are divided by it.
    private let scale: DisplayScale
    private var pacing: LivePacing
    private let lateSampling: Bool
    private var vblank: VblankPacer
    private let trace: TextOutput?
    private var recording: LiveRecording?
    private var recordPath: String?
    /// A recording that could not start, or the first write that failed.
    private var recordingFailure: SessionError?
    private var failure: SessionError? { recordingFailure ?? recording?.failure }
    private var running = true
    private var events: [HostEvent] = []
    private var translator = InputTranslator()
    private var timeline: LiveTimeline
    private var latency = InputLatency()
    private(set) var statistics: PresentationStatistics
    private var coreTimes = DurationHistogram()
    /// The previous frame's time on the timeline and whether anything was animating after it
    /// (FrameClock's inputs); nil before the first frame (and at the start of a recording).
    private var previousFrameMs: Double?
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
        self.recordPath = recordPath
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
        statistics = PresentationStatistics(periodMs: 1000 / rate.hz)
        updateDisplayStatus()
        // Said once per run: touchpads then scroll by 100 px wheel clicks, and touch does not work.
        if let reason = window.xinputFallbackReason { StandardError.line("note: \(reason)") }
        if recordPath != nil { startRecording() }
    }

    /// The summary of the run so far (`run --summary`).
    var summary: RunSummary {
        func ms(_ ns: UInt64) -> Double { Double(ns) / 1e6 }
        return RunSummary(
            hz: rate.hz, hzSource: rate.source.rawValue, frames: statistics.frames, missed: statistics.missed,
            hitchMsPerS: statistics.hitchMsPerSecond,
            intervalMs: .init(p50: ms(statistics.intervals.percentile(0.5)), p99: ms(statistics.intervals.percentile(0.99))),
            inputToPresentMs: .init(p50: latency.percentileMs(0.5), p99: latency.percentileMs(0.99)),
            coreMs: .init(p50: ms(coreTimes.percentile(0.5)), p99: ms(coreTimes.percentile(0.99)), max: ms(coreTimes.max)))
    }

    /// One line about input-to-present latency, or nil when no input was drawn.
    var latencyReport: String? { latency.report(pacing: pacing, hz: rate.hz, source: rate.source.rawValue) }

    func run() -> Outcome {
        var pacer = FramePacer(hz: rate.hz)
        defer { stopRecording() }
        // The first frame is drawn before any input is read, so a recording starts with a `frame`.
        var first = true
        while running, StopSignal.received == 0 {
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
            if let failure { return .recordingFailed(failure) }
        }
        return failure.map { .recordingFailed($0) } ?? .finished
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
            if StopSignal.received != 0 { return true }
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
        while running, StopSignal.received == 0 {
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
        recording?.record(.frame, timeMs: frameMs)
        let drawn = loop.frame(dt: dt, atMs: frameMs)
        previousFrameMs = frameMs
        animatingAfterPreviousFrame = loop.isAnimating
        if drawn {
            coreTimes.record(loop.lastCoreNs)
            vblank.recordCore(ns: loop.lastCoreNs)
        }
        trace?.writeLine(TraceLine.json(frame: loop.frameCount - 1, timeMs: frameMs, state: loop.state))
        latency.frameDrawn()
        return drawn
    }

    /// The frame in flight reached the screen at `atMs`.
    private func presented(atMs: Double, msc: UInt64?) {
        statistics.record(presentedMs: atMs, msc: msc, continuing: continuing)
        continuing = true
        latency.presented(atMs: atMs)
        updateDisplayStatus()
    }

    private func updateDisplayStatus() {
        loop.display = DisplayStatus(hz: rate.hz, source: rate.source.rawValue, pacing: pacing.rawValue,
                                     hitchMsPerSecond: statistics.recentHitchMsPerSecond, missed: statistics.missed)
    }

    private func drainEvents() throws(HostError) {
        events.removeAll(keepingCapacity: true)
        try window.pollEvents(into: &events)
        for event in events where running {
            switch translator.translate(event, nowMs: MonotonicClock.monotonicMs()) {
            case .input(let windowEvent, let monotonicMs):
                // The window reports device pixels; everything past this line is logical.
                let session = loop.localize(windowEvent.logical(scale: scale))
                let timeMs = timeline.event(atMs: monotonicMs)
                latency.inputRead(atMs: monotonicMs)
                recording?.record(session, timeMs: timeMs)
                switch loop.handle(session, timeMs: timeMs) {
                case .quit, .end: running = false
                case .toggleRecording: recording == nil ? startRecording() : stopRecording()
                case .none: break
                }
            case .close: running = false
            case .expose: loop.invalidate()
            case .ignored: break
            }
        }
    }

    private func startRecording() {
        let path = recordPath ?? LiveRecording.defaultName(at: Int(Date().timeIntervalSince1970))
        recordPath = nil   // a second `r` makes a new file rather than overwrite
        // On the session's time line; a recording made from the start shares its origin, so the
        // file holds exactly the times the engine used.
        let startMs = previousFrameMs == nil ? 0 : timeline.end(atMs: MonotonicClock.monotonicMs())
        do {
            recording = try LiveRecording(path: path, options: loop.options, hz: rate.hz, startMs: startMs)
            previousFrameMs = nil
            loop.recording = true
            // The full path: a name alone leaves the person guessing which directory it went to.
            StandardError.line("recording to \(URL(fileURLWithPath: path).standardizedFileURL.path)")
        } catch {
            recordingFailure = error
        }
    }

    private func stopRecording() {
        guard let active = recording else { return }
        if let failure = active.finish(endMs: timeline.end(atMs: MonotonicClock.monotonicMs())), recordingFailure == nil {
            recordingFailure = failure
        }
        StandardError.line("recorded \(active.path)")
        recording = nil
        loop.recording = false
    }
}
