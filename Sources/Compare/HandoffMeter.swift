import Scenes
import Diagnostics
import ScrollEngine

/// Measures a trace as it streams by, one frame at a time: the state it keeps does not grow with
/// the trace's length, so `compare` can measure a 24-hour session without holding its frames.
///
/// Feed every trace line in order with `observe(_:)`, then read `metrics`. Everything measured
/// "from the release" restarts at each release, so the figures are those of the last one.
public struct HandoffMeter: Sendable {
    /// Per-axis sums and moves (the gesture's axis is only known at the end).
    private struct AxisTrack: Sendable {
        var sum = 0.0
        var sumAtRelease = 0.0
        var travelSinceRelease = 0.0
        var travelAll = 0.0
        var maxStep = 0.0
        var stalls = 0
        /// Moves of the last two frames (for the stall rule, which needs the frame after).
        var previousStep = 0.0
        var stepBefore = 0.0
        var previousWasFling = false
    }

    /// The release being measured from.
    private struct Start: Sendable {
        var timeMs: Double
        var record: ReleaseRecord?
        var velocity: Double
        var liftVelocity: Double
    }

    private let fallbackReleaseMs: Double?
    private var fallbackUsed = false
    private var sawTraceRelease = false
    private var start: Start?
    private var axes: [String: AxisTrack] = [:]
    private var axisOrder: [String] = []
    private var frameCount = 0
    private var previous: TraceFrame?
    private var lastMovingMs: Double?
    private var momentumLost = 0.0
    private var overscrollLead = 0.0
    private var overscrollTrail = 0.0
    private var seamDetector = SeamDetector()
    private var seams: [Seam] = []

    /// A meter; `releaseMs` is the session's last release (see `HandoffMetrics.measure`), used only
    /// when the trace carries no `release` object.
    public init(releaseMs: Double?) {
        fallbackReleaseMs = releaseMs
    }

    /// Frames seen so far.
    public var frames: Int { frameCount }

    /// The release measured from: its exact time when the trace says it, else the time the
    /// metrics assume (nil when none was reached).
    public var releaseMs: Double? { start?.timeMs }

    /// The last frame in which anything moved, ms (nil when nothing moved).
    public private(set) var lastMotionMs: Double?

