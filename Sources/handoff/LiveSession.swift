import Foundation
import Playground
import Raster
import Scenes
import ScrollEngine
import Sessions
import X11Host

#if canImport(Glibc)
import Glibc
#endif

/// The interactive loop: X events in (timestamped by the server), recorded, frames out.
///
/// Pacing: on the display's vblank with the Present extension where the window has it — each frame
/// aimed at a vblank counter, started as late before it as the measured core time allows (late input
/// sampling), at most one frame in flight, the next planned only after the server reported the last
/// one on screen — else on absolute timer deadlines. Asleep in `poll()` when nothing moves.
final class LiveSession {
    enum Outcome {
        case finished
        case recordingFailed(SessionError)
        case serverFailed(HostError)
    }

    /// How frames are paced (`run --summary` and the overlay name it).
    enum Pacing: String {
        case vblank
        case timer
    }

    /// Margin added to the core time's p99 when starting a frame late: the server must have the
    /// request before the vblank (copying a 1920×1080 SHM pixmap took 0.45 ms under Xvfb) and the
    /// wake-up from poll() is not exact.
    static let lateStartMarginMs = 1.5

    private let window: X11Window
    private let loop: any LiveFrames
    private let presenter: WindowPresenter
    private let rate: DisplayRate
    /// Device pixels per logical pixel: the window's events are divided by it.
    private let scale: DisplayScale
    private var pacing: Pacing
    private let lateSampling: Bool
    /// The display's measured vblank grid (vblank pacing only).
    private let vblankTiming: VblankTiming?
    /// How long before a vblank the server stops taking frames for it (``VblankTiming/latchMs``);
    /// raised if frames that should have made a vblank keep missing it. Negative where frames go
    /// asynchronously to a counter that runs ahead (``X11Window/presentsAsync``): a frame still
    /// counts for vblank m until the counter turns to m + 1, that long after m's event.
    private var latchMs: Double
    /// With asynchronous presents to a counter that runs ahead: how long before its vblank event a
    /// frame arriving is shown at once (the counter's turn); one arriving earlier is held until the
    /// event. Nil for synced presents, which always wait for the vblank.
    private let showsAtOnceWithinMs: Double?
    private let trace: TextOutput?
    private var recorder: SessionRecorder?
    private var recordPath: String?
    private var recordingFailure: SessionError?
    private var buttonHeld = false
    private var running = true
    private var events: [HostEvent] = []
    private var timeline: LiveTimeline
    /// Server timestamps (monotonic ms) of the input handled since the last frame was drawn.
    private var pendingInputMs: [Double] = []
    /// Those of the frame in flight, waiting for its completion.
    private var inFlightInputMs: [Double] = []
    private var latency = DurationHistogram()
    private(set) var statistics: PresentationStatistics
    /// The previous frame's time on the timeline and whether anything was animating after it
    /// (FrameClock's inputs); nil before the first frame (and at the start of a recording).
    private var previousFrameMs: Double?
    private var animatingAfterPreviousFrame = false
    /// Whether the next frame follows the previous one without a rest in between.
    private var continuing = false

    /// A rest longer than this re-takes the vblank grid from the server before the next frame: the
    /// refined period bridges shorter ones to well under a millisecond.
    static let regridAfterRestMs = 1000.0

