extension PhysicsPreset {
    /// Qt Quick `Flickable` (qt/qtdeclarative tag v6.4.2, 1b58f30087eedf42f16572d8ae1d6a5b18f3d698:
    /// `src/quick/items/qquickflickable.cpp`, `qquickflickablebehavior_p.h`): deceleration
    /// 1500 px/s² to a whole-pixel target, flicks capped at 2500 px/s and none under
    /// `MinimumFlickVelocity` 75 px/s, release velocity the mean of the last
    /// `QML_FLICK_SAMPLEBUFFER` (3) move speeds, each clamped to the maximum first, no handoff
    /// between flickables.
    ///
    /// Fling start: `.liftFrame`. `handleReleaseEvent` calls `flick()`, which adds an `accel` op to
    /// the `QQuickTimeLine`; in its default `LocalSync` mode the timeline's first
    /// `updateCurrentTime` takes its own time as the sync point (`syncAdj`), so the curve reads
    /// t = 0 on the first animation frame after the release (`src/quick/util/qquicktimeline.cpp`,
    /// same tag). The path comes up to one frame period after the lift: 16.7 ms at 60 Hz.
    public static let qtquick = defaults.with {
        $0.name = "qtquick"
        $0.summary = "Qt Quick Flickable (1500 px/s^2 to a whole pixel, max 2500 px/s), no handoff"
        $0.fling = QtQuickFlingSimulation.Model.standard
        $0.velocity = QtQuickVelocityEstimator.standard
        $0.flingStart = .liftFrame
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.maxFlingVelocity = 2500
        $0.minFlingVelocity = 75
        $0.handoff = .none
    }
}
