import Diagnostics
import FramePipeline
import Pixels
import Raster
import Scenes
import ScrollEngine
import Sessions

/// Plays a session file through a `FrameLoop` on the documented replay clock.
///
/// Frame k is at k·1000/hz ms; every event with t ≤ that time is delivered first, in file order;
/// then the engine advances exactly 1/hz s and the frame is drawn. A session with `frame` events (a
/// live recording) replays exactly those frames instead, each advancing the engine by the time since
/// the previous one (``FrameClock``), unless a fixed clock is forced (`overrides.hz`, replay's `--hz`);
/// ``ReplaySchedule`` says how the switch is made while streaming. Replay stops at the frame that
/// delivers `end` (or a quit key); without one, once every event is delivered and nothing moves,
/// or 30 s of session time after the last event. Events stream from the file: memory does not
/// grow with its length.
public final class Replay {
    /// The session's header.
    public let header: SessionHeader
    /// The loop the session drives.
    public let loop: FrameLoop
    /// The settings the replay runs with: the header's, with the overrides in place.
    public let settings: ReplaySettings
    /// Replay clock rate, Hz (the header's or the override).
    public let hz: Double
    /// Seconds of session time replay may run past the last event while animations settle.
    public static let settleCapMs = 30_000.0

    private var schedule: ReplaySchedule
    /// The field metrics (docs/metrics.md) of the frames run so far.
    public private(set) var field: FieldMetricsObserver
    /// The events the frame last run delivered (read from `afterFrame`).
    public private(set) var frameEvents: [TimedEvent] = []

    /// Opens `path` and builds the loop its header describes. `overrides.hz` forces the fixed clock
    /// at that rate, ignoring the session's `frame` events (replay `--hz N`); without it a session
    /// holding `frame` events replays exactly those frames.
    public convenience init(path: String, overlay: Bool = false, overrides: ReplayOverrides = ReplayOverrides()) throws(SessionError) {
        try self.init(reader: SessionReader(path: path), overlay: overlay, overrides: overrides)
    }

    /// Replays the session `reader` has opened (its header read, no event yet): how `compare`
    /// shares one reading of a pipe among its runs (a reader over bytes is copied, not re-read).
    public init(reader: SessionReader, overlay: Bool = false, overrides: ReplayOverrides = ReplayOverrides()) throws(SessionError) {
        header = reader.header
        hz = overrides.hz ?? reader.header.hz
        let options = try Self.options(for: reader.header, file: reader.name, overrides: overrides)
        var reader = reader
        reader.deviceScale = options.scale.value
        schedule = ReplaySchedule(reader: reader, fixedClockHz: overrides.hz)
        settings = ReplaySettings(options: options, hz: hz)
        loop = FrameLoop(options: options, hz: hz, overlayVisible: overlay)
        loop.digestsFrames = true
        field = FieldMetricsObserver(hz: hz)
    }

    /// Whether the replay follows the session's `frame` events (known once the first was met).
    public var followsPresentedFrames: Bool { schedule.usesFrameEvents }

    /// Scene options from the header of `file` (the reader has validated sizes and presets), with
    /// `overrides` in place of the header's values. A scene the registry does not know is bad data
    /// on line 1: this is where a header's scene name meets the registry.
    public static func options(for header: SessionHeader, file: String,
                               overrides: ReplayOverrides = ReplayOverrides()) throws(SessionError) -> SceneOptions {
        guard SceneRegistry.scene(header.scene) != nil else {
            throw SessionError.unknownScene(header.scene, expected: SceneRegistry.kinds, file: file)
        }
        // Before anything is allocated: the pixel limits hold for device pixels (replay --scale).
        if let scale = overrides.scale,
           let problem = SessionLimits.deviceSizeProblem(width: header.width, height: header.height, scale: scale.value,
                                                         label: "--scale \(scale)") {
            throw SessionError(file: file, line: 1, message: "\"size\" " + problem)
        }
        return SceneOptions(kind: header.scene,
                     preset: overrides.physics ?? header.preset,
                     handoff: overrides.handoff ?? header.handoffPolicy,
                     width: header.width, height: header.height,
                     bounce: overrides.bounce ?? header.bounce,
                     tabs: overrides.tabs ?? header.tabs,
                     loadLatencyMs: overrides.loadLatencyMs ?? header.loadLatencyMs,
                     scale: overrides.scale ?? DisplayScale(header.scale) ?? .one)
    }

    /// Warnings from the reader so far (a torn last line, …).
    public var warnings: [String] { schedule.warnings }

