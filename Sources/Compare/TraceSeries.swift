import Diagnostics

/// What the plot draws of one run: the frames at which something changed (each value holds until
/// the next point, as the screen held it), each scroller's offset and `v`, plus the release and the
/// seams (the same as `HandoffMeter`'s).
///
/// Units: times ms on the session clock, offsets px, `v` px/s.
public struct TraceSeries: Sendable {
    /// The legend's name.
    public var label: String
    /// Each scroller's id, outermost first.
    public var nodeIDs: [String]
    /// Each scroller's axis.
    public var nodeAxes: [String]
    /// The axis the offset sum adds up.
    public var axis: String
    /// Times at which a value changed (ascending).
    public var times: [Double]
    /// Each scroller's offset at each time.
    public var offsets: [[Double]]
    /// `v` at each time (0 where the trace has none).
    public var velocities: [Double]
    /// Whether each point is the very next frame after the one before (drawn as a line from it;
    /// otherwise the value before holds until this point's time).
    public var joined: [Bool]
    /// The last frame's time: the values after the last point hold until here.
    public var endMs: Double
    /// The release (nil without one).
    public var releaseMs: Double?
    /// The seams' times.
    public var seamTimes: [Double]
    /// Each seam's `v_in` and `v_out`, px/s (the plot's labels), in `seamTimes`' order.
    public var seamVelocities: [(vIn: Double, vOut: Double)]

    /// A series from its parts.
    public init(label: String, nodeIDs: [String], nodeAxes: [String], axis: String, times: [Double],
                offsets: [[Double]], velocities: [Double], joined: [Bool], endMs: Double, releaseMs: Double?, seamTimes: [Double],
                seamVelocities: [(vIn: Double, vOut: Double)] = []) {
        self.label = label
        self.nodeIDs = nodeIDs
        self.nodeAxes = nodeAxes
        self.axis = axis
        self.times = times
        self.offsets = offsets
        self.velocities = velocities
        self.joined = joined
        self.endMs = endMs
        self.releaseMs = releaseMs
        self.seamTimes = seamTimes
        self.seamVelocities = seamVelocities
    }

    /// The series of a whole trace, with the metrics' seams (tests and scripts over a trace).
    public init(label: String, frames: [TraceFrame], releaseMs: Double?, metrics: HandoffMetrics, hz: Double = 60) {
        var meter = HandoffMeter(releaseMs: releaseMs)
        var recorder = TraceSeriesRecorder(hz: hz)
        for frame in frames {
            meter.observe(frame)
            recorder.observe(frame)
        }
        self = recorder.series(label: label, axis: meter.gestureAxis, releaseMs: meter.releaseMs, seams: metrics.seams)
    }

    /// The offset sum on `axis` at each time.
    public var sums: [Double] {
        offsets.map { values in zip(values, nodeAxes).reduce(0.0) { $1.1 == axis ? $0 + $1.0 : $0 } }
    }

    /// Indices of the scrollers on the gesture's axis.
    public var axisNodes: [Int] { nodeAxes.indices.filter { nodeAxes[$0] == axis } }

    /// The offset sum at time `t` (the last point at or before it; the first point before that).
    public func sum(at t: Double) -> Double {
        guard let index = index(at: t) else { return 0 }
        return axisNodes.reduce(0.0) { $0 + offsets[index][$1] }
    }

    /// `v` at time `t`, like `sum(at:)`.
    public func velocity(at t: Double) -> Double {
        index(at: t).map { velocities[$0] } ?? 0
    }

    private func index(at t: Double) -> Int? {
        guard !times.isEmpty else { return nil }
        return times.lastIndex { $0 <= t } ?? 0
    }
}
