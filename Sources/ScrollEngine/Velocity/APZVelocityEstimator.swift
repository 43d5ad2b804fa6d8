/// Firefox APZ's release velocity on the desktop: `gfx/layers/apz/src/SimpleVelocityTracker.cpp`.
///
/// Every input sample gives one speed, (position − previous position) / (time − previous time);
/// the last `queueSize` (`apz.max_velocity_queue_size`, 5) are kept, and at the release those
/// recorded less than `relevanceMs` (`apz.velocity_relevance_time_ms`, 100) before it are
/// averaged. None recent enough gives 0.
public struct APZVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "apz"
    /// `apz.max_velocity_queue_size`.
    public var queueSize: Int
    /// `apz.velocity_relevance_time_ms`.
    public var relevanceMs: Double

    /// Firefox's defaults.
    public static let standard = APZVelocityEstimator(queueSize: 5, relevanceMs: 100)

    /// An estimator with these constants.
    public init(queueSize: Int, relevanceMs: Double) {
        self.queueSize = queueSize
        self.relevanceMs = relevanceMs
    }

    enum CodingKeys: String, CodingKey {
        case queueSize = "queue_size"
        case relevanceMs = "relevance_ms"
    }

    public var problem: (key: String, expected: String)? {
        if !(queueSize >= 1 && queueSize < MotionHistory.capacity) { return ("queue_size", "an integer in [1, \(MotionHistory.capacity - 1)]") }
        if !(relevanceMs > 0 && relevanceMs <= 1000) { return ("relevance_ms", "a number in (0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        var sum = 0.0
        var count = 0
        for back in 0..<max(0, min(queueSize, history.count - 1)) {
            let end = history[back], start = history[back + 1]
            let span = end.timeMs - start.timeMs
            // APZ ignores a sample that is not later than the previous one.
            guard span > 0, releaseMs - end.timeMs < relevanceMs else { continue }
            sum += (end.position - start.position) / span * 1000
            count += 1
        }
        guard count > 0 else { return 0 }
        let velocity = sum / Double(count)
        return velocity.isFinite ? velocity : 0
    }
}