    init(window: X11Window, options: SceneOptions, rate: DisplayRate, pacing: Pacing, vblank: VblankTiming?, lateSampling: Bool,
         overlay: Bool, recordPath: String?, trace: TextOutput?,
         compare: [(options: SceneOptions, label: String)]? = nil) {
        self.window = window
        self.rate = rate
        scale = options.scale
        self.pacing = pacing
        self.vblankTiming = vblank
        if let vblank, vblank.counterRunsAhead, pacing == .vblank {
            window.presentsAsync = true
            latchMs = vblank.counterTurnMs - vblank.periodMs
            showsAtOnceWithinMs = vblank.counterTurnMs
        } else {
            latchMs = vblank?.latchMs ?? 0
            showsAtOnceWithinMs = nil
        }
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
        pendingInputMs.reserveCapacity(256)
        inFlightInputMs.reserveCapacity(256)
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
            inputToPresentMs: .init(p50: ms(latency.percentile(0.5)), p99: ms(latency.percentile(0.99))),
            coreMs: .init(p50: ms(coreTimes.percentile(0.5)), p99: ms(coreTimes.percentile(0.99)), max: ms(coreTimes.max)))
    }

    private var coreTimes = DurationHistogram()
    private var recentCore = RecentCoreTimes()

    /// One line about input-to-present latency, or nil when no input was drawn.
    var latencyReport: String? {
        guard latency.count > 0 else { return nil }
        func ms(_ ns: UInt64) -> String { String(Double(ns / 10_000) / 100) }
        return "input-to-present latency p50 \(ms(latency.percentile(0.5))) ms, p99 \(ms(latency.percentile(0.99))) ms over \(latency.count) inputs (\(pacing.rawValue) pacing at \(rate.hz) Hz, \(rate.source.rawValue))"
    }

    func run() -> Outcome {
        var schedule = VblankSchedule(periodMs: vblankTiming?.periodMs ?? 1000 / rate.hz)
        if let vblankTiming { schedule.observe(msc: vblankTiming.gridMsc, atMs: vblankTiming.gridMs) }
        var pacer = FramePacer(hz: rate.hz)
        defer { stopRecording() }
        // The first frame is drawn before any input is read, so a recording starts with a `frame`.
        var first = true
        while running {
            if StopSignal.caught != nil { break }
            do {
                if !first { try drainEvents() }
                guard running else { break }
                if loop.isIdle {
                    // Nothing moves: sleep until input arrives; the next frame starts a new run.
                    try window.waitForEvents(timeoutMs: 250)
                    continuing = false
                    continue
                }
                switch pacing {
                case .vblank:
                    if !(try vblankFrame(&schedule, first: first)) {
                        StandardError.line("the Present extension stopped answering: pacing by timer from now on")
                        pacing = .timer
                        updateDisplayStatus()
                    }
                case .timer:
                    try timerFrame(&pacer, first: first)
                }
                first = false
                if let failure = presenter.failure { return .serverFailed(failure) }
            } catch {
                return .serverFailed(error)
            }
            if let failure = recordingFailure { return .recordingFailed(failure) }
        }
        if let failure = recordingFailure { return .recordingFailed(failure) }
        return .finished
    }

    /// One frame on the vblank: plan the target vblank, wait (reading input) until the late start,
    /// draw, present at that vblank, and wait (reading input for the next frame) for its completion.
    /// Returns false if the server did not report the frame on screen (Present broken): the caller
    /// falls back to timer pacing.
    private func vblankFrame(_ schedule: inout VblankSchedule, first: Bool) throws(HostError) -> Bool {
        // After a long rest, take the grid from the next vblank (costs up to one refresh): across
        // seconds even a refined period may drift by a vblank. Shorter rests are bridged, and each
        // frame's own vblank probe keeps the grid on the server's vblanks.
        if schedule.anchorMsc == nil
            || (!continuing && MonotonicClock.monotonicMs() - schedule.anchorMs > Self.regridAfterRestMs) {
            guard let serial = window.requestVblankNotify(targetMsc: 0, onVblank: true),
                  let vblank = try window.waitForPresentCompletion(serial: serial, timeoutMs: 1000) else { return false }
            schedule.observe(msc: vblank.msc, atMs: vblank.ustMs)
        }
        // The frame starts its core time's p99 plus a margin before the server's latch for the
        // vblank; it aims at the first vblank a typical frame (p50) can still make, so a frame
        // with no slack starts at once rather than give up a vblank (`FrameLead`). Early sampling
        // (the A/B) aims at the same vblank but always starts at once.
        let lead = FrameLead(coreP50Ms: recentCore.p50Ms() ?? 0, coreP99Ms: recentCore.p99Ms() ?? 0,
                             marginMs: Self.lateStartMarginMs, latchMs: latchMs, counterTurnMs: showsAtOnceWithinMs)
        guard let target = schedule.next(nowMs: MonotonicClock.monotonicMs(), leadMs: lead.leadMs,
                                         minimumLeadMs: lead.minimumLeadMs) else { return false }
        if !first, lateSampling { try wait(untilMs: target.startMs) }
        guard running else { return true }
        window.presentTargetMsc = target.msc
        guard try drawFrame(presentMs: target.presentMs) else { return true }
        let sentAt = MonotonicClock.monotonicMs()
        let serial = window.lastPresentSerial
        // The vblank probe: a frame's own completion is not on the vblank grid where it was shown at
        // once (an asynchronous present, at the time it arrived), a vblank notification is.
        _ = window.requestVblankNotify(targetMsc: target.msc, onVblank: true)
        // At most one frame in flight: read input (for the next frame) until this one is on screen.
        // A loaded machine can hold a completion back for hundreds of ms; only a second of silence
        // means Present is broken.
        let deadline = target.presentMs + 4 * schedule.periodMs + 1000
        while true {
            while let completion = window.takePresentCompletion() {
                if !completion.isFrame { schedule.observe(msc: completion.msc, atMs: completion.ustMs) }
                guard completion.serial == serial else { continue }
                // Sent in time by our reckoning and still late: the server latches earlier than
                // measured. Take half a millisecond more from now on (at most a period).
                if completion.msc > target.msc, target.presentMs - sentAt > latchMs {
                    latchMs = min(latchMs + 0.5, schedule.periodMs)
                }
                presented(atMs: completion.ustMs, msc: completion.msc)
                return true
            }
            let now = MonotonicClock.monotonicMs()
            if now >= deadline {
                // The frame was handed over (and recorded): count it, at the time we gave up.
                presented(atMs: now, msc: nil)
                return false
            }
            if StopSignal.caught != nil { return true }
            try window.waitForEvents(timeoutMs: deadline - now)
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
        record(.frame, timeMs: frameMs)
        let drawn = loop.frame(dt: dt, atMs: frameMs)
        previousFrameMs = frameMs
        animatingAfterPreviousFrame = loop.isAnimating
        if drawn {
            let core = loop.lastCoreNs
            coreTimes.record(core)
            recentCore.record(core)
        }
        trace?.writeLine(TraceLine.json(frame: loop.frameCount - 1, timeMs: frameMs, state: loop.state))
        swap(&pendingInputMs, &inFlightInputMs)
        pendingInputMs.removeAll(keepingCapacity: true)
        return drawn
    }

    /// The frame in flight reached the screen at `atMs`.
    private func presented(atMs: Double, msc: UInt64?) {
        statistics.record(presentedMs: atMs, msc: msc, continuing: continuing)
        continuing = true
        for inputMs in inFlightInputMs { latency.record(UInt64(max(0, atMs - inputMs) * 1e6)) }
        inFlightInputMs.removeAll(keepingCapacity: true)
        updateDisplayStatus()
    }

    private func updateDisplayStatus() {
        loop.display = DisplayStatus(hz: rate.hz, source: rate.source.rawValue, pacing: pacing.rawValue,
                                     hitchMsPerSecond: statistics.recentHitchMsPerSecond, missed: statistics.missed)
    }

    private func drainEvents() throws(HostError) {
        events.removeAll(keepingCapacity: true)
        try window.pollEvents(into: &events)
        for event in events {
            guard let (windowEvent, monotonicMs) = translate(event) else { continue }
            // The window reports device pixels; everything past this line is logical.
            let session = loop.localize(windowEvent.logical(scale: scale))
            let timeMs = timeline.event(atMs: monotonicMs)
            if pendingInputMs.count < 4096 { pendingInputMs.append(monotonicMs) }
            record(session, timeMs: timeMs)
            switch loop.handle(session, timeMs: timeMs) {
            case .quit, .end: running = false
            case .toggleRecording: recorder == nil ? startRecording() : stopRecording()
            case .none: break
            }
            if !running { return }
        }
    }

    /// Host event → session event (and its monotonic time). Moves count only while button 1 is
    /// held: hover does not scroll, and a recording need not carry it.
    private func translate(_ event: HostEvent) -> (SessionEvent, Double)? {
        switch event {
        case let .pointerDown(x, y, button, t):
            if button == 1 { buttonHeld = true }
            return (.down(x: x, y: y, button: button), t)
        case let .pointerMove(x, y, buttons, t):
            guard buttonHeld, buttons & 1 != 0 else { return nil }
            return (.move(x: x, y: y), t)
        case let .pointerUp(x, y, button, t):
            if button == 1 { buttonHeld = false }
            return (.up(x: x, y: y, button: button), t)
        case let .wheel(x, y, dx, dy, t):
            return (.wheel(x: x, y: y, dx: Double(dx), dy: Double(dy)), t)
        case let .scroll(x, y, dx, dy, t):
            return (.scroll(x: x, y: y, dx: dx, dy: dy), t)
        case let .touch(phase, id, x, y, t):
            let sessionPhase: TouchPhase = switch phase {
            case .begin: .begin
            case .move: .move
            case .end: .end
            case .cancel: .cancel
            }
            return (.touch(phase: sessionPhase, id: id, x: x, y: y), t)
        case let .key(name, t):
            return (.key(name), t)
        case let .resize(width, height):
            return (.resize(width: width, height: height), MonotonicClock.monotonicMs())
        case .close:
            running = false
            return nil
        case .expose:
            loop.invalidate()
            return nil
        }
    }

    private func record(_ event: SessionEvent, timeMs: Double) {
        guard let recorder, recordingFailure == nil else { return }
        if case .key("r") = event { return }
        do { try recorder.record(event, at: max(0, timeMs - recordingStartMs)) } catch { recordingFailure = error }
    }

    private var recordingStartMs = 0.0

    private func startRecording() {
        let path = recordPath ?? Self.defaultRecordingName()
        recordPath = nil   // a second `r` makes a new file rather than overwrite
        let options = loop.options
        // A preset that is not a built-in one verbatim (a file) goes in whole, so the file replays anywhere.
        let builtIn = PhysicsPreset.named(options.preset.name) == options.preset
        let header = SessionHeader(scene: options.kind.rawValue, physics: options.preset.name,
                                   width: options.width, height: options.height, hz: rate.hz,
                                   bounce: options.bounce, loadLatencyMs: options.loadLatencyMs,
                                   inlinePreset: builtIn ? nil : options.preset,
                                   handoffPolicy: options.handoff, tabs: options.tabs, scale: scale.value)
        do {
            recorder = try SessionRecorder(path: path, header: header)
            // On the session's time line; a recording made from the start shares its origin, so the
            // file holds exactly the times the engine used.
            recordingStartMs = previousFrameMs == nil ? 0 : timeline.end(atMs: MonotonicClock.monotonicMs())
            previousFrameMs = nil
            loop.recording = true
            // The full path: a name alone leaves the person guessing which directory it went to.
            StandardError.line("recording to \(URL(fileURLWithPath: path).standardizedFileURL.path)")
        } catch {
            recordingFailure = error
        }
    }

    private func stopRecording() {
        guard let active = recorder else { return }
        do {
            try active.finish(endAt: max(0, timeline.end(atMs: MonotonicClock.monotonicMs()) - recordingStartMs))
            // Only a recording that is in place, whole, is announced.
            if recordingFailure == nil { StandardError.line("recorded \(active.path)") }
        } catch {
            if recordingFailure == nil { recordingFailure = error }
        }
        recorder = nil
        loop.recording = false
    }

    private static func defaultRecordingName() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "handoff-\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec)).jsonl"
    }
}