    /// Runs to the end. `beforeFrame` (optional) is called with each frame's session time before it
    /// is drawn — the window uses it to pace playback; `afterFrame` sees every frame's state;
    /// `keepGoing` is called after each frame (or jump) with its index and time, and stops the
    /// replay by returning false (SIGINT, progress on a terminal).
    ///
    /// Without `beforeFrame` (headless), a stretch of frames in which nothing animates and no
    /// event is due is jumped over: those frames would be identical, so they are counted, folded
    /// into the hash in O(1) and, for `afterFrame`, reported one by one with the unchanged state
    /// — the frames, trace and hash are exactly those of running every frame. With `afterSkip`
    /// such a stretch is reported once instead (first index, count, the unchanged state). That is what keeps
    /// an `end` 24 hours away at 1000 Hz (86.4 M frames) a matter of milliseconds.
    public func run(beforeFrame: ((Double) -> Bool)? = nil,
                    afterFrame: ((Int, Double, SceneState) -> Void)? = nil,
                    keepGoing: ((Int, Double) -> Bool)? = nil,
                    afterSkip: ((Int, Int, SceneState) -> Void)? = nil) throws(SessionError) -> ReplaySummary {
        var digest = FrameSequenceDigest()
        var core = DurationHistogram()
        let dt = 1.0 / hz
        var previousPresentedMs: Double?
        var lastIndex = 0
        var lastTime = 0.0
        var drawn = 0
        var events = 0
        var interrupted = false
        while let frame = try schedule.nextFrame() {
            if let beforeFrame, !beforeFrame(frame.time) { break }
            var stop = frame.isLast
            events += frame.events.count
            // The scene's state after the previous frame, before this frame's input: FrameClock's rule.
            let wasAnimating = loop.scene.isAnimating
            for timed in frame.events {
                switch loop.handle(timed.event, timeMs: timed.t) {
                case .quit, .end: stop = true
                case .none, .toggleRecording, .exportTuning: break
                }
            }
            let step: Double
            if frame.isPresented {
                step = FrameClock.step(previousMs: previousPresentedMs, frameMs: frame.time,
                                       wasAnimating: wasAnimating, hz: hz)
                previousPresentedMs = frame.time
            } else {
                step = dt
            }
            if loop.frame(dt: step, atMs: frame.time) {
                drawn += 1
                // Only frames that did work: an idle frame's "time" is the cost of noticing it is idle.
                core.record(loop.profiler.frame(back: 0).core)
            }
            digest.add(frame: loop.frameDigest)
            frameEvents = frame.events
            field.frame(atMs: frame.time, events: frame.events, state: loop.state)
            lastIndex = frame.index
            lastTime = frame.time
            afterFrame?(frame.index, frame.time, loop.state)
            if stop { break }
            if let keepGoing, !keepGoing(frame.index, frame.time) { interrupted = true; break }
            if schedule.hasDeliveredAllEvents {
                if loop.isIdle { break }
                if frame.time - (schedule.lastEventTime ?? 0) >= Self.settleCapMs { break }
            }
            if beforeFrame == nil && loop.isIdle {
                let from = schedule.nextFrameIndex
                let skipped = schedule.skipFramesWithoutEvents()
                guard skipped > 0 else { continue }
                loop.skipIdleFrames(skipped)
                digest.add(frame: loop.frameDigest, count: skipped)
                lastIndex = from + skipped - 1
                lastTime = ReplaySchedule.frameTime(lastIndex, hz: hz)
                frameEvents = []
                if let afterSkip {
                    // One call for the whole stretch: a reader that can take it so (compare's
                    // metrics) does not pay for frames in which nothing happens.
                    afterSkip(from, skipped, loop.state)
                } else if let afterFrame {
                    let state = loop.state
                    for index in from..<(from + skipped) {
                        afterFrame(index, ReplaySchedule.frameTime(index, hz: hz), state)
                        // A trace of a long idle stretch is long to write: let SIGINT cut it at a whole line.
                        if let keepGoing, index & 0xFF == 0xFF, !keepGoing(index, ReplaySchedule.frameTime(index, hz: hz)) {
                            interrupted = true
                            lastIndex = index
                            lastTime = ReplaySchedule.frameTime(index, hz: hz)
                            break
                        }
                    }
                    if interrupted { break }
                }
                if let keepGoing, !keepGoing(lastIndex, lastTime) { interrupted = true; break }
            }
        }
        return ReplaySummary(frames: digest.count, drawnFrames: drawn, hash: digest.hexString,
                             finalFrame: lastIndex, finalTimeMs: lastTime, final: loop.state,
                             coreP50Ms: Double(core.percentile(0.5)) / 1e6,
                             coreP99Ms: Double(core.percentile(0.99)) / 1e6, coreMaxMs: Double(core.max) / 1e6,
                             settings: settings, eventsDelivered: events, interrupted: interrupted,
                             field: field.metrics)
    }
}
