"""Which touch each drag frame of a nested GTK run shows (`drag_shown`, docs/truth.md "Nested
scrollers"), from NestedScroll.py's log, never from the frames' offsets.

GTK moves a scrolled window while it handles the touch: its GtkGestureDrag's drag-update runs
`scrolled_window_drag_update_cb`, which sets the adjustment there and then (GTK 4.8
gtk/gtkscrolledwindow.c). Everything runs on the one GTK thread: GdkFrameClockIdle hands GTK the
queued events in its flush-events phase, then runs layout, paint and after-paint in one idle
(gdk/gdkframeclockidle.c, `gdk_frame_clock_flush_idle`, `gdk_frame_clock_paint_idle`), so no
touch is handled between a frame's layout and its after-paint. NestedScroll.py logs each event as
the window is handed it, each drag-update after GTK's handler and each frame at its after-paint,
in the order GTK ran them: a frame shows the newest touch logged before its line, whatever the
frame's time (the clock's smoothed time, which lies up to a refresh interval from the paint).
"""

import truthfile

PRESS = ("begin", "move")


def rows(log, sent, t0, shift, frames, lines, lift_t):
    """(drag_shown rows, one sentence for the notes). `frames`: the file's frames (t, outer, inner),
    `lines`: each frame's index in `log`; `shift`: the Broadway time shift (an event's time less
    its sent time). A row per frame after the first and before the first at or after `lift_t`:
    [frame t, session t of the newest press or move GTK had handled before that frame's paint,
    the finger's y GTK's drag gesture had for it (the session's where no drag-update names it)].
    A frame painted before GTK handled the press (its smoothed time can lie after the press's)
    shows the start state; the format names an input for every row, so such a row names the
    press, which moves nothing."""
    touches = {s.get("sent_at", s["at"]): s for s in sent if s.get("phase") in PRESS}
    press = sent[0]
    out, from_gtk, same_values, differs, early = [], 0, 0, [], 0
    for k in range(1, len(frames)):
        t = truthfile.r3(frames[k][0])
        if t >= lift_t:
            break
        before = log[:lines[k]]
        handled = [e for e in before if e["k"] == "event" and e["time"] - shift in touches]
        if not handled:
            early += 1
            out.append([t, press["at"] - t0, truthfile.r3(press["y"])])
            continue
        sent_touch = touches[handled[-1]["time"] - shift]
        drags = [e for e in before if e["k"] == "drag" and e["time"] == handled[-1]["time"] and e["y"] is not None]
        y = sent_touch["y"]
        if drags:
            from_gtk += 1
            if abs(drags[-1]["y"] - y) > 0.001:
                differs.append(t)
            y = drags[-1]["y"]
            if (drags[-1]["outer"], drags[-1]["inner"]) == tuple(frames[k][1:]):
                same_values += 1
        out.append([t, sent_touch["at"] - t0, truthfile.r3(y)])
    note = (f"drag_shown: for each of the {len(out)} drag frames, the newest touch GTK had handled before that frame's "
            f"paint, by the order of NestedScroll.py's log lines (capture-phase event, GtkGestureDrag drag-update, "
            f"after-paint); y is the drag gesture's own for {from_gtk} of them"
            + (f" (differing from the session's at t={', '.join(map(str, differs))})" if differs else
               ", each equal to the session's")
            + f"; {same_values} of those frames painted the values GTK had right after that drag-update"
            + (f"; {early} frame(s) painted before GTK handled the press name the press" if early else "") + ".")
    return out, note
