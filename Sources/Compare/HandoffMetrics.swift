import Playground

/// What a run did at its seams: the figures of one `compare` row .
///
/// `measure` is the only place these are computed, from trace lines alone plus the time of the
/// session's last release, so `compare` and a script over `replay --trace` agree exactly.
public struct HandoffMetrics: Codable, Equatable, Sendable {
    /// `v` in the release frame (the first frame at or after the last release), px/s.
    public var releaseV: Double
    /// Signed change of the offset sum on the gesture's axis from just before the release frame to
    /// the last frame, px (positive toward "more").
    public var travel: Double
    /// From the release to the last frame in which anything moved, ms.
    public var settleMs: Double
    /// Every handoff, in order.
    public var seams: [Seam]
    /// The smallest `v_out / v_in` over the seams (nil without a seam with `v_in` ≠ 0).
    public var seamVRatio: Double?
    /// Fling frames that moved less than a quarter of both neighbours.
    public var stalls: Int
    /// The largest move of the offset sum in one frame, px.
    public var maxStep: Double
    /// The deepest rubber band past the start edge of any scroller, px.
    public var maxOverscroll: Double

    /// Metrics from their fields.
    public init(releaseV: Double, travel: Double, settleMs: Double, seams: [Seam], seamVRatio: Double?,
                stalls: Int, maxStep: Double, maxOverscroll: Double) {
        self.releaseV = releaseV
        self.travel = travel
        self.settleMs = settleMs
        self.seams = seams
        self.seamVRatio = seamVRatio
        self.stalls = stalls
        self.maxStep = maxStep
        self.maxOverscroll = maxOverscroll
    }

    enum CodingKeys: String, CodingKey {
        case releaseV = "release_v", travel, settleMs = "settle_ms", seams, seamVRatio = "seam_v_ratio"
        case stalls, maxStep = "max_step", maxOverscroll = "max_overscroll"
    }

    /// Encodes every key, `seam_v_ratio` as `null` when there is none (the key is always present).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(releaseV, forKey: .releaseV)
        try container.encode(travel, forKey: .travel)
        try container.encode(settleMs, forKey: .settleMs)
        try container.encode(seams, forKey: .seams)
        try container.encode(seamVRatio, forKey: .seamVRatio)
        try container.encode(stalls, forKey: .stalls)
        try container.encode(maxStep, forKey: .maxStep)
        try container.encode(maxOverscroll, forKey: .maxOverscroll)
    }

    /// A stall: a fling frame that moved less than this fraction of both neighbours' moves.
    public static let stallFraction = 0.25

    /// The metrics of a trace.
    ///
    /// - Parameters:
    ///   - frames: the trace lines, in order.
    ///   - releaseMs: the session time of the last release (`up` of button 1, touch `end`, or a
    ///     zero `scroll`); nil when the session has none, in which case the first frame stands for
    ///     the release (travel and settle time count from the start).
    public static func measure(_ frames: [TraceFrame], releaseMs: Double?) -> HandoffMetrics {
        guard !frames.isEmpty else {
            return HandoffMetrics(releaseV: 0, travel: 0, settleMs: 0, seams: [], seamVRatio: nil,
                                  stalls: 0, maxStep: 0, maxOverscroll: 0)
        }
        let chains = nodeChains(frames)
        let releaseIndex: Int? = releaseMs.map { time in frames.firstIndex { $0.t >= time } } ?? 0
        let axis = gestureAxis(chains, from: releaseIndex ?? 0)

        // The offset sum on the gesture's axis, and each frame's signed move of it. Frame 0's move
        // is its own deltas (the state before it is not in the trace).
        let sums = chains.map { nodes in nodes.reduce(0.0) { $1.axis == axis ? $0 + $1.o : $0 } }
        var moves = [Double](repeating: 0, count: frames.count)
        moves[0] = chains[0].reduce(0.0) { $1.axis == axis ? $0 + $1.d : $0 }
        for index in 1..<frames.count { moves[index] = sums[index] - sums[index - 1] }
        let steps = moves.map(abs)

        var releaseV = 0.0, travel = 0.0, settleMs = 0.0
        if let releaseIndex {
            releaseV = frames[releaseIndex].v ?? 0
            travel = sums[frames.count - 1] - (sums[releaseIndex] - moves[releaseIndex])
            let releaseTime = releaseMs ?? 0
            if let lastMoving = chains.indices.last(where: { $0 >= releaseIndex && chains[$0].contains { $0.d != 0 } }) {
                settleMs = max(0, frames[lastMoving].t - releaseTime)
            }
        }

        let seams = findSeams(frames, chains: chains)
        let ratios = seams.compactMap { $0.vIn != 0 ? $0.vOut / $0.vIn : nil }

        var stalls = 0
        if frames.count > 2 {
            for index in 1..<(frames.count - 1) where frames[index].phase == "fling" {
                let step = steps[index]
                if step < stallFraction * steps[index - 1], step < stallFraction * steps[index + 1] { stalls += 1 }
            }
        }

        // `+ 0` turns the −0 of a node resting at 0 into 0.
        let maxOverscroll = chains.reduce(0.0) { deepest, nodes in
            nodes.reduce(deepest) { max($0, -$1.o) }
        } + 0
        return HandoffMetrics(releaseV: releaseV, travel: travel, settleMs: settleMs, seams: seams,
                              seamVRatio: ratios.min(), stalls: stalls, maxStep: steps.max() ?? 0,
                              maxOverscroll: maxOverscroll)
    }

    /// Each frame's nodes. A trace from before the seam inspector has none: its `outer` and `inner`
    /// stand in, each frame's delta taken as the change since the frame before.
    static func nodeChains(_ frames: [TraceFrame]) -> [[TraceNode]] {
        var previous: TraceFrame?
        return frames.map { frame in
            defer { previous = frame }
            if let nodes = frame.nodes { return nodes }
            return [TraceNode(id: "outer", axis: "y", o: frame.outer, d: frame.outer - (previous?.outer ?? frame.outer)),
                    TraceNode(id: "inner", axis: "y", o: frame.inner, d: frame.inner - (previous?.inner ?? frame.inner))]
        }
    }

    /// The axis that moved most from `start` on (from the first frame if nothing moved then);
    /// `y` when nothing moved at all.
    static func gestureAxis(_ chains: [[TraceNode]], from start: Int) -> String {
        func travel(from first: Int) -> [String: Double] {
            var total: [String: Double] = [:]
            for nodes in chains[min(first, chains.count)...] {
                for node in nodes { total[node.axis, default: 0] += abs(node.d) }
            }
            return total
        }
        var total = travel(from: start)
        if total.values.allSatisfy({ $0 == 0 }) { total = travel(from: 0) }
        guard let best = total.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }),
              best.value > 0 else { return "y" }
        return best.key
    }

    /// Every seam, by `SeamDetector`'s rule (the one the on-screen inspector uses).
    static func findSeams(_ frames: [TraceFrame], chains: [[TraceNode]]) -> [Seam] {
        var detector = SeamDetector()
        var seams: [Seam] = []
        for index in frames.indices {
            let motions = chains[index].map { SeamDetector.Motion(id: $0.id, axis: $0.axis, d: $0.d) }
            guard let crossing = detector.observe(motions, idle: frames[index].phase == "idle") else { continue }
            seams.append(Seam(t: frames[index].t, from: crossing.from, to: crossing.to,
                              vIn: index > 0 ? frames[index - 1].v ?? 0 : 0, vOut: frames[index].v ?? 0))
        }
        return seams
    }
}
