/// Firefox APZ's `FlingAccelerator` following a touch that caught a fling (SAP/project-foxhound
/// 9dcb850a277433162f1f093c94ba59cfa5083f47: `gfx/layers/apz/src/FlingAccelerator.cpp`,
/// `GenericFlingAnimation.h`, `AsyncPanZoomController.cpp` `StartPanning`, `TrackTouch`,
/// `HandleEndOfPan`; prefs from `modules/libpref/init/StaticPrefList.yaml`).
///
/// The press cancels the fling and keeps its velocity of the last sample (`ObserveFlingCanceled`).
/// The new fling is accelerated when: the pan started (the move past the touch slop) less than
/// `apz.fling_accel_max_pause_interval_ms` (50) after the touch; the axis velocity after every
/// later move stayed at or above `apz.fling_accel_min_pan_velocity` (0.8 px/ms); the cancelled
/// fling still ran at `apz.fling_accel_min_fling_velocity` (1.5 px/ms) or more, and so does the
/// new one. Then, in the same direction, it starts at `base_mult` (1) × its own velocity +
/// `supplemental_mult` (1) × the caught fling's starting velocity.
///
/// The axis velocity is `SimpleVelocityTracker::AddPosition`'s: the speed since the last sample
/// more than 5 ms older (`MIN_VELOCITY_SAMPLE_TIME`), kept when a move comes sooner.
struct APZAccelerationWatch: Sendable, Equatable {
    /// `apz.fling_accel_max_pause_interval_ms`.
    static let maxPauseMs = 50.0
    /// `apz.fling_accel_min_pan_velocity`, px/s.
    static let minPanVelocity = 800.0
    /// `apz.fling_accel_min_fling_velocity`, px/s.
    static let minFlingVelocity = 1500.0
    /// `apz.fling_accel_base_mult`, `apz.fling_accel_supplemental_mult`.
    static let baseMultiplier = 1.0
    static let supplementalMultiplier = 1.0

    /// The touch's time, ms.
    var pressMs: Double
    /// |velocity| of the caught fling at its last sample, px/s.
    var cancelSpeed: Double
    /// The move that started the pan, ms.
    var panStartMs: Double?
    /// The lowest axis speed after a move of the pan, px/s.
    var minPanSpeed: Double?
    /// The tracker's last sample, ms and px (`StartTracking`: the touch), and its speed, px/s.
    var sampleMs: Double
    var samplePosition: Double
    var speed = 0.0

    /// A touch at `position` px at `pressMs` that cancelled a fling running at `cancelVelocity`
    /// px/s.
    init(pressMs: Double, position: Double, cancelVelocity: Double) {
        self.pressMs = pressMs
        cancelSpeed = abs(cancelVelocity)
        sampleMs = pressMs
        samplePosition = position
    }

    /// The finger at `position` px at `timeMs`; `panning`: the pan has started (this move may be
    /// the one that starts it).
    mutating func moved(position: Double, panning: Bool, atMs timeMs: Double) {
        if timeMs > sampleMs + APZVelocityEstimator.standard.minSampleMs {
            speed = abs(position - samplePosition) / (timeMs - sampleMs) * 1000
            sampleMs = timeMs
            samplePosition = position
        }
        guard panning else { return }
        guard panStartMs != nil else { return panStartMs = timeMs }
        minPanSpeed = min(minPanSpeed ?? speed, speed)
    }

    /// The lift's `velocity` px/s, accelerated when every condition held.
    func boosted(_ velocity: Double, startVelocity: Double) -> Double {
        guard let panStartMs, panStartMs - pressMs < Self.maxPauseMs, (minPanSpeed ?? 0) >= Self.minPanVelocity,
              cancelSpeed >= Self.minFlingVelocity, abs(velocity) >= Self.minFlingVelocity,
              velocity != 0, startVelocity == 0 || (velocity > 0) == (startVelocity > 0) else { return velocity }
        return velocity * Self.baseMultiplier + startVelocity * Self.supplementalMultiplier
    }
}
