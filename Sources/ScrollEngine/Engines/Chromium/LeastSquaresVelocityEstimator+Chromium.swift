/// Chromium's settings of the shared least-squares fit (`ui/events/gesture_detection/velocity_tracker.cc`,
/// chromium/chromium 5b83ed465231eb0bb65d444348d89cb5a66501a0); the fit's own comment says how the
/// engines' rules differ.
extension LeastSquaresVelocityEstimator {
    /// Chromium's LSQ2_RESTRICTED.
    public static let chromium = LeastSquaresVelocityEstimator(degree: 2, horizonMs: 100, maxSamples: 20, minSamples: 2,
                                                               stopGapMs: 40, liftGapMs: 80, alignedDirection: true, stillMs: 0)
}
