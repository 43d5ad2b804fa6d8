/// Android's settings of the shared least-squares fit
/// (`frameworks/native/libs/input/VelocityTracker.cpp`); the fit's own comment says how the
/// engines' rules differ.
extension LeastSquaresVelocityEstimator {
    /// Android's LSQ2.
    public static let android = LeastSquaresVelocityEstimator(degree: 2, horizonMs: 100, maxSamples: 20, minSamples: 2,
                                                              stopGapMs: 40, liftGapMs: 40, alignedDirection: false, stillMs: 0)
}
