/// A polynomial fitted by least squares through the gesture's last samples; its slope at the newest
/// sample is the velocity.
///
/// Degree 2 is the default of three engines, each with its own edges:
/// - Android (`frameworks/native/libs/input/VelocityTracker.cpp`, `DEFAULT_STRATEGY_BY_AXIS` LSQ2 for
///   X and Y): at most `HISTORY_SIZE` 20 samples within `HORIZON` 100 ms of the newest; a gap of
///   more than `ASSUME_POINTER_STOPPED_TIME` 40 ms between samples clears what came before, and an
///   up event more than 40 ms after the last move gives no velocity; two samples fit a line.
/// - Chromium (`ui/events/gesture_detection/velocity_tracker.cc`, chromium/chromium
///   5b83ed465231eb0bb65d444348d89cb5a66501a0, `LSQ2_RESTRICTED` on Aura, set
///   in `gesture_configuration_aura.cc`): the same, but an up event 80 ms after the last move
///   (`kAssumePointerUpStoppedTimeMs`) stops it, and a fitted velocity against the direction the
///   samples travelled is 0 (`RESTRICTION_ALIGNED_DIRECTIONS`).
/// - Flutter (`packages/flutter/lib/src/gestures/velocity_tracker.dart`, flutter/flutter
///   2056b5a133faf13a3d1e7b3f91ebdb0ffb5ab427, `VelocityTracker`): the
///   walk back stops at a gap over 40 ms or an age over 100 ms, fewer than 3 samples give 0
///   (`_minSampleSize`), and there is no rule for a pause before the release.
/// The engines solve in single precision by QR or closed-form sums; this solves the normal
/// equations in double precision (the same fit, to rounding). Gaps of exactly 40 ms, where
/// Chromium's `>=` and Android's `>` differ, count as Android's.
///
/// Degree 1 with a 50-ms stillness rule and no sample limit (`lsq1`) is Handoff's earlier
/// estimator, kept for preset files that name none.
public struct LeastSquaresVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "lsq"
    public var name: String { degree == 1 ? "lsq1" : alignedDirection ? "lsq2_restricted" : "lsq2" }
    /// Polynomial degree, 1 or 2.
    public var degree: Int
    /// How far back from the newest sample samples count, ms.
    public var horizonMs: Double
    /// At most this many samples are fitted.
    public var maxSamples: Int
    /// Fewer samples than this give 0 (Android, Chromium: 2; Flutter: 3).
    public var minSamples: Int
    /// A gap over this between samples means the pointer stopped: nothing older counts, ms.
    public var stopGapMs: Double
    /// A release more than this after the newest sample gives 0, ms; 0 = no such rule.
    public var liftGapMs: Double
    /// A velocity against the direction the samples travelled is 0 (Chromium's restriction).
    public var alignedDirection: Bool
    /// A release this long after the pointer last changed position gives 0, ms; 0 = no such rule
    /// (Handoff 0.1's rule).
    public var stillMs: Double

    /// Handoff 0.1's linear fit.
    public static let lsq1 = LeastSquaresVelocityEstimator(degree: 1, horizonMs: 100, maxSamples: MotionHistory.capacity,
                                                           minSamples: 2, stopGapMs: 1000, liftGapMs: 0,
                                                           alignedDirection: false, stillMs: 50)

    /// An estimator with these constants.
    public init(degree: Int, horizonMs: Double, maxSamples: Int, minSamples: Int, stopGapMs: Double, liftGapMs: Double,
                alignedDirection: Bool, stillMs: Double) {
        self.degree = degree
        self.horizonMs = horizonMs
        self.maxSamples = maxSamples
        self.minSamples = minSamples
        self.stopGapMs = stopGapMs
        self.liftGapMs = liftGapMs
        self.alignedDirection = alignedDirection
        self.stillMs = stillMs
    }

    enum CodingKeys: String, CodingKey {
        case degree
        case horizonMs = "horizon_ms"
        case maxSamples = "max_samples"
        case minSamples = "min_samples"
        case stopGapMs = "stop_gap_ms"
        case liftGapMs = "lift_gap_ms"
        case alignedDirection = "aligned_direction"
        case stillMs = "still_ms"
    }

    public var problem: (key: String, expected: String)? {
        if degree != 1 && degree != 2 { return ("degree", "1 or 2") }
        if !(horizonMs > 0 && horizonMs <= 1000) { return ("horizon_ms", "a number in (0, 1000]") }
        if !(maxSamples >= 2 && maxSamples <= MotionHistory.capacity) {
            return ("max_samples", "an integer in [2, \(MotionHistory.capacity)]")
        }
        if !(minSamples >= 2 && minSamples <= maxSamples) { return ("min_samples", "an integer in [2, max_samples]") }
        if !(stopGapMs > 0 && stopGapMs <= 1000) { return ("stop_gap_ms", "a number in (0, 1000]") }
        if !(liftGapMs >= 0 && liftGapMs <= 1000) { return ("lift_gap_ms", "a number in [0, 1000]") }
        if !(stillMs >= 0 && stillMs <= 1000) { return ("still_ms", "a number in [0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        guard let newest = history.newest else { return 0 }
        if stillMs > 0, releaseMs - history.lastMovementMs >= stillMs { return 0 }
        if liftGapMs > 0, releaseMs - newest.timeMs > liftGapMs { return 0 }
        // Times relative to the newest sample (ms) and positions relative to it keep the sums
        // well conditioned; the slope at t = 0 is the velocity at the newest sample.
        var n = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0
        var previousMs = newest.timeMs
        var oldest = newest
        for back in 0..<min(history.count, maxSamples) {
            let sample = history[back]
            if newest.timeMs - sample.timeMs > horizonMs || previousMs - sample.timeMs > stopGapMs { break }
            previousMs = sample.timeMs
            oldest = sample
            let t = sample.timeMs - newest.timeMs
            let y = sample.position - newest.position
            n += 1
            s1 += t; s2 += t * t; s3 += t * t * t; s4 += t * t * t * t
            y0 += y; y1 += t * y; y2 += t * t * y
        }
        guard n >= Double(max(2, minSamples)) else { return 0 }
        let slopePerMs: Double
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
        if alignedDirection, velocity * (newest.position - oldest.position) < 0 { return 0 }
        return velocity.isFinite ? velocity : 0
    }
}
