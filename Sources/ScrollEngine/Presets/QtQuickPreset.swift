extension PhysicsPreset {
    /// Qt Quick `Flickable` (qt/qtdeclarative tag v6.4.2, 1b58f30087eedf42f16572d8ae1d6a5b18f3d698:
    /// `src/quick/items/qquickflickable.cpp`, `qquickflickablebehavior_p.h`): deceleration
    /// 1500 px/s² to a whole-pixel target, flicks capped at 2500 px/s and none under
    /// `MinimumFlickVelocity` 75 px/s, release velocity the mean of the last
    /// `QML_FLICK_SAMPLEBUFFER` (3) move speeds, each clamped to the maximum first, no handoff
    /// between flickables.
    ///
    /// Fling start: `.previousFrame`. `handleReleaseEvent` calls `flick()`, which starts the
    /// `QQuickTimeLine`; the animation timer starts a new animation from its latest tick when that
    /// tick is at most 50 ms old (`QUnifiedTimer::maybeUpdateAnimationsToCurrentTime`, qt/qtbase
    /// 00b2e45a97205975ee91aa43f00e3dbef1a8907b `src/corelib/animation/qabstractanimation.cpp`,
    /// called from `QQmlAnimationTimer::startAnimations`, qtdeclarative v6.4.2
    /// `src/qml/animations/qabstractanimationjob.cpp`), so while anything animates the fling
    /// counts from the frame before the lift: 0 to 1 frame period ahead of the input (16.7 ms at
    /// 60 Hz), by the frame rate; from the lift when the last frame is older.
    /// Boost: `.multiFlick` (`QtMultiFlick`). Touch slop 10 px: `QStyleHints::startDragDistance`'s
    /// default, which `QQuickDeliveryAgentPrivate::dragOverThreshold` checks; Qt then also leaves
    /// out the travel up to the second move past it (`dragStartOffset`), which Handoff applies.
    public static let qtquick = defaults.with {
        $0.name = "qtquick"
        $0.summary = "Qt Quick Flickable (1500 px/s^2 to a whole pixel, max 2500 px/s), no handoff"
        $0.fling = QtQuickFlingSimulation.Model.standard
        $0.velocity = QtQuickVelocityEstimator.standard
        $0.flingStart = .previousFrame
        $0.boost = .multiFlick
        $0.touchSlop = 10
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.maxFlingVelocity = 2500
        $0.minFlingVelocity = 75
        $0.handoff = .none
    }
}
