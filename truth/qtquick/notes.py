"""The notes of a Qt Quick truth file: how its clocks were put together, and what Qt did that the
gesture did not ask for. Written into the file's notes, never into its data."""

import analysis


def _input_part(hover, run):
    if run.stamped:
        return ("Input: XTest on Xvfb; session t = X server times (XRECORD) minus the first press's; "
                "%d hover moves that keep y came before it and are left out. Frames: nothing animates "
                "in the app; one frame per change of contentY (a delivered move while dragging, an "
                "animation tick of the fling), timed by when its line reached the recorder (CLOCK_MONOTONIC, "
                "the server's clock) less 0.05 ms, kept inside Qt's own whole-ms %%{time boot} stamp: "
                "within about 0.1 ms of the write, which comes about 0.15 ms after the tick; the first "
                "frame is the last one Qt swapped before the press." % len(hover))
    low, high = run.origin_bounds()
    return ("Input: XTest on Xvfb; session t = X server times (XRECORD) minus the first press's; "
            "%d hover moves that keep y came before it and are left out. Frames: one per animation "
            "tick, FrameAnimation's clock put on CLOCK_MONOTONIC (the server's clock) through "
            "Date.now(): uncertainty %.3f ms." % (len(hover), high - low))


def _start_part(run, t1, tau1, start, release_t, handled_t=None):
    if run.stamped:
        return ("Fling start: the first tick after the release (t %.3f) shows the fling's timeline at "
                "%.1f ms, so the timeline started at t %.3f, %+.3f ms from the release (the earliest "
                "over the fling's ticks: %+.3f ms). Nothing kept Qt's animation timer ticking during "
                "the drag, so the fling's timeline counts from when Qt handled the release "
                "(flickStarted printed at t %.3f)."
                % (t1, tau1, t1 - tau1, t1 - tau1 - release_t, start - release_t, handled_t))
    return ("First tick after the release (t %.3f): fling timeline at %.1f ms, so the "
            "fling's clock started %.3f ms before that tick (%s the release). "
            "FrameAnimation keeps Qt's animation timer ticking, and a timeline started "
            "less than 50 ms after a tick counts from that tick "
            "(QUnifiedTimer::maybeUpdateAnimationsToCurrentTime)."
            % (t1, tau1, tau1, "before" if t1 - tau1 < release_t else "after"))


def fling_start(velocity, offset, post):
    """(first tick t, its timeline ms, the earliest start over the fling's ticks) for a fling
    of `velocity` from `offset` seen at the ticks `post` [(t, contentY)]; None without ticks."""
    clock = analysis.fling_clock(velocity, offset, post)
    moving = [(t, tau) for t, tau in clock if tau > 0.5]
    if not moving:
        return None
    t1, tau1 = moving[0]
    return t1, tau1, min(t - tau for t, tau in moving)


def describe(hover, events, dropped, base, run, frames, release_t, flicks, offset):
    """The notes of a single-scroller file (frames [(t, contentY)])."""
    parts = [_input_part(hover, run)]
    if dropped:
        parts.append("The server processed %d more move(s) that Qt never delivered (xcb dropped "
                     "them for a newer queued one), left out: %s." % (len(dropped), ", ".join(
                         "t %d y %d" % (e["time"] - base, e["y"]) for e in dropped)))
    before = [t for t, _ in frames if t <= release_t]
    after = [t for t, _ in frames if t > release_t]
    if before and after:
        parts.append("The release came %.3f ms after a %s and %.3f ms before the next."
                     % (release_t - before[-1], "frame" if run.stamped else "tick", after[0] - release_t))
    rule = ", ".join("no fling" if v is None else "%.3f" % v
                     for v in analysis.qt_release_velocities(hover + events))
    if flicks:
        parts.append("verticalVelocity at flickStarted: %s px/s; Qt's rules on the server times "
                     "give %s before any multi-flick boost." % (
                         ", ".join("%.3f" % s[2] for s in flicks), rule))
        post = [(t, y) for t, y in frames if t > release_t]
        start = fling_start(flicks[-1][2], offset, post)
        if start:
            parts.append(_start_part(run, start[0], start[1], start[2], release_t, flicks[-1][1] - base))
        moved = [t for t, y in post if abs(y - offset) > 1e-6]
        if moved:
            parts.append("First tick that moved: %s tick after the release." %
                         ("the first" if moved[0] == post[0][0] else "a later"))
        parts.append("Rest %.3f px at t %.3f (travel after release %.3f px)."
                     % (frames[-1][1], frames[-2][0], frames[-1][1] - offset))
    else:
        parts.append("No fling (Qt's rules on the server times give %s)." % rule)
    return " ".join(parts)
