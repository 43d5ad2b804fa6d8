"""How a Chromium truth run's fling started, for its notes, the recorder's choice among
attempts, and the one-line summary record.py prints."""

import fling

LAGS = {
    0: "frame F shows the curve at F - start",
    1: "frame F shows the curve at F - 1 frame - start; the first moving frame the "
       "sample taken when the browser handled the lift",
}
MAX_FIRST_PROGRESS_MS = 2000.0 / 60   # fling_controller.cc: a later first progress restarts
FRAME_DELTA_MS = 1000.0 / 60          # the curve this long before it
CLEAN_RMS = 0.8  # px: one start rule fits every frame of the fling (frames are whole px)


def analyse(truth, facts):
    """The fling's start as measured: which frame lag fits, and how well."""
    frames, release = truth["frames"], truth["release"]
    period = 1000.0 / facts["hz"]
    lift = release["t"]
    last_move = facts["strokes"][-1][1]
    before = [f[0] for f in frames if f[0] <= lift]
    result = {"name": truth["gesture"]["name"], "lift": lift, "last_move": last_move,
              "period": period, "frame_before_lift": before[-1] if before else None,
              "rest_t": frames[-1][0], "rest": frames[-1][1],
              "travel": frames[-1][1] - release["offset"], "fling": None, "lag": None,
              "first": None}
    flings = facts["trace"].flings
    if not flings:
        return result
    f = flings[-1]
    boost = f.velocity / f.raw_velocity if f.raw_velocity else 1.0
    curve = fling.Curve(f.velocity, truth["viewport"][1], boost)
    moving = fling.fling_frames(frames, lift, release["offset"])
    # The curve's clock: the last touchMove, unless the browser's first progress (when it
    # handled the lift) came two 60-Hz frames or more after it.
    start = last_move
    if f.start - last_move >= MAX_FIRST_PROGRESS_MS:
        start = f.start - FRAME_DELTA_MS
    samples = {
        0: lambda frame: frame[0] - start,
        1: lambda frame: max(f.start, frame[0] - period) - start,
        # The browser's own sample each frame shows, from the trace.
        "recorded": lambda frame: frame[2] - start,
    }
    if not all(len(frame) > 2 for frame in moving):
        del samples["recorded"]
    fits = {lag: fling.residuals(moving, curve, release["offset"], rule)
            for lag, rule in samples.items()}
    fits = {lag: fit for lag, fit in fits.items() if fit[0] is not None}
    lag = min((k for k in fits if k != "recorded"), key=lambda k: fits[k][0], default=None)
    result["lags"] = frame_lags(moving[1:], period)
    implied = None
    if len(moving) > 2:
        (t1, o1), (t2, o2) = moving[1][:2], moving[2][:2]
        implied = (o2 - o1) / (t2 - t1) * 1000.0
    judged = "recorded" if "recorded" in fits else lag
    result.update(fling=f, curve=curve, start=start, first=moving[0] if moving else None, fits=fits,
                  lag=lag, clean=judged is not None and fits[judged][0] <= CLEAN_RMS,
                  implied=implied)
    return result


def frame_lags(frames, period):
    """How many of `frames` ([t, offset, sampled]) show the browser's sample of their own frame
    time (0) and how many the one of the frame before (1); others (a skipped frame) apart."""
    counts = {0: 0, 1: 0, "other": 0}
    for frame in frames:
        if len(frame) < 3:
            continue
        behind = (frame[0] - frame[2]) / period
        key = 0 if abs(behind) < 0.15 else 1 if abs(behind - 1) < 0.15 else "other"
        counts[key] += 1
    return counts


