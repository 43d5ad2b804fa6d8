/// Qt Quick `Flickable`'s flick boost (qt/qtdeclarative tag v6.4.2,
/// 1b58f30087eedf42f16572d8ae1d6a5b18f3d698: `src/quick/items/qquickflickable.cpp`
/// `handlePressEvent`, `handleReleaseEvent`; `qquickflickablebehavior_p.h`).
///
/// A press on a fling still moving faster than `RetainGrabVelocity` (100 px/s) keeps the running
/// flick's boost when the flick's timeline is at most 600 ms old, lowered by 0.5 (to no less
/// than 1) when it is over 300 ms old; otherwise the boost is gone. The release boosts when the
/// content is more than `QML_FLICK_MULTIFLICK_RATIO` (10) viewports tall, the flick goes the
/// caught one's way and its velocity is over `QML_FLICK_MULTIFLICK_THRESHOLD` (1250 px/s): the
/// factor becomes boost + 0.25, within 1…`QML_FLICK_MULTIFLICK_MAXBOOST` (3), and multiplies the
/// velocity, which `flick()` then bounds by the maximum. Any other release has factor 1.
enum QtMultiFlick {
    /// `RetainGrabVelocity`, px/s.
    static let retainVelocity = 100.0
    /// Timeline ages (ms) past which the press cancels the boost, or lowers it.
    static let cancelAfterMs = 600.0
    static let reduceAfterMs = 300.0
    static let reduction = 0.5
    /// `QML_FLICK_MULTIFLICK_RATIO`, `_THRESHOLD` (px/s), `_MAXBOOST`, and the step per flick.
    static let contentRatio = 10.0
    static let threshold = 1250.0
    static let maxBoost = 3.0
    static let step = 0.25

    /// The boost a press keeps from a fling moving at `velocity` px/s whose timeline is
    /// `timelineMs` old and was boosted by `boost`; nil: none (the release will not boost).
    static func boostKept(velocity: Double, timelineMs: Double, boost: Double) -> Double? {
        guard abs(velocity) > retainVelocity, timelineMs <= cancelAfterMs else { return nil }
        return timelineMs > reduceAfterMs ? max(1, boost - reduction) : boost
    }

    /// The release's factor for `velocity` px/s after a press that caught a fling at `caught`
    /// px/s and kept `boost`, on content `contentRatio` viewports tall.
    static func factor(velocity: Double, caught: Double, boost: Double, contentRatio ratio: Double) -> Double {
        guard caught != 0, ratio > contentRatio, (velocity > 0) == (caught > 0), abs(velocity) > threshold else { return 1 }
        return min(max(1, boost + step), maxBoost)
    }
}
