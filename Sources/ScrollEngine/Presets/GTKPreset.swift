extension PhysicsPreset {
    /// GTK4: `GtkKineticScrolling` with friction 4, stopping under 0.1 px/s on a whole pixel
    /// (`gtk/gtkkineticscrolling.c`, `gtk/gtkscrolledwindow.c`), release velocity from the last
    /// 150 ms (`gtk/gtkgestureswipe.c`, `gtk/gtkeventcontrollerscroll.c`), velocity accumulation
    /// for a fling during a fling (`VELOCITY_ACCUMULATION_*`), no handoff between scrollers.
    public static let gtk = defaults.with {
        $0.name = "gtk"
        $0.summary = "GTK4 GtkKineticScrolling (friction 4, stop 0.1 px/s), no handoff"
        $0.fling = GTKKineticSimulation.Model.standard
        $0.velocity = GTKVelocityEstimator.standard
        $0.boost = FlingBoost.gtk
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.handoff = .none
    }
}
