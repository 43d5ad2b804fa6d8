import Diagnostics
import Scenes
/// Collects a run's plot series as its trace streams by, keeping only the frames that changed
/// something and only those the plot's time window needs, so a long session costs no memory.
///
/// A point is `joined` to the one before when it is the very next frame on the replay clock (at
/// most two frame periods later): the plot draws a line between those. Across any longer gap —
/// frames that changed nothing, or time a live recording did not draw — the value is held flat.
public struct TraceSeriesRecorder: Sendable {
    /// Points at or before this time are dropped but for the last one (its values hold into the
    /// window); nil keeps all.
    public var keepFromMs: Double?
    /// Frames after this time are not recorded (nil: all).
    public var keepUntilMs: Double?

    private var nodeIDs: [String] = []
    private var nodeAxes: [String] = []
    private var times: [Double] = []
    private var offsets: [[Double]] = []
    private var velocities: [Double] = []
    private var joined: [Bool] = []
    private var endMs = 0.0
    private var previousFrame: (f: Int, t: Double)?
    private let framePeriodMs: Double

    /// A recorder for the window `keepFromMs…keepUntilMs` (nil ends: unbounded) of a replay at `hz`.
    public init(keepFromMs: Double? = nil, keepUntilMs: Double? = nil, hz: Double = 60) {
        self.keepFromMs = keepFromMs
        self.keepUntilMs = keepUntilMs
        framePeriodMs = 1000 / max(hz, 1e-9)
    }

    /// Feeds the next trace line.
    public mutating func observe(_ frame: TraceFrame) {
        endMs = frame.t
        let before = previousFrame
        previousFrame = (frame.f, frame.t)
        if let keepUntilMs, frame.t > keepUntilMs, !times.isEmpty { return }
        let nodes = frame.nodes ?? [ScrollerState(id: "outer", axis: .y, offset: frame.outer, travel: 0),
                                    ScrollerState(id: "inner", axis: .y, offset: frame.inner, travel: 0)]
        if nodeIDs.isEmpty {
            nodeIDs = nodes.map(\.id)
            nodeAxes = nodes.map(\.axis.rawValue)
        }
        let values = nodes.count == nodeIDs.count ? nodes.map(\.offset) : Array(nodes.map(\.offset).prefix(nodeIDs.count))
            + Array(repeating: 0, count: max(0, nodeIDs.count - nodes.count))
        let v = frame.v ?? 0
        // A frame that changes nothing adds no point: the value before it already holds.
        if let last = offsets.last, last == values, velocities.last == v { return }
        if let keepFromMs, frame.t <= keepFromMs {
            times.removeAll(keepingCapacity: true)
            offsets.removeAll(keepingCapacity: true)
            velocities.removeAll(keepingCapacity: true)
            joined.removeAll(keepingCapacity: true)
        }
        let next = before.map { frame.f == $0.f + 1 && frame.t - $0.t <= 2 * framePeriodMs } ?? false
        joined.append(next && before?.t == times.last)
        times.append(frame.t)
        offsets.append(values)
        velocities.append(v)
    }

    /// The series collected so far.
    public func series(label: String, axis: String, releaseMs: Double?, seams: [Seam]) -> TraceSeries {
        TraceSeries(label: label, nodeIDs: nodeIDs, nodeAxes: nodeAxes, axis: axis, times: times, offsets: offsets,
                    velocities: velocities, joined: joined, endMs: endMs, releaseMs: releaseMs, seamTimes: seams.map(\.t),
                    seamVelocities: seams.map { ($0.vIn, $0.vOut) })
    }
}