def describe(truth, facts, a):
    release = truth["release"]
    drag = facts["trace"].drags[-1]
    lift = a["lift"]
    parts = [
        "Chromium headless (--headless=new); touch input through Input.dispatchTouchEvent, "
        f"each event sent at the time its timestamp says (latest {facts['late_ms']:.1f} ms "
        "behind). Frames: each requestAnimationFrame's timestamp and scrollTop (whole px), "
        f"{facts['hz']:.2f} Hz, put on the session's clock by {facts['clock_matched']} touch "
        f"timeStamps (spread {facts['clock_spread_ms']:.2f} ms).",
        f"Lift at t={lift:.3f}, {(lift - a['frame_before_lift']) / a['period']:.2f} of a frame "
        f"after the frame at t={a['frame_before_lift']:.3f}; last touchMove at "
        f"t={a['last_move']:.3f}." if a["frame_before_lift"] is not None else "",
        f"Slop {release['slop']:.3f} px (the held drag of the same run). release.offset = "
        f"offset before the stroke {drag.base:.3f} + finger travel {facts['strokes'][-1][3]:.3f} "
        f"- slop + {drag.predicted_px:.3f} px the renderer's scroll predictor added while "
        "dragging (from the input trace).",
    ]
    if a["fling"] is None:
        parts.append("No fling: the browser's input trace has no fling curve.")
        return " ".join(p for p in parts if p)
    f, curve = a["fling"], a["curve"]
    parts += [
        f"Fling: release.velocity is the browser's own (FlingController, input trace): "
        f"{f.velocity:.3f} px/s" + (f", the fling booster's sum; the GestureFlingStart itself "
                                    f"had {f.raw_velocity:.3f} px/s" if f.boosted else "") +
        f". PhysicsBasedFlingCurve for it: {curve.distance:.3f} px (cap {curve.cap}), "
        f"{curve.duration * 1000:.1f} ms; measured travel after the release "
        f"{a['travel']:.3f} px (rest {a['rest']:.0f} at t={a['rest_t']:.3f}).",
        f"Start: the curve's clock runs from t={a['start']:.3f} ("
        + ("the last touchMove" if a["start"] == a["last_move"] else
           "one 60-Hz frame before the lift was handled, two frames or more after the last "
           f"touchMove at t={a['last_move']:.3f}") +
        f"); the browser handled the lift at t={f.start:.3f} (release.handled) and sampled "
        "the curve then and at each "
        f"later frame time. First frame moved by the fling: t={a['first'][0]:.3f}. Each frame's "
        "third number is the time of the browser's latest sample it shows (the trace's "
        "INERTIAL_GESTURE_SCROLL_UPDATE EventLatency: sampled at its begin, presented at its "
        f"end); of the frames after the first, {a['lags'][1]} show the sample of the frame "
        f"before, {a['lags'][0]} their own, {a['lags']['other']} another. Best single rule "
        f"here: lag {a['lag']} frame ({LAGS[a['lag']]}); RMS / worst px: " + "; ".join(
            f"{lag if lag == 'recorded' else f'lag {lag}'} {fit[0]:.2f} / {fit[1]:+.2f}"
            for lag, fit in a["fits"].items()) + ".",
    ]
    if a.get("attempts", 1) > 1:
        parts.append(f"Run {a['attempts']} times; this one kept (see truth/chromium/README.md).")
    return " ".join(p for p in parts if p)


def summary(a):
    def n(value, fmt="{:.1f}"):
        return "-" if value is None else fmt.format(value)
    f = a["fling"]
    fits = " ".join(f"{lag if lag == 'recorded' else f'lag{lag}'} {fit[0]:.2f}"
                    for lag, fit in (a.get("fits") or {}).items())
    return (f"{a['name']:<23} lift {n(a['lift'])} handled {n(f and f.start)} first "
            f"{n(a['first'] and a['first'][0])} travel {n(a['travel'])} model "
            f"{n(f and a['curve'].distance)} dur {n(a['rest_t'] - a['lift'], '{:.0f}')} v "
            f"{n(f and f.velocity)} frames-v {n(a.get('implied'), '{:.0f}')} {fits}")
