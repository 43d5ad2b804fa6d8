/// Qt Quick `Flickable`'s release velocity on devices that report no velocity of their own (every
/// Linux mouse and touchscreen), Qt 6.
///
/// - `QMutableEventPoint::setTimestamp` (qtbase `src/gui/kernel/qevent.cpp`) gives each event
///   point a velocity: the move since the previous event over its time, filtered
///   `v = 0.7·new + 0.3·v` (its `KalmanGain` 0.7).
/// - `QQuickFlickablePrivate::AxisData::addVelocitySample` (qt/qtdeclarative
///   `src/quick/items/qquickflickable.cpp`, tag v6.4.2) clamps each of those to
///   ±`maximumFlickVelocity` (the preset's maximum fling velocity) and keeps the last
///   `QML_FLICK_SAMPLEBUFFER` (3); `updateVelocity` averages them (`QML_FLICK_DISCARDSAMPLES` 0).
///   The clamp comes before the mean: a drag whose last move was very fast flings slower than
///   the maximum.
///   A point whose timestamp equals the previous one's leaves the filter as it was but moves
///   the position the next speed is measured from; the drag adds a sample for it all the same.
/// - `handleReleaseEvent` flings only when the release comes less than 100 ms after the last move.
///   (Qt's filter starts only after an event with a non-zero timestamp; Handoff starts it at the
///   press whatever its time, since session clocks begin at 0.)
public struct QtQuickVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "qtquick"
    /// `QML_FLICK_SAMPLEBUFFER`.
    public var sampleBuffer: Int
    /// The event point velocity filter's gain.
    public var gain: Double
    /// The release must come less than this after the last move, ms.
    public var stillMs: Double

    /// Qt's defaults.
    public static let standard = QtQuickVelocityEstimator(sampleBuffer: 3, gain: 0.7, stillMs: 100)

    /// An estimator with these constants.
    public init(sampleBuffer: Int, gain: Double, stillMs: Double) {
        self.sampleBuffer = sampleBuffer
        self.gain = gain
        self.stillMs = stillMs
    }

    enum CodingKeys: String, CodingKey {
        case sampleBuffer = "sample_buffer"
        case gain
        case stillMs = "still_ms"
    }

    public var problem: (key: String, expected: String)? {
        if !(sampleBuffer >= 1 && sampleBuffer <= 32) { return ("sample_buffer", "an integer in [1, 32]") }
        if !(gain > 0 && gain <= 1) { return ("gain", "a number in (0, 1]") }
        if !(stillMs > 0 && stillMs <= 1000) { return ("still_ms", "a number in (0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        velocity(of: history, atMs: releaseMs, source: source, maximum: .infinity)
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource, maximum: Double) -> Double {
        guard history.count >= 2, let newest = history.newest, releaseMs - newest.timeMs < stillMs else { return 0 }
        // Replay the filter from the press; average its last `sampleBuffer` outputs.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: sampleBuffer) { buffer in
            var filtered = 0.0
            var outputs = 0
            var previous = history[history.count - 1]
            for back in stride(from: history.count - 2, through: 0, by: -1) {
                let sample = history[back]
                if sample.timeMs > previous.timeMs {
                    let speed = (sample.position - previous.position) * 1000 / (sample.timeMs - previous.timeMs)
                    filtered = gain * speed + (1 - gain) * filtered
                    previous = sample
                } else {
                    // A point whose timestamp does not advance keeps the filtered velocity, but its
                    // position becomes the one the next point is measured from (its move is lost),
                    // and the drag still adds a sample for it.
                    previous.position = sample.position
                }
                buffer[outputs % sampleBuffer] = min(max(filtered, -maximum), maximum)
                outputs += 1
            }
            let kept = min(outputs, sampleBuffer)
            guard kept > 0 else { return 0 }
            var sum = 0.0
            for index in 0..<kept { sum += buffer[index] }
            let velocity = sum / Double(kept)
            return velocity.isFinite ? velocity : 0
        }
    }
}
