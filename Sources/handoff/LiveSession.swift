import Playground
import Scenes
import ScrollEngine
import Sessions
import X11Host

#if canImport(Glibc)
import Glibc
#endif

/// The interactive loop: X events in, timestamped and recorded, frames out at `hz` with absolute
/// deadlines; asleep in `poll()` when nothing moves.
final class LiveSession {
    enum Outcome {
        case finished
        case recordingFailed(SessionError)
        case serverFailed(HostError)
    }

    private let window: X11Window
    private let loop: any LiveFrames
    private let presenter: WindowPresenter
    private let hz: Double
    private let trace: TextOutput?
    private var recorder: SessionRecorder?
    private var recordPath: String?
    private var recordingStartMs = 0.0
    private var recordingFailure: SessionError?
    private var buttonHeld = false
    private var running = true
    private var events: [HostEvent] = []
    /// Time of the oldest input handled since the last drawn frame: input-to-present latency.
    private var oldestPendingInputMs: Double?
    private var latency = DurationHistogram()
    private let startMs: Double

    /// `compare`: the two panes' settings and labels of `run --compare` (nil: one scene).
    init(window: X11Window, options: SceneOptions, hz: Double, overlay: Bool, recordPath: String?, trace: TextOutput?,
         compare: [(options: SceneOptions, label: String)]? = nil) {
        self.window = window
        self.hz = hz
        self.trace = trace
        self.recordPath = recordPath
        var sized = options
        sized.width = window.width
        sized.height = window.height
        if let compare, compare.count == 2 {
            loop = ComparePanes(left: compare[0].options, right: compare[1].options, labels: compare.map(\.label),
                                width: window.width, height: window.height, hz: hz, overlayVisible: overlay)
        } else {
            loop = FrameLoop(options: sized, hz: hz, overlayVisible: overlay)
        }
        presenter = WindowPresenter(window: window)
        loop.presenter = presenter
        events.reserveCapacity(256)
        startMs = MonotonicClock.monotonicMs()
        // Said once per run: touchpads then scroll by 100 px wheel clicks, and touch does not work.
        if let reason = window.xinputFallbackReason { StandardError.line("note: \(reason)") }
        if recordPath != nil { startRecording() }
    }

    /// One line about input-to-present latency (event timestamp to the present of the frame that
    /// used it), or nil when no input was drawn.
    var latencyReport: String? {
        guard latency.count > 0 else { return nil }
        func ms(_ ns: UInt64) -> String { String(Double(ns / 10_000) / 100) }
        return "input-to-present latency p50 \(ms(latency.percentile(0.5))) ms, p99 \(ms(latency.percentile(0.99))) ms over \(latency.count) frames"
    }

    func run() -> Outcome {
        var pacer = FramePacer(hz: hz)
        var frameIndex = 0
        defer { stopRecording() }
        while running {
            if StopSignal.received != 0 { break }
            do {
                try drainEvents()
                guard running else { break }
                if loop.isIdle {
                    // Nothing moves: sleep until input arrives, then start a fresh pacing grid.
                    try window.waitForEvents(timeoutMs: 250)
                    pacer.reset(now: MonotonicClock.monotonicMs())
                    continue
                }
                if loop.frame(dt: 1 / hz), let since = oldestPendingInputMs {
                    latency.record(UInt64(max(0, MonotonicClock.monotonicMs() - since) * 1e6))
                    oldestPendingInputMs = nil
                }
                if let failure = presenter.failure { return .serverFailed(failure) }
                trace?.writeLine(TraceLine.json(frame: frameIndex, timeMs: MonotonicClock.monotonicMs() - startMs,
                                                state: loop.state))
                frameIndex += 1
                // Wait for the next deadline; input that arrives meanwhile is read (and timestamped) now.
                let deadline = pacer.nextDeadlineMs(now: MonotonicClock.monotonicMs())
                while running, StopSignal.received == 0 {
                    let remaining = deadline - MonotonicClock.monotonicMs()
                    if remaining <= 0 { break }
                    try window.waitForEvents(timeoutMs: remaining)
                    try drainEvents()
                }
            } catch {
                return .serverFailed(error)
            }
            if let failure = recordingFailure { return .recordingFailed(failure) }
        }
        if let failure = recordingFailure { return .recordingFailed(failure) }
        return .finished
    }

    private func drainEvents() throws(HostError) {
        events.removeAll(keepingCapacity: true)
        try window.pollEvents(into: &events)
        for event in events {
            guard let (windowEvent, timeMs) = translate(event) else { continue }
            let session = loop.localize(windowEvent)
            if oldestPendingInputMs == nil { oldestPendingInputMs = timeMs }
            record(session, timeMs: timeMs)
            switch loop.handle(session, timeMs: timeMs - startMs) {
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

    private func startRecording() {
        let path = recordPath ?? Self.defaultRecordingName()
        recordPath = nil   // a second `r` makes a new file rather than overwrite
        let options = loop.options
        // A preset that is not a built-in one verbatim (a file) goes in whole, so the file replays anywhere.
        let builtIn = PhysicsPreset.named(options.preset.name) == options.preset
        let header = SessionHeader(scene: options.kind.rawValue, physics: options.preset.name,
                                   width: options.width, height: options.height, hz: hz,
                                   bounce: options.bounce, loadLatencyMs: options.loadLatencyMs,
                                   inlinePreset: builtIn ? nil : options.preset,
                                   handoffPolicy: options.handoff, tabs: options.tabs)
        do {
            recorder = try SessionRecorder(path: path, header: header)
            recordingStartMs = MonotonicClock.monotonicMs()
            loop.recording = true
            StandardError.line("recording to \(path)")
        } catch {
            recordingFailure = error
        }
    }

    private func stopRecording() {
        guard let active = recorder else { return }
        do { try active.finish(endAt: max(0, MonotonicClock.monotonicMs() - recordingStartMs)) } catch {
            if recordingFailure == nil { recordingFailure = error }
        }
        StandardError.line("recorded \(active.path)")
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
