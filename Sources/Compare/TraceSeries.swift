/// What the plot draws of one run: per frame its time, offset sum and `v`, plus the release and the
/// seams (the same sums and seams as `HandoffMetrics.measure`).
public struct TraceSeries: Sendable {
    /// The legend's name.
    public var label: String
    /// Frame times, ms.
    public var times: [Double]
    /// Offset sum on the gesture's axis, px.
    public var sums: [Double]
    /// `v`, px/s (0 where the trace has none).
    public var velocities: [Double]
    /// The release, ms (nil without one).
    public var releaseMs: Double?
    /// The seams' times, ms.
    public var seamTimes: [Double]

    /// The series of `frames`, with the metrics' release and seams.
    public init(label: String, frames: [TraceFrame], releaseMs: Double?, metrics: HandoffMetrics) {
        self.label = label
        let chains = HandoffMetrics.nodeChains(frames)
        let start = releaseMs.flatMap { time in frames.firstIndex { $0.t >= time } } ?? 0
        let axis = chains.isEmpty ? "y" : HandoffMetrics.gestureAxis(chains, from: start)
        times = frames.map(\.t)
        sums = chains.map { nodes in nodes.reduce(0.0) { $1.axis == axis ? $0 + $1.o : $0 } }
        velocities = frames.map { $0.v ?? 0 }
        self.releaseMs = releaseMs
        seamTimes = metrics.seams.map(\.t)
    }

    /// The offset sum at time `t` (the last frame at or before it; the first frame before that).
    public func sum(at t: Double) -> Double { value(sums, at: t) }

    /// `v` at time `t`, like `sum(at:)`.
    public func velocity(at t: Double) -> Double { value(velocities, at: t) }

    private func value(_ values: [Double], at t: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let index = times.lastIndex { $0 <= t } ?? 0
        return values[index]
    }
}
