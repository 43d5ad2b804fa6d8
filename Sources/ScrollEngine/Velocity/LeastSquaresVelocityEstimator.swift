/// A polynomial fitted by least squares through the gesture's last samples; its slope at the newest
/// sample is the velocity.
///
/// Degree 2 (`lsq2`) is the default strategy of Android's `VelocityTracker`
/// (`frameworks/native/libs/input/VelocityTracker.cpp`, `LeastSquaresVelocityTrackerStrategy`),
/// of Chromium's (`ui/events/gesture_detection/velocity_tracker.cc`, `Strategy::LSQ2`) and of
/// Flutter's (`packages/flutter/lib/src/gestures/velocity_tracker.dart` with `lsq_solver.dart`):
/// unweighted, at most `maxSamples` (20: `HISTORY_SIZE` / `kHistorySize` / `_historySize`)
/// samples no older than `horizonMs` (100: `HORIZON` / `kHorizonMS` / `_horizonMilliseconds`)
/// before the newest, and a pause of `stopGapMs` (40: `ASSUME_POINTER_STOPPED_TIME` /
/// `kAssumePointerStoppedTimeMs` / `_assumePointerMoveStoppedMilliseconds`) between two samples,
/// or before the release, means the pointer stopped: nothing older counts. With two samples the
/// fit is a line, as those solvers reduce the degree to what the samples can determine.
///
/// Degree 1 with a 50-ms stillness rule and no sample limit (`lsq1`) is Handoff's earlier
/// estimator, kept for preset files that name none.
public struct LeastSquaresVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "lsq"
    public var name: String { degree == 2 ? "lsq2" : "lsq1" }
    /// Polynomial degree, 1 or 2.
    public var degree: Int
    /// How far back from the newest sample samples count, ms.
    public var horizonMs: Double
    /// At most this many samples are fitted.
    public var maxSamples: Int
    /// A gap this long between samples (or from the newest to the release) means the pointer
    /// stopped, ms; 0 = no such rule.
    public var stopGapMs: Double
    /// A release this long after the pointer last changed position gives 0, ms; 0 = no such rule.
    public var stillMs: Double

    /// Android's, Chromium's and Flutter's LSQ2.
    public static let lsq2 = LeastSquaresVelocityEstimator(degree: 2, horizonMs: 100, maxSamples: 20, stopGapMs: 40, stillMs: 0)
    /// Handoff 0.1's linear fit.
    public static let lsq1 = LeastSquaresVelocityEstimator(degree: 1, horizonMs: 100, maxSamples: MotionHistory.capacity,
                                                           stopGapMs: 0, stillMs: 50)

    /// An estimator with these constants.
    public init(degree: Int, horizonMs: Double, maxSamples: Int, stopGapMs: Double, stillMs: Double) {
        self.degree = degree
        self.horizonMs = horizonMs
        self.maxSamples = maxSamples
        self.stopGapMs = stopGapMs
        self.stillMs = stillMs
    }

    enum CodingKeys: String, CodingKey {
        case degree
        case horizonMs = "horizon_ms"
        case maxSamples = "max_samples"
        case stopGapMs = "stop_gap_ms"
        case stillMs = "still_ms"
    }

    public var problem: (key: String, expected: String)? {
        if degree != 1 && degree != 2 { return ("degree", "1 or 2") }
        if !(horizonMs > 0 && horizonMs <= 1000) { return ("horizon_ms", "a number in (0, 1000]") }
        if !(maxSamples >= 2 && maxSamples <= MotionHistory.capacity) {
            return ("max_samples", "an integer in [2, \(MotionHistory.capacity)]")
        }
        if !(stopGapMs >= 0 && stopGapMs <= 1000) { return ("stop_gap_ms", "a number in [0, 1000]") }
        if !(stillMs >= 0 && stillMs <= 1000) { return ("still_ms", "a number in [0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        guard let newest = history.newest else { return 0 }
        if stillMs > 0, releaseMs - history.lastMovementMs >= stillMs { return 0 }
        if stopGapMs > 0, releaseMs - newest.timeMs >= stopGapMs { return 0 }
        // Times relative to the newest sample (ms) and positions relative to it keep the sums
        // well conditioned; the slope at t = 0 is the velocity at the newest sample.
        var n = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        var previousMs = newest.timeMs
        let limit = min(history.count, maxSamples)
        for back in 0..<limit {
            let sample = history[back]
            if newest.timeMs - sample.timeMs > horizonMs { break }
            if stopGapMs > 0, previousMs - sample.timeMs >= stopGapMs { break }
            previousMs = sample.timeMs
            let t = sample.timeMs - newest.timeMs
            let y = sample.position - newest.position
            n += 1
            s1 += t; s2 += t * t; s3 += t * t * t; s4 += t * t * t * t
            y0 += y; y1 += t * y; y2 += t * t * y
        }
        guard n >= 2 else { return 0 }
        var slopePerMs: Double
        if degree == 2 && n >= 3 {
            // Normal equations of y = a + b·t + c·t², solved by Cramer's rule for b.
            let det = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s2 * s3) + s2 * (s1 * s3 - s2 * s2)
            guard abs(det) > 1e-12 else { return 0 }
            let detB = n * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s2 * s3) + s2 * (s1 * y2 - y1 * s2)
            slopePerMs = detB / det
        } else {
            let det = n * s2 - s1 * s1
            guard det > 1e-12 else { return 0 }
            slopePerMs = (n * y1 - s1 * y0) / det
        }
        let velocity = slopePerMs * 1000
        return velocity.isFinite ? velocity : 0
    }
}
