"""The nested Firefox files' notes and the recorder's console line for each: who moved, the
fling APZ accepted, the handoffs it logged (truth/firefox/nested.py builds the file)."""


def moves(frames, index):
    """(first t, last t, from, to, lowest, highest) of the frames' column `index`, or None."""
    changed = [k for k in range(1, len(frames)) if frames[k][index] != frames[k - 1][index]]
    if not changed:
        return None
    values = [f[index] for f in frames]
    return (frames[changed[0]][0], frames[changed[-1]][0], values[0], values[-1], min(values),
            max(values))


def describe(truth, timing, alignment, over, inside=0):
    d, matches, runner = alignment
    frames, release = truth["frames"], truth["release"]
    parts = [
        "Firefox ESR in kiosk mode on Xvfb, truth/nested.html at 500x800: the document is the "
        "outer scroller, a div the inner. Touch through windowUtils.sendNativeTouchPoint; session "
        "t = the time Firefox stamped each touch event with, minus the first one's. Frames: the "
        "compositor's record of each scroller's composited offset at each vsync "
        "(apz.test.logging_enabled, sampledResults, by scroll id), put on the page's clock by %d "
        "sample times equal to requestAnimationFrame timestamps (next best offset: %d), plus "
        "APZ's overscroll of that scroller (apz.axis: the amount it logs, shown from the first "
        "frame after the line; APZ draws overscroll as a translation), so overshoot shows below "
        "0. frames[0] is the last composite before the touch start." % (matches, runner),
        timing,
        "APZ's log lines are put on the session clock by their wall-clock stamps, with the touch "
        "start APZ logged at session 0 (APZ logs it just after Firefox stamps it).",
    ]
    for name, index in (("outer", 1), ("inner", 2)):
        m = moves(frames, index)
        parts.append("The %s never moved (%g)." % (name, frames[0][index]) if m is None else
                     "The %s moved from %g to %g (range %g..%g), t=%.3f to t=%.3f."
                     % (name, m[2], m[3], m[4], m[5], m[0], m[1]))
    if release["scroller"]:
        parts.append("APZ accepted the lift's fling on the %s at %.3f px/s (release.velocity; its "
                     "log). release.offset: that scroller's offset as the frames draw it (with its "
                     "overscroll) in the record of the second frame after the lift, which shows "
                     "APZ's state when it took the lift."
                     % (release["scroller"], release["velocity"]))
    else:
        parts.append("No fling: APZ accepted none at the lift.")
    for h in truth["handoffs"]:
        if h["velocity"] is not None:
            parts.append("At t=%.3f (the time of the APZ sample that logged it, the vsync of the "
                         "frame it was for; the frames show that sample one frame later) the %s's fling went into overscroll and "
                         "APZ handed off %.3f px/s: %s%s." % (
                             h["t"], h["from"], h["velocity"], h["outcome"],
                             " to the " + h["to"] if h["to"] else ""))
    pans = [h for h in truth["handoffs"] if h["velocity"] is None]
    if pans:
        parts.append("%d touch moves from t=%.3f to t=%.3f would have overscrolled the %s: APZ "
                     "logged \"dropping handoff; AllowImmediateHandoff=false\" for each (this "
                     "touch block had scrolled it) and took the overscroll itself."
                     % (len(pans), pans[0]["t"], pans[-1]["t"], pans[0]["from"]))
    if "drag_shown" in truth:
        parts.append("drag_shown (APZ's log, apz.controller and apz.manager at Verbose): for "
                     "each drag frame, the newest touch whose handling APZ logged (\"got a "
                     "touch-\", main thread) before the scrollers' \"UpdateAnimation "
                     "needComposite\" lines of the sampler run before the one that recorded the "
                     "frame (the frame delay), in the log's own order; a scroller on a minimal "
                     "display port shows no pan until the paint that ends it%s."
                     % ("" if not inside else "; %d touch(es) fell between two scrollers' "
                        "captures of one run and count as not yet shown" % inside))
    if release["slop"] is None:
        parts.append("slop: null (a scroller was overscrolled at the lift).")
    else:
        parts.append("slop: the finger's travel less what both scrollers moved by the lift.")
    return " ".join(parts)


def summary(truth):
    """One console line: who moved, the fling, the handoffs."""
    moved = []
    for name, index in (("outer", 1), ("inner", 2)):
        m = moves(truth["frames"], index)
        moved.append("%s %s" % (name, "-" if m is None else "%g->%g (%g..%g)" % m[2:]))
    r = truth["release"]
    flings = [h for h in truth["handoffs"] if h["velocity"] is not None]
    return "truth: %-34s %s; fling %s v %s; handoffs %s" % (
        truth["gesture"]["name"], ", ".join(moved), r["scroller"] or "-", r["velocity"],
        "; ".join("%s %s %s" % (h["from"], h["velocity"], h["outcome"]) for h in flings) or "-")
