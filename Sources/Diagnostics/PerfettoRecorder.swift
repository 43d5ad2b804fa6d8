import Scenes
import Sessions

/// One run's events in Chrome's JSON trace event format (the format Perfetto's UI and
/// `chrome://tracing` open; docs/trace.md, "Perfetto"): a process named `PRESET · POLICY`, the
/// counters `offset` (one arg per scroller, by node name: one track each) and `velocity`, instant
/// events for inputs, releases, seams and janky frames, and complete events for each drawn frame's
/// engine, raster and present phases. Timestamps are µs on the session clock.
///
/// Each event is handed to `sink` as one JSON object (no separator); `PerfettoFile` joins them.
public struct PerfettoRecorder {
    /// Thread ids inside the run's process.
    enum Track: Int {
        case frames = 1
        case input = 2
    }

    private let pid: Int
    private let sink: (String) -> Void
    private var seams = SeamDetector()
    private var previousVelocity = 0.0
    private var recordedFrame = false
    private var phasesEndUs = 0.0

    /// A recorder for process `pid` named `name` (`ios · nested`), writing each event to `sink`.
    public init(pid: Int, name: String, sink: @escaping (String) -> Void) {
        self.pid = pid
        self.sink = sink
        metadata("process_name", args: "{\"name\":\(TraceLine.string(name))}")
        metadata("process_sort_index", args: "{\"sort_index\":\(pid)}")
        metadata("thread_name", tid: Track.frames.rawValue, args: "{\"name\":\"frames\"}")
        metadata("thread_name", tid: Track.input.rawValue, args: "{\"name\":\"input\"}")
    }

    /// One frame at `timeMs`: the `events` it delivered, its state after it, its phase times
    /// (nil when it drew nothing) and whether scroll jank v3 found it janky.
    public mutating func frame(timeMs: Double, events: [TimedEvent], state: SceneState, timing: FrameTiming?,
                               jank: (janky: Bool, missedVsyncs: Int)) {
        // A frame in which nothing happened (an idle stretch, frame by frame) adds nothing: every
        // counter keeps its value.
        let still = events.isEmpty && state.release == nil && !jank.janky && state.nodes.allSatisfy { $0.travel == 0 }
        if still && recordedFrame { return }
        recordedFrame = true
        for timed in events { input(timed) }
        let ts = Self.us(timeMs)
        if let timing, timing.drawn {
            // Slices on one thread must not overlap: a frame whose phases took longer than the
            // time to the next frame pushes that frame's phases later.
            var start = max(ts, phasesEndUs)
            for (name, ns) in [("engine", timing.engine), ("raster", timing.raster), ("present", timing.present)] {
                let dur = Double(ns) / 1000
                sink("{\"ph\":\"X\",\"name\":\"\(name)\",\"cat\":\"frame\",\"pid\":\(pid),\"tid\":\(Track.frames.rawValue),"
                     + "\"ts\":\(TraceLine.number(start)),\"dur\":\(TraceLine.number(dur))}")
                start += dur
            }
            phasesEndUs = start
        }
        var offsets = "", any = false
        for node in state.nodes {
            offsets += (any ? "," : "") + "\(TraceLine.string(node.id)):\(TraceLine.number(node.offset))"
            any = true
        }
        if any { counter("offset", ts: ts, args: "{\(offsets)}") }
        counter("velocity", ts: ts, args: "{\"v\":\(TraceLine.number(state.velocity))}")
        if let release = state.release {
            instant("release", ts: Self.us(release.timeMs), track: .frames,
                    args: "{\"lift_v\":\(TraceLine.number(release.liftVelocity)),\"v\":\(TraceLine.number(release.velocity)),"
                        + "\"estimator\":\(TraceLine.string(release.estimator)),\"curve\":\(TraceLine.string(release.curve))}")
        }
        let motions = state.nodes.map(ScrollerState.init)
        if let crossing = seams.observe(motions, idle: state.phase == .idle) {
            instant("seam \(crossing.from)→\(crossing.to)", ts: ts, track: .frames,
                    args: "{\"from\":\(TraceLine.string(crossing.from)),\"to\":\(TraceLine.string(crossing.to)),"
                        + "\"v_in\":\(TraceLine.number(previousVelocity)),\"v_out\":\(TraceLine.number(state.velocity))}")
        }
        if jank.janky {
            instant("janky frame", ts: ts, track: .frames, args: "{\"missed_vsyncs\":\(jank.missedVsyncs)}")
        }
        previousVelocity = state.velocity
    }

    /// An input event, as an instant on the run's `input` track (the live loop hands them as it
    /// reads them; the replay with their frame).
    public func input(_ timed: TimedEvent) {
        let e = timed.event
        var args = ""
        switch e {
        case let .down(x, y, button), let .up(x, y, button):
            args = "\"x\":\(TraceLine.number(x)),\"y\":\(TraceLine.number(y)),\"button\":\(button)"
        case let .move(x, y):
            args = "\"x\":\(TraceLine.number(x)),\"y\":\(TraceLine.number(y))"
        case let .wheel(x, y, dx, dy), let .scroll(x, y, dx, dy):
            args = "\"x\":\(TraceLine.number(x)),\"y\":\(TraceLine.number(y)),\"dx\":\(TraceLine.number(dx)),\"dy\":\(TraceLine.number(dy))"
        case let .touch(phase, id, x, y):
            args = "\"phase\":\"\(phase.rawValue)\",\"id\":\(id),\"x\":\(TraceLine.number(x)),\"y\":\(TraceLine.number(y))"
        case let .key(name):
            args = "\"key\":\(TraceLine.string(name))"
        case let .resize(width, height):
            args = "\"w\":\(width),\"h\":\(height)"
        case .end, .frame:
            break
        }
        instant("input \(e.typeName)", ts: Self.us(timed.t), track: .input, args: "{\(args)}")
    }

    private func counter(_ name: String, ts: Double, args: String) {
        sink("{\"ph\":\"C\",\"name\":\"\(name)\",\"pid\":\(pid),\"ts\":\(TraceLine.number(ts)),\"args\":\(args)}")
    }

    private func instant(_ name: String, ts: Double, track: Track, args: String) {
        sink("{\"ph\":\"i\",\"s\":\"t\",\"name\":\(TraceLine.string(name)),\"pid\":\(pid),\"tid\":\(track.rawValue),"
             + "\"ts\":\(TraceLine.number(ts)),\"args\":\(args)}")
    }

    private func metadata(_ name: String, tid: Int = 0, args: String) {
        sink("{\"ph\":\"M\",\"name\":\"\(name)\",\"pid\":\(pid),\"tid\":\(tid),\"args\":\(args)}")
    }

    /// Session ms to the format's µs.
    static func us(_ ms: Double) -> Double { ms * 1000 }
}
