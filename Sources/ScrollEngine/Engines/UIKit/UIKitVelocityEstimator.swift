/// UIKit's release velocity as Flutter reproduces it for iOS scroll views:
/// `IOSScrollViewFlingVelocityTracker` (`packages/flutter/lib/src/gestures/velocity_tracker.dart`,
/// flutter/flutter 2056b5a133faf13a3d1e7b3f91ebdb0ffb5ab427).
///
/// UIKit's own code is not public; Flutter's tracker was fitted to what UIScrollView does ("an
/// approximation of the scroll velocity of an iOS scroll view at the moment the user touch was
/// released"). It weighs the speeds of the last three intervals between samples, oldest first,
/// 0.6, 0.35 and 0.05 — the scroll view has already slowed down a little when the finger lifts —
/// and a missing interval counts as 0. This is the one choice for `ios` that rests on a published
/// implementation rather than on a guess. One rule is added to it: a finger that stops before it
/// lifts does not fling a UIScrollView, so a release more than `stillMs` (40 ms, the pause
/// Flutter's and Android's trackers take for a stopped pointer) after the finger last moved gives 0 —
/// Flutter's iOS tracker alone would fling with the speed from before the pause.
public struct UIKitVelocityEstimator: VelocityEstimator, Equatable {
    public static let estimatorName = "uikit"
    /// Weights of the last intervals, newest first.
    public var weights: [Double]
    /// A release more than this after the last move gives 0, ms.
    public var stillMs: Double

    /// Flutter's weights: 0.05 (newest interval), 0.35, 0.6; 40 ms.
    public static let standard = UIKitVelocityEstimator(weights: [0.05, 0.35, 0.6], stillMs: 40)

    /// An estimator with these weights, newest interval first.
    public init(weights: [Double], stillMs: Double) {
        self.weights = weights
        self.stillMs = stillMs
    }

    enum CodingKeys: String, CodingKey {
        case weights
        case stillMs = "still_ms"
    }

    public var problem: (key: String, expected: String)? {
        guard (1...16).contains(weights.count), weights.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 10 }) else {
            return ("weights", "1 to 16 numbers in [0, 10]")
        }
        if !(stillMs > 0 && stillMs <= 1000) { return ("still_ms", "a number in (0, 1000]") }
        return nil
    }

    public func velocity(of history: MotionHistory, atMs releaseMs: Double, source: VelocitySource) -> Double {
        // Stillness counts from the last change of position: a repeated position is a finger at rest.
        guard history.count > 0, releaseMs - history.lastMovementMs <= stillMs else { return 0 }
        var velocity = 0.0
        for (back, weight) in weights.enumerated() where back + 1 < history.count {
            let end = history[back], start = history[back + 1]
            let span = end.timeMs - start.timeMs
            if span > 0 { velocity += weight * (end.position - start.position) * 1000 / span }
        }
        return velocity.isFinite ? velocity : 0
    }
}
