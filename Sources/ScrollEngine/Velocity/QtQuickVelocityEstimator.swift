/// Qt Quick `Flickable`'s release velocity (`src/quick/items/qquickflickable.cpp`,
/// `AxisData::addVelocitySample` / `updateVelocity`, `qquickflickablebehavior_p.h`):
/// every move gives a speed, (position − previous position) / elapsed time; the last
/// `QML_FLICK_SAMPLEBUFFER` (3) are averaged. A release more than `stillMs` (Qt: 100 ms in
/// `handleReleaseEvent`, "if we drag then pause before release we should not cause a flick") after
/// the last move flings nothing.
public struct QtQuickVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "qtquick"
    /// `QML_FLICK_SAMPLEBUFFER`.
    public var sampleBuffer: Int
    /// A pause this long before the release means no flick, ms.
    public var stillMs: Double

    /// Qt's defaults.
    public static let standard = QtQuickVelocityEstimator(sampleBuffer: 3, stillMs: 100)

    /// An estimator with these constants.
    public init(sampleBuffer: Int, stillMs: Double) {
        self.sampleBuffer = sampleBuffer
        self.stillMs = stillMs
    }

    enum CodingKeys: String, CodingKey {
        case sampleBuffer = "sample_buffer"
        case stillMs = "still_ms"
    }

    public var problem: (key: String, expected: String)? {
        if !(sampleBuffer >= 1 && sampleBuffer < MotionHistory.capacity) { return ("sample_buffer", "an integer in [1, \(MotionHistory.capacity - 1)]") }
        if !(stillMs > 0 && stillMs <= 1000) { return ("still_ms", "a number in (0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        guard let newest = history.newest, releaseMs - newest.timeMs <= stillMs else { return 0 }
        var sum = 0.0
        var count = 0
        for back in 0..<max(0, history.count - 1) where count < sampleBuffer {
            let end = history[back], start = history[back + 1]
            let span = end.timeMs - start.timeMs
            guard span > 0 else { continue }
            sum += (end.position - start.position) / span * 1000
            count += 1
        }
        guard count > 0 else { return 0 }
        let velocity = sum / Double(count)
        return velocity.isFinite ? velocity : 0
    }
}
