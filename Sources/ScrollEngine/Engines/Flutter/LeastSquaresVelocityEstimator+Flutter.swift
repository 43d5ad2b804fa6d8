/// Flutter's settings of the shared least-squares fit (`packages/flutter/lib/src/gestures/velocity_tracker.dart`,
/// flutter/flutter 2056b5a133faf13a3d1e7b3f91ebdb0ffb5ab427); the fit's own comment says how the
/// engines' rules differ.
extension LeastSquaresVelocityEstimator {
    /// Flutter's LSQ2.
    public static let flutter = LeastSquaresVelocityEstimator(degree: 2, horizonMs: 100, maxSamples: 20, minSamples: 3,
                                                              stopGapMs: 40, liftGapMs: 0, alignedDirection: false, stillMs: 0)
}
