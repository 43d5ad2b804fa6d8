/// Firefox APZ's release velocity on the desktop: `gfx/layers/apz/src/SimpleVelocityTracker.cpp`
/// (SAP/project-foxhound, a Firefox fork, 9dcb850a277433162f1f093c94ba59cfa5083f47)
/// (`PlatformSpecificStateBase::CreateVelocityTracker`; only Android overrides it).
///
/// From the press on, every input sample more than `minSampleMs` (`MIN_VELOCITY_SAMPLE_TIME`, 5 ms)
/// after the last accepted one gives a speed, (position − that sample's) / (time − its time), and
/// becomes the reference (closer samples are skipped and do not move it); the last `queueSize`
/// (`apz.max_velocity_queue_size`, 5) speeds are kept. At the release, those recorded less than
/// `relevanceMs` (`apz.velocity_relevance_time_ms`, 100) before it are averaged; none gives 0, so a
/// finger that rests 100 ms before lifting flings nothing.
public struct APZVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "apz"
    /// `apz.max_velocity_queue_size`.
    public var queueSize: Int
    /// `apz.velocity_relevance_time_ms`.
    public var relevanceMs: Double
    /// `MIN_VELOCITY_SAMPLE_TIME`, ms.
    public var minSampleMs: Double

    /// Firefox's defaults.
    public static let standard = APZVelocityEstimator(queueSize: 5, relevanceMs: 100, minSampleMs: 5)

    /// An estimator with these constants.
    public init(queueSize: Int, relevanceMs: Double, minSampleMs: Double) {
        self.queueSize = queueSize
        self.relevanceMs = relevanceMs
        self.minSampleMs = minSampleMs
    }

    enum CodingKeys: String, CodingKey {
        case queueSize = "queue_size"
        case relevanceMs = "relevance_ms"
        case minSampleMs = "min_sample_ms"
    }

    public var problem: (key: String, expected: String)? {
        if !(queueSize >= 1 && queueSize <= 32) { return ("queue_size", "an integer in [1, 32]") }
        if !(relevanceMs > 0 && relevanceMs <= 1000) { return ("relevance_ms", "a number in (0, 1000]") }
        if !(minSampleMs >= 0 && minSampleMs <= 100) { return ("min_sample_ms", "a number in [0, 100]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        guard history.count >= 2 else { return 0 }
        // The speeds APZ queued, replayed from the oldest sample held; only the last `queueSize`
        // matter, so they live in a small buffer on the stack.
        return withUnsafeTemporaryAllocation(of: (timeMs: Double, speed: Double).self, capacity: queueSize) { queue in
            var queued = 0
            var reference = history[history.count - 1]
            for back in stride(from: history.count - 2, through: 0, by: -1) {
                let sample = history[back]
                guard sample.timeMs > reference.timeMs + minSampleMs else { continue }
                let speed = (sample.position - reference.position) / (sample.timeMs - reference.timeMs)
                queue[queued % queueSize] = (sample.timeMs, speed)
                queued += 1
                reference = sample
            }
            var sum = 0.0
            var count = 0
            for index in 0..<min(queued, queueSize) where releaseMs - queue[index].timeMs < relevanceMs {
                sum += queue[index].speed
                count += 1
            }
            guard count > 0 else { return 0 }
            let velocity = sum / Double(count) * 1000
            return velocity.isFinite ? velocity : 0
        }
    }
}
