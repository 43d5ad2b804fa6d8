"""The times APZ's velocity tracker gave each touch event, read back from APZ's log.

Upstream (mozilla-central; SimpleVelocityTracker.cpp as in mozilla/gecko-dev
069a97307f30901a499e954b2964a362f0b455bf, Axis.cpp and AsyncPanZoomController.cpp as in
SAP/project-foxhound a561d1116face254f5c77893f5085b4fb2331854, all in gfx/layers/apz/src/):

- Axis::StartTouch starts the tracker at the touch start's position and timestamp (its sample).
- Axis::UpdateWithTouchAtDevicePoint logs "got position P" (apz.axis), then hands P and the
  event's timestamp to SimpleVelocityTracker::AddPosition, which logs one of two lines
  (apz.simplevelocitytracker):
  - "skipping velocity computation for small time delta D ms": the time since the sample, to the
    microsecond; the sample stays;
  - "updating velocity to V with touch": V = (sample position - P) / (time - sample time), px/ms;
    P and the time become the sample.
  Either way the call's time follows from the sample's: sample time + D, or + (sample - P) / V.
- AsyncPanZoomController::OnTouchMove hands the move that leaves the touch slop over twice
  (MaybeSplitTouchMoveEvent): first at the slop's edge at an interpolated time, then at its own
  position and time. The last position logged for a move is the move's own.

So within one touch every move APZ tracked has a time relative to that touch's start, exact to
the microsecond; the touch end is never logged with a time.
"""

import re

START = re.compile(r"(\w+)\((?:root|subframe) scrollId=\d+\): got a touch-start")
MOVE = re.compile(r"(\w+)\((?:root|subframe) scrollId=\d+\): got a touch-move")
POSITION = re.compile(r"(\w+)\|Y got position ([-\d.e]+)")
SKIP = re.compile(r"(\w+)\|Y skipping velocity computation for small time delta ([-\d.e]+) ms")
UPDATE = re.compile(r"(\w+)\|Y updating velocity to ([-\d.e]+) with touch")


def touches(lines, apzc):
    """APZ's touches on the APZC `apzc` (its pointer as the log prints it): a list of
    {"moves": [[(kind, P, value), ...] per touch-move, in order]}, kind "skip" (value D ms)
    or "update" (value V px/ms)."""
    out, position = [], None
    for line in lines:
        match = START.search(line)
        if match and match.group(1) == apzc:
            out.append({"moves": []})
            continue
        match = MOVE.search(line)
        if match and match.group(1) == apzc and out:
            out[-1]["moves"].append([])
            continue
        match = POSITION.search(line)
        if match and match.group(1) == apzc:
            position = float(match.group(2))
            continue
        for kind, pattern in (("skip", SKIP), ("update", UPDATE)):
            match = pattern.search(line)
            if match and match.group(1) == apzc and out and out[-1]["moves"]:
                if position is not None:
                    out[-1]["moves"][-1].append((kind, position, float(match.group(2))))
                position = None
    return out


def relative_times(start_y, moves):
    """Replays one touch's tracker calls from the start position: [(y, ms after the touch
    start) or None per move]. A move without calls (APZ ignored it), or one whose time cannot
    be solved (a zero velocity from an unchanged position), gives None, and so does every move
    after the chain of samples breaks."""
    sample_y, sample_t, out = float(start_y), 0.0, []
    for calls in moves:
        if not calls or sample_t is None:
            out.append(None)
            continue
        t = None
        for kind, y, value in calls:
            if kind == "skip":
                t = sample_t + value
            elif value != 0.0:
                t = sample_t + (sample_y - y) / value
                sample_y, sample_t = y, t
            else:
                t = sample_t = None
                break
        out.append(None if t is None else (calls[-1][1], t))
    return out


def root_apzc(lines):
    """The pointer of the APZC that got the touches: the root scroller's on the one-scroller
    page, the one under the finger on the nested page."""
    for line in lines:
        match = START.search(line)
        if match:
            return match.group(1)
    return None


def event_times(lines, steps):
    """For the touch steps sent [(ms, kind, x, y)], the tracker's time of each step, relative to
    its touch's start: {step index: (touch number, ms)}, touch starts included (0 ms). A move is
    matched to the next step of its touch at the same y; APZ's positions are the page's here
    (the window's content starts at the screen's origin, devPixelsPerPx 1). Returns (times,
    problems), problems being short sentences on what could not be matched."""
    apzc = root_apzc(lines)
    if apzc is None:
        return {}, ["APZ's log has no touch-start"]
    blocks = touches(lines, apzc)
    strokes, problems = [], []
    for i, (_, kind, _, y) in enumerate(steps):
        if kind == "begin":
            strokes.append({"begin": (i, y), "moves": []})
        elif kind == "move" and strokes:
            strokes[-1]["moves"].append((i, y))
    if len(blocks) != len(strokes):
        return {}, ["APZ's log has %d touches for %d sent" % (len(blocks), len(strokes))]
    times = {}
    for n, (block, stroke) in enumerate(zip(blocks, strokes)):
        begin, start_y = stroke["begin"]
        times[begin] = (n, 0.0)
        pending = list(stroke["moves"])
        for solved in relative_times(start_y, block["moves"]):
            if solved is None:
                continue
            y, t = solved
            while pending and abs(pending[0][1] - y) > 0.01:
                pending.pop(0)
            if not pending:
                problems.append("APZ tracked touch %d at y %.3f, which no step sent" % (n + 1, y))
                break
            times[pending.pop(0)[0]] = (n, t)
    return times, problems
