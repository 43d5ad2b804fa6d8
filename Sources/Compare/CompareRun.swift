import Diagnostics
import Replay
import Scenes
import Sessions

/// One headless replay of a session under one setting, measured as it streams: its row, and its
/// plot series when one was asked for.
public struct CompareRun: Sendable {
    /// The documented row.
    public var row: CompareRow
    /// The run's plot series (nil when no plot was asked for).
    public var series: TraceSeries?
    /// The last frame in which anything moved, ms (nil when nothing moved): where the plot's
    /// default window ends.
    public var lastMotionMs: Double?
    /// The run's Chrome JSON trace events, one object each (nil when `--perfetto` was not asked).
    public var perfettoEvents: [String]?

    /// Replays `input` under `overrides` and measures it; the row names the settings the replay ran
    /// with. `releaseMs` is the session's last release (for traces without a `release` object);
    /// `plot` (nil: no series) is the time window the series keeps. Each call builds its own
    /// `Replay` (its own scene, engine, framebuffer and decoder), so calls may run on several
    /// threads at once.
    ///
    /// Memory does not grow with the session: each frame goes into the meter (and the series)
    /// straight from the scene's state, and a stretch of idle frames the replay jumps over is fed
    /// as two frames (a third changes no figure: `TraceFrame.isStill`).
    /// `perfettoPid` (nil: none) asks for the run's Chrome JSON trace events as that process.
    public static func execute(input: SessionInput, overrides: ReplayOverrides, releaseMs: Double?,
                               plot: ClosedRange<Double>? = nil, perfettoPid: Int? = nil,
                               keepGoing: @escaping () -> Bool = { true }) throws(SessionError) -> CompareRun {
        let replay = try Replay(reader: input.reader(), overrides: overrides)
        let setting = CompareSetting(physics: replay.settings.physics, handoff: replay.settings.handoff)
        let events = PerfettoEvents()
        var perfetto = perfettoPid.map { PerfettoRecorder(pid: $0, name: setting.label) { events.lines.append($0) } }
        var profiled = 0
        var meter = HandoffMeter(releaseMs: releaseMs)
        var recorder = plot.map { TraceSeriesRecorder(keepFromMs: $0.lowerBound, keepUntilMs: $0.upperBound, hz: replay.hz) }
        var last: (index: Int, time: Double, state: SceneState)?
        func observe(_ index: Int, _ time: Double, _ state: SceneState) {
            if perfetto != nil {
                let profiler = replay.loop.profiler
                let timing = profiler.count != profiled ? profiler.frame(back: 0) : nil
                profiled = profiler.count
                perfetto?.frame(timeMs: time, events: replay.frameEvents, state: state, timing: timing,
                                jank: replay.field.lastFrameJank)
            }
            let frame = TraceFrame(frame: index, timeMs: time, state: state)
            meter.observe(frame)
            recorder?.observe(frame)
            last = (index, time, state)
        }
        let hz = replay.hz
        let summary = try replay.run(afterFrame: observe, keepGoing: { _, _ in keepGoing() }, afterSkip: { first, count, state in
            let still = TraceFrame(frame: first, timeMs: ReplaySchedule.frameTime(first, hz: hz), state: state).isStill
            // Past the second copy a still frame changes nothing; any other is fed frame by frame.
            let fed = still ? min(count, 2) : count
            for index in first..<(first + fed) { observe(index, ReplaySchedule.frameTime(index, hz: hz), state) }
            let end = first + count - 1
            if fed < count {
                last = (end, ReplaySchedule.frameTime(end, hz: hz), state)
                recorder?.observe(TraceFrame(frame: end, timeMs: ReplaySchedule.frameTime(end, hz: hz), state: state))
            }
        })
        // `final` is the last trace line, as `replay --trace` writes it.
        let final = last.flatMap { JSONValue(parsing: TraceLine.json(frame: $0.index, timeMs: $0.time, state: $0.state)) }
        let metrics = meter.metrics
        let series = recorder?.series(label: setting.label, axis: meter.gestureAxis, releaseMs: meter.releaseMs,
                                      seams: metrics.seams)
        return CompareRun(row: CompareRow(setting: setting, frames: summary.frames, hash: summary.hash,
                                          metrics: metrics, final: final ?? .null, field: summary.field),
                          series: series, lastMotionMs: meter.lastMotionMs,
                          perfettoEvents: perfettoPid == nil ? nil : events.lines)
    }

    /// The events a run's recorder hands over, kept until the run ends.
    private final class PerfettoEvents {
        var lines: [String] = []
    }

    /// Replays the session at `path` (see `execute(input:overrides:releaseMs:plot:)`).
    public static func execute(path: String, overrides: ReplayOverrides, releaseMs: Double?,
                               plot: ClosedRange<Double>? = nil) throws(SessionError) -> CompareRun {
        try execute(input: SessionInput(path: path), overrides: overrides, releaseMs: releaseMs, plot: plot)
    }
}
