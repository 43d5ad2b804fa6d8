#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension PhysicsPreset {
    /// GTK4: `GtkKineticScrolling` with friction 4, stopping under 0.1 px/s where the last frame
    /// before the stop left it (`gtk/gtkkineticscrolling.c`, `gtk/gtkscrolledwindow.c` as in
    /// FuriLabs/gtk4 ef546650e2ccc784ca21b6596fb384dfba3cf458, a GTK 4 tree, and GNOME/gtk tag 4.8.3,
    /// the same there), release velocity from the last 150 ms ending at the lift
    /// (`gtk/gtkgestureswipe.c`, `gtk/gtkeventcontrollerscroll.c`, tag 4.8.3), velocity
    /// accumulation for a fling during a fling (`VELOCITY_ACCUMULATION_*`), no handoff between
    /// scrollers.
    ///
    /// Fling start: `.nearestFrame`. `gtk_scrolled_window_start_deceleration` starts the kinetic
    /// scrolling at `gdk_frame_clock_get_frame_time` when it handles the lift, which outside a
    /// paint is the last frame's time plus the whole number of refresh intervals nearest to now
    /// (`gdk/gdkframeclockidle.c`, `compute_smooth_frame_time`, GNOME/gtk tag 4.8.3): the curve
    /// starts at the frame time nearest the lift, up to half a frame period before or after it
    /// (8.3 ms at 60 Hz). The same frame time is where a caught fling's velocity is read for the
    /// accumulation (`gtk_scrolled_window_accumulate_velocity` ticks it from its last frame).
    /// Drag start: `.wholeTravel`. `scrolled_window_drag_update_cb` sets the adjustment to the
    /// drag's start value less `GtkGestureDrag`'s offset from the press once
    /// `gtk_drag_check_threshold_double` passes (gtk/gtkscrolledwindow.c, GNOME/gtk tag 4.8.3):
    /// nothing is taken off, and the truth files' `release.slop` is 0.
    /// Caught drag start: `.wholeTravel` too. `scrolled_window_drag_begin_cb` cancels the
    /// deceleration at the press and claims nothing, so the threshold check in
    /// `scrolled_window_drag_update_cb` (made while the sequence is unclaimed) applies as for any
    /// press (the same file and tag); the `reflick` truth file's second stroke scrolls its whole
    /// travel.
    public static let gtk = defaults.with {
        $0.name = "gtk"
        $0.summary = "GTK4 GtkKineticScrolling (friction 4, stop 0.1 px/s), outermost scroller takes the touch"
        $0.fling = GTKKineticSimulation.Model.standard
        $0.velocity = GTKVelocityEstimator.standard
        $0.boost = FlingBoost.gtk
        $0.flingStart = .nearestFrame
        $0.dragStart = .wholeTravel
        $0.dragStartCaught = .wholeTravel
        $0.bounceSpring = stiffSprings.bounce
        $0.snapSpring = stiffSprings.snap
        // A wheel click moves pow(page_size, 2/3) at once, with no animation
        // (`scroll_controller_scroll`, gtk/gtkscrolledwindow.c, GTK 4.8: discrete deltas times
        // `pow (page_size, 2.0 / 3.0)`, set on the adjustment; seen in the nested wheel truth files).
        $0.wheelPagePower = 2.0 / 3.0
        $0.wheelDuration = 0
        $0.handoff = .outermost
        $0.seam = "outermost: GtkScrolledWindow runs its drag and swipe gestures in the capture phase (gtk/gtkscrolledwindow.c, GTK 4.8), so of nested scrolled windows the outermost claims a touch, its drag and its kinetic fling, and the inner's gesture is cancelled; a touch fling stops at the outer's ends without overshoot. Wheels and touchpads go through GtkEventControllerScroll in the bubble phase: the innermost scrolled window takes them and hands nothing on."
    }
}

extension PresetDefinition {
    /// `PhysicsPreset.gtk` with its row of docs/presets.md, its engine's numbers and the replica of
    /// its engine's code (`physics verify`).
    static let gtk = PresetDefinition(
        preset: .gtk,
        momentum: "`GtkKineticScrolling`, friction 4: x0 + v/4·(1 − e^(−4t)), stop at \\|v\\| < 0.1 px/s, resting where the last frame before the stop left it (the stopping tick writes nothing)",
        releaseVelocity: "`GtkGestureSwipe`: secant from the newest move before the last 150 ms to the lift (its time, the last position), the press left out, whole ms and px; touchpad: Σdy of 150 ms / (t_stop − t_first)",
        flingDuringFling: "accumulation: v + L·min((v − 0.33L)/(0.67L), 6)",
        cases: ReferenceCases.gtk,
        replica: EngineReplica(source: "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkkineticscrolling.c, gtk/gtkscrolledwindow.c") { v, origin, viewport, frames in
            EngineReference.gtk(v, origin: origin, frames: frames)
        })
}

