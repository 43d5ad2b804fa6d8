"""When APZ started the lift's fling, on the session clock, from its log.

APZ's log lines carry the wall clock; the nested recorder puts them on the session clock by the
touch start APZ logs (session 0), which APZ logs a little after Firefox stamped that touch, so
every line reads that little early. fling_start corrects by the touch moves: each one's page
timeStamp less the time of the line APZ logged on getting it ("got a touch-move", matched by the
position it logs next), whose median is that anchor's error less APZ's usual delay from
stamping a move to logging it.
"""

import re

import nested

# Logged by the GenericFlingAnimation APZ builds for a fling it accepted, just before
# AsyncPanZoomController::StartAnimation, which starts the fling's clock at the time then
# (gfx/layers/apz/src/GenericFlingAnimation.h, FlingAccelerator.cpp, AsyncPanZoomController.cpp).
FLING_BUILT = re.compile(r"Fling accelerator|Applying fling y-acceleration")
MOVE = re.compile(r"got a touch-move")
POSITION = re.compile(r"\|Y got position ([-\d.e]+)")


def fling_start(lines, moves, to_session):
    """The session ms at which APZ started the fling it accepted after the last touch end, or
    None. `moves`: the page's touch moves [(session ms, y)]; `to_session`: wall ms to session
    ms. Under load the main thread can be held up between stamping the touch end (the lift's
    `t`) and handling it, or inside that task: the fling then starts milliseconds after the
    lift (README.md, `release.handled`)."""
    end = max((k for k, line in enumerate(lines) if "got a touch-end" in line), default=None)
    if end is None:
        return None
    accepted = next((k for k in range(end, len(lines)) if nested.ACCEPTING.search(lines[k])), None)
    if accepted is None:
        return None
    built = built_after(lines, accepted)
    return to_session(nested.wall_ms(lines[built])) + move_correction(lines[:end], moves, to_session)


def built_after(lines, accepted):
    """The line GenericFlingAnimation logs as it builds the fling accepted at line `accepted`
    (just before StartAnimation starts its clock), or `accepted` itself where it logged none."""
    return next((k for k in range(accepted, min(accepted + 20, len(lines)))
                 if FLING_BUILT.search(lines[k])), accepted)


def move_correction(lines, moves, to_session):
    """What to add to a log line's session time (`to_session` of its wall clock) to put it on the
    page's clock: the median of each touch move's page timeStamp less the time of the line APZ
    logged on getting it. `lines`: APZ's log up to the touch end; `moves`: [(session ms, y)]."""
    logged = []   # [(session ms of "got a touch-move", the y APZ logged next)]
    for k, line in enumerate(lines):
        if MOVE.search(line):
            y = next((float(m.group(1)) for m in map(POSITION.search, lines[k + 1:k + 12]) if m), None)
            if y is not None:
                logged.append((to_session(nested.wall_ms(line)), y))
    errors, j = [], 0
    for t, y in moves:
        k = next((k for k in range(j, len(logged)) if abs(logged[k][1] - y) < 0.01), None)
        if k is not None:
            errors.append(t - logged[k][0])
            j = k + 1
    return sorted(errors)[len(errors) // 2] if errors else 0.0
