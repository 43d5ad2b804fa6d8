extension PhysicsPreset {
    /// Qt Quick `Flickable` (`src/quick/items/qquickflickable.cpp`,
    /// `qquickflickablebehavior_p.h`): deceleration 1500 px/s² to a whole-pixel target, flicks
    /// capped at 2500 px/s and none under `MinimumFlickVelocity` 75 px/s, release velocity the
    /// mean of the last `QML_FLICK_SAMPLEBUFFER` (3) move speeds, no handoff between flickables.
    public static let qtquick = defaults.with {
        $0.name = "qtquick"
        $0.summary = "Qt Quick Flickable (1500 px/s^2 to a whole pixel, max 2500 px/s), no handoff"
        $0.fling = QtQuickFlingSimulation.Model.standard
        $0.velocity = QtQuickVelocityEstimator.standard
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.maxFlingVelocity = 2500
        $0.minFlingVelocity = 75
        $0.handoff = .none
    }
}