extension ReferenceCases {
    /// The numbers `gtk`'s engine's tests assert or its code computes.
    static func gtk(_ p: PhysicsPreset) -> [ReferenceCase] {
        let b = CaseBuilder(preset: p)
        let code = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkkineticscrolling.c, gtk/gtkscrolledwindow.c"
        let swipe = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkgestureswipe.c, gtk/gtkeventcontrollerscroll.c"
        let boost = "FuriLabs/gtk4 (GTK 4) ef546650e2ccc784ca21b6596fb384dfba3cf458 gtk/gtkscrolledwindow.c gtk_scrolled_window_accumulate_velocity"
        // The 8-px threshold needs more than 8 px (`gtk_drag_check_threshold_double`, gtk/gtkdragsource.c):
        // the first 8-px move is not yet a drag; the second applies the whole 16.
        let threshold = "GNOME/gtk tag 4.8.3 gtk/gtkscrolledwindow.c scrolled_window_drag_update_cb, gtk/gtkdragsource.c gtk_drag_check_threshold_double"
        return dragStart(b, threshold, leaving: 2, atLeaving: 16, afterFive: 40)
            + caughtDragStart(b, threshold + "; scrolled_window_drag_begin_cb (cancels the deceleration, claims nothing)", leaving: 2, atLeaving: 16, afterFive: 40) + [
            b.c("1000 px/s: settles when |v| < 0.1", code, 2.302585, 0.000_01, "s") { (fling(p, 1000) as? GTKKineticSimulation)?.duration ?? .nan },
            b.c("1000 px/s at 60 Hz: rests where frame 138 left it (the stopping tick writes nothing)", code,
                249.974_74, 0.000_1, "px") { framedRest(p, 1000, hz: 60) },
            b.c("touch 10 px every 10 ms: swipe velocity", swipe, 1000, 1e-9, "px/s") {
                var h = MotionHistory()
                for i in 0...30 { h.add(timeMs: Double(i) * 10, position: Double(i) * 10) }
                return estimate(p, h, atMs: 300) },
            b.c("touchpad 10 px every 10 ms, stop at 300 ms: kinetic velocity", swipe, 1000, 1e-9, "px/s") {
                var h = MotionHistory()
                for i in 0...29 { h.add(timeMs: Double(i) * 10, delta: 10) }
                return estimate(p, h, atMs: 300, source: .scroll) },
            b.c("1000 px/s into a running 1000 px/s", boost, 2000, 1e-9, "px/s") { p.boost.boosted(1000, caught: 1000) },
            b.c("500 px/s into a running 1000 px/s", boost, 500 + 1000 * (500 - 330) / 670, 1e-9, "px/s") { p.boost.boosted(500, caught: 1000) },
            b.c("4350 px/s into a running 1000 px/s (6× cap)", boost, 10350, 1e-9, "px/s") { p.boost.boosted(4350, caught: 1000) },
            b.c("300 px/s into a running 1000 px/s (under the floor)", boost, 300, 0, "px/s") { p.boost.boosted(300, caught: 1000) },
        ]
    }
}

extension EngineReference {
    /// `gtk/gtkkineticscrolling.c` ticked by `gtk/gtkscrolledwindow.c`'s
    /// `scrolled_window_deceleration_cb`: `c1 + c2·e^(−4t)` at each frame's time since the start;
    /// the first frame whose |v| < 0.1 stops (`gtk_kinetic_scrolling_stop` rounds the kinetic
    /// object's own position) and returns FALSE, so the adjustment keeps the previous frame's value.
    static func gtk(_ v: Double, origin: Double, frames: [Double]) -> Path {
        let friction = 4.0
        let c1 = v / friction + origin, c2 = -v / friction
        var offsets: [Double] = []
        var settle = 0.0
        var adjustment = origin
        var running = true
        for tau in frames {
            if running {
                let e = exp(-friction * tau)
                let position = c1 + c2 * e
                if abs(-friction * c2 * e) < 0.1 {
                    running = false
                } else {
                    if abs(position - adjustment) > ReferenceFlick.stillPx { settle = tau }
                    adjustment = position
                }
            }
            offsets.append(adjustment - origin)
        }
        return Path(offsets: offsets, rest: adjustment - origin, settle: settle)
    }
}