    /// The axis the metrics sum: the one that moved most from the release on (from the first
    /// frame if nothing moved then); `y` when nothing moved at all.
    public var gestureAxis: String {
        func best(_ travel: (AxisTrack) -> Double) -> String? {
            let totals = axisOrder.map { ($0, travel(axes[$0]!)) }
            guard let top = totals.max(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 > $1.0) }), top.1 > 0 else { return nil }
            return top.0
        }
        return (start != nil ? best(\.travelSinceRelease) : nil) ?? best(\.travelAll) ?? "y"
    }

    /// Feeds the next trace line.
    public mutating func observe(_ frame: TraceFrame) {
        let nodes = frame.nodes ?? legacyNodes(frame)
        let v = frame.v ?? 0
        let isReleaseFrame = beginReleaseIfAny(frame, liftVelocity: previous?.v ?? 0)
        let afterRelease = start != nil && !isReleaseFrame

        var sums: [String: Double] = [:], deltas: [String: Double] = [:]
        for node in nodes {
            sums[node.axis.rawValue, default: 0] += node.offset
            deltas[node.axis.rawValue, default: 0] += node.travel
            overscrollLead = max(overscrollLead, -node.offset + 0)
            if let far = node.maxOffset { overscrollTrail = max(overscrollTrail, node.offset - far) }
        }
        for axis in sums.keys where axes[axis] == nil {
            axes[axis] = AxisTrack()
            axisOrder.append(axis)
        }
        let isFling = frame.phase == .fling
        for axis in axisOrder {
            var track = axes[axis]!
            let sum = sums[axis] ?? 0, delta = deltas[axis] ?? 0
            // Frame 0's move is its own deltas (the state before it is not in the trace).
            let move = frameCount == 0 ? delta : sum - track.sum
            let step = abs(move)
            // The frame before is a stall when it moved less than a quarter of both neighbours.
            if frameCount >= 2, track.previousWasFling,
               track.previousStep < HandoffMetrics.stallFraction * track.stepBefore,
               track.previousStep < HandoffMetrics.stallFraction * step {
                track.stalls += 1
            }
            if isReleaseFrame {
                track.sumAtRelease = sum - move
                track.travelSinceRelease = 0
            }
            track.travelAll += abs(delta)
            if start != nil { track.travelSinceRelease += abs(delta) }
            track.maxStep = max(track.maxStep, step)
            track.stepBefore = track.previousStep
            track.previousStep = step
            track.previousWasFling = isFling
            track.sum = sum
            axes[axis] = track
        }

        let moved = nodes.contains { $0.travel != 0 }
        if moved {
            lastMotionMs = frame.t
            if start != nil { lastMovingMs = frame.t }
        }
        if afterRelease { momentumLost += abs(frame.left ?? 0) }

        if let crossing = seamDetector.observe(nodes, idle: frame.phase == .idle) {
            seams.append(Seam(t: frame.t, from: crossing.from, to: crossing.to, vIn: previous?.v ?? 0, vOut: v))
        }
        frameCount += 1
        previous = frame
    }

    /// Starts measuring from this frame when it handles a release; returns whether it did.
    private mutating func beginReleaseIfAny(_ frame: TraceFrame, liftVelocity: Double) -> Bool {
        if let record = frame.release {
            let first = !sawTraceRelease
            sawTraceRelease = true
            guard first || record != start?.record else { return false }
            start = Start(timeMs: record.timeMs, record: record, velocity: record.velocity, liftVelocity: record.liftVelocity)
        } else if !sawTraceRelease, !fallbackUsed, frame.t >= (fallbackReleaseMs ?? -.infinity) {
            // A trace without `release` objects: the first frame at or after the session's release.
            fallbackUsed = true
            start = Start(timeMs: fallbackReleaseMs ?? 0, record: nil, velocity: frame.v ?? 0,
                          liftVelocity: frameCount == 0 ? 0 : liftVelocity)
        } else {
            return false
        }
        lastMovingMs = nil
        momentumLost = 0
        return true
    }

    /// A trace from before the seam inspector: its `outer` and `inner` stand in for the nodes, each
    /// frame's delta taken as the change since the frame before.
    private func legacyNodes(_ frame: TraceFrame) -> [ScrollerState] {
        [ScrollerState(id: "outer", axis: .y, offset: frame.outer, travel: frame.outer - (previous?.outer ?? frame.outer)),
         ScrollerState(id: "inner", axis: .y, offset: frame.inner, travel: frame.inner - (previous?.inner ?? frame.inner))]
    }

    /// The figures of everything observed so far.
    public var metrics: HandoffMetrics {
        let axis = gestureAxis
        let track = axes[axis] ?? AxisTrack()
        let ratios = seams.compactMap { $0.vIn != 0 ? $0.vOut / $0.vIn : nil }
        var releaseV = 0.0, liftV = 0.0, travel = 0.0, duration = 0.0
        if let start {
            releaseV = start.velocity
            liftV = start.liftVelocity
            travel = track.sum - (start.record?.offset ?? track.sumAtRelease)
            if let lastMovingMs { duration = max(0, lastMovingMs - start.timeMs) }
        }
        return HandoffMetrics(releaseV: releaseV, travel: travel, settleMs: duration, seams: seams,
                              seamVRatio: ratios.min(), stalls: track.stalls, maxStep: track.maxStep,
                              maxOverscroll: max(overscrollLead, overscrollTrail), liftV: liftV,
                              durationMs: duration, momentumLost: start == nil ? 0 : momentumLost,
                              overscrollLead: overscrollLead, overscrollTrail: overscrollTrail,
                              estimator: start?.record?.estimator, curve: start?.record?.curve)
    }
}
