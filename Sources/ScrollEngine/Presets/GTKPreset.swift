extension PhysicsPreset {
    /// GTK4: `GtkKineticScrolling` with friction 4, stopping under 0.1 px/s where the last frame
    /// before the stop left it (`gtk/gtkkineticscrolling.c`, `gtk/gtkscrolledwindow.c` as in
    /// FuriLabs/gtk4 ef546650e2ccc784ca21b6596fb384dfba3cf458, a GTK 4 tree), release velocity
    /// from the last 150 ms (`gtk/gtkgestureswipe.c`, `gtk/gtkeventcontrollerscroll.c`), velocity
    /// accumulation for a fling during a fling (`VELOCITY_ACCUMULATION_*`), no handoff between
    /// scrollers.
    ///
    /// Fling start: `.liftFrame`. `gtk_scrolled_window_start_deceleration` starts the kinetic
    /// scrolling at `gdk_frame_clock_get_frame_time`, which outside a paint (and while events are
    /// flushed at the start of a frame cycle) is the frame time rounded to the frame grid
    /// (`gdk/gdkframeclockidle.c`, GNOME/gtk 005ee5c1f716326e7b317c12be6dbe613e8a5a50,
    /// `compute_smooth_frame_time`); the tick callback then runs in that cycle's update phase at
    /// t = 0. The path comes up to one frame period after the lift: 16.7 ms at 60 Hz, 4.2 ms at
    /// 240 Hz.
    public static let gtk = defaults.with {
        $0.name = "gtk"
        $0.summary = "GTK4 GtkKineticScrolling (friction 4, stop 0.1 px/s), no handoff"
        $0.fling = GTKKineticSimulation.Model.standard
        $0.velocity = GTKVelocityEstimator.standard
        $0.boost = FlingBoost.gtk
        $0.flingStart = .liftFrame
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        $0.handoff = .none
    }
}
