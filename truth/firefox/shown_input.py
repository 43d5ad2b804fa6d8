"""Which touch input each drag frame of a nested Firefox file shows (`drag_shown`), from APZ's
own log: when APZ handled each touch, and when each sampler run took APZ's state.

Sources: gecko gfx/layers/apz/src/AsyncPanZoomController.cpp at erichdongubler-mozilla/firefox
c7865f7f36aada8c1ebbfdab2b15bfbd382b4f17 (UpdateAnimation, AdvanceToNextSample,
SampleCompositedAsyncTransform, SuppressAsyncScrollOffset, the APZC_LOGV_DETAIL lines) and
gfx/layers/apz/src/APZCTreeManager.cpp (SampleForWebRender, its APZCTM_LOGV line and
RecordSampledResult; mozilla-central, revision not pinned).

- APZ handles a touch start or move on the controller thread (the parent's main thread on
  GTK): OnTouchMove logs "got a touch-move", the axes log the position ("|Y got position"), and
  the pan moves the scroller (or its overscroll) before the handler returns.
- Once per composite WebRender's render backend runs APZ's sampler (SampleForWebRender). For
  each APZC, UpdateAnimation first pops the oldest sample (AdvanceToNextSample), then takes the
  APZC's current state as the sample for the NEXT composite (SampleCompositedAsyncTransform, the
  one-frame "frame delay") and logs "UpdateAnimation needComposite" (apz.controller, Verbose);
  a run at a sample time the APZC already had takes nothing ("short-circuit"). The run then
  logs "SampleForWebRender, want more composites" (apz.manager, Verbose) and records, for the
  test data the frames come from, the sample at the front: the state the previous run took.
- So a frame shows every touch whose handling the log wrote before the scrollers' capture lines
  of the run before the one that recorded it. Each run records one sample, so the runs and the
  recorded sample times pair off in order (recorded_by). Given each run its own vsync instead
  (nested.sampler_frames), one run logged after the samples were read shifted every earlier
  run a frame in 3 takes of 30, and their drag missed by 23.5 px RMS.
- While an APZC has a minimal display port (the main thread painted no margins around a
  subframe that has not scrolled yet) and apz.prefer_jank_minimal_displayports is on (the
  default), the compositor is given the main thread's painted offset instead
  (SuppressAsyncScrollOffset): the frames show no pan of that scroller until the paint APZ's
  first repaint request brings a full display port ("got a NotifyMainThreadTransaction" with a
  display port taller than the composition bounds). Found in `nested-fling-down-to-top`, whose
  inner has not scrolled before the finger lands: without it the frame after the first move
  read 6 px off (2.27 px RMS over the drag).

Which of a touch and a capture came first is the log's own order (MOZ_LOG's `sync` writes each
line as it is logged), with no clock between them; only a run's frame needs the session clock.
Nothing here looks at the frames' offsets.
"""

import re

import nested

SAMPLER_RUN = re.compile(r"APZCTreeManager\([0-9a-f]+\)::SampleForWebRender")
CAPTURE = re.compile(r"([0-9a-f]+)\((?:root|subframe) scrollId=\d+\): UpdateAnimation needComposite")
TOUCH = re.compile(r"got a touch-(start|move)")
POSITION = re.compile(r"\|Y got position ([-\d.e]+)")
NEXT_TOUCH = re.compile(r"Received touch input|got a touch-")
# What APZ logs while it handles one touch: its axes, its velocity tracker, its state, and the
# pan's own handoff refusal and overscroll. A line of anything else ends that touch's handling.
HANDLING = re.compile(r"/apz\.axis |/apz\.simplevelocitytracker |changing from state|"
                      r"dropping handoff|overscroll")
MAIN = "Main Thread]"
#: How far before the time it recorded a run's line can read, ms: the session clock's anchor
#: (the touch start APZ logs) lies a little after Firefox stamped that touch (nested.py).
RUN_EARLY_MS = 1.0
#: How far after it: most of a frame under load (truth/firefox/README.md, "Nested scrollers").
RUN_LATE_MS = 12.0
PAINTED = re.compile(r"([0-9a-f]+) got a NotifyMainThreadTransaction .*\[cb=\(x=[-\d.e]+, y=[-\d.e]+, "
                     r"w=[-\d.e]+, h=([-\d.e]+)\)\].*\[s=\([-\d.e]+,([-\d.e]+)\)\] \[dp=\(x=[-\d.e]+, "
                     r"y=[-\d.e]+, w=[-\d.e]+, h=([-\d.e]+)\)\]")
REPAINT = re.compile(r"([0-9a-f]+) requesting content repaint \{ scrollId=\d+, scrollOffset=\("
                     r"[-\d.e]+,([-\d.e]+)\)")


def handled_touches(lines):
    """[(log index of "got a touch-X", index of the last line of its handling, y)] for every
    touch start and move APZ handled, in order; y: the last position its Y axis logged for
    it (None for a touch start, which logs none)."""
    out = []
    for k, line in enumerate(lines):
        if MAIN not in line or not TOUCH.search(line):
            continue
        end, y = k, None
        for j in range(k + 1, len(lines)):
            later = lines[j]
            if MAIN not in later:
                continue   # the sampler's lines interleave with the main thread's
            if NEXT_TOUCH.search(later) or not HANDLING.search(later):
                break
            end = j
            position = POSITION.search(later)
            if position:
                y = float(position.group(1))
        out.append((k, end, y))
    return out


def match_touches(handled, events):
    """[session event index] of each handled touch: touches in order, a touch start to the
    session's `down`, each move to the next session move at its y (APZ gets every move the
    player sends; the y only guards the pairing). None where no event fits."""
    out, j = [], 0
    for _, _, y in handled:
        phase = "begin" if y is None else "move"
        k = next((k for k in range(j, len(events)) if events[k][1] == phase
                  and (y is None or abs(events[k][3] - y) < 0.5)), None)
        out.append(k)
        if k is not None:
            j = k + 1
    return out


def captures(lines, pointers):
    """[(log index of the capture, index of its sampler run)] of each APZC in `pointers`, in log
    order: the "UpdateAnimation needComposite" line AsyncPanZoomController::UpdateAnimation
    logs right after SampleCompositedAsyncTransform took the APZC's state (apz.controller at
    Verbose). A run at a sample time the APZC already sampled logs "short-circuit" and takes
    nothing. Runs are counted by their "SampleForWebRender" lines, which follow their captures."""
    out, run = [], 0
    for k, line in enumerate(lines):
        if SAMPLER_RUN.search(line):
            run += 1
            continue
        match = CAPTURE.search(line)
        if match and match.group(1) in pointers:
            out.append((k, run))
    return out


def minimal_until(lines, painted, pointers):
    """{APZC pointer: (log index of the paint that ended its minimal display port or None, the
    offset painted before the gesture)} for each APZC in `pointers` whose last paint before the
    gesture (`painted`: the run's "got a NotifyMainThreadTransaction" lines from the page's
    load on) had a display port no taller than its composition bounds. While an APZC has a minimal display port and
    apz.prefer_jank_minimal_displayports is on (Firefox's default), the compositor draws the
    main thread's painted offset, not APZ's (AsyncPanZoomController::SuppressAsyncScrollOffset,
    gecko gfx/layers/apz/src/AsyncPanZoomController.cpp): a subframe that has not scrolled yet
    keeps its painted offset in the first frames of a pan, until the repaint APZ asks for
    brings the full display port."""
    def minimal(match):
        return float(match.group(4)) <= float(match.group(2)) + 1.0

    last = {}
    for line in painted:
        match = PAINTED.search(line)
        if match and match.group(1) in pointers:
            last[match.group(1)] = match
    out = {}
    for pointer, match in last.items():
        if minimal(match):
            end = next((k for k, line in enumerate(lines) for m in [PAINTED.search(line)]
                        if m and m.group(1) == pointer and not minimal(m)), None)
            out[pointer] = (end, float(match.group(3)))
    return out


def first_move_of(lines, handled, matched, pointer, painted_y):
    """The session event index of the first touch after which APZ asked the main thread to
    repaint APZC `pointer` away from `painted_y` (its "requesting content repaint", logged by
    the repaint thread after the touch moved that scroller), or None."""
    requests = [(k, float(m.group(2))) for k, line in enumerate(lines)
                for m in [REPAINT.search(line)] if m and m.group(1) == pointer]
    for k, y in requests:
        if abs(y - painted_y) < 0.01:
            continue
        touch = max([i for i, (begin, _, _) in enumerate(handled) if begin < k], default=None)
        return None if touch is None else matched[touch]
    return None


def recorded_by(runs_at, recorded):
    """{run index: the sample time it recorded}: each sampler run records one sample (its
    SampleForWebRender records the test data once per APZC), so the runs in log order and the
    recorded times in order pair off, up to where the log window starts and ends. The pairing
    is the shift that puts the most runs within RUN_LATE_MS after (RUN_EARLY_MS before, for the
    session clock's anchor) the time they recorded: a run is logged from just at its vsync to
    most of a frame after it, and a shift by one run moves every run a whole frame off.
    `runs_at`: each run's line, session ms; `recorded`: the recorded sample times in order,
    one per run (a time two runs recorded appears twice)."""
    def fits(shift):
        pairs = [(i, i + shift) for i in range(len(runs_at)) if 0 <= i + shift < len(recorded)]
        return sum(-RUN_EARLY_MS <= runs_at[i] - recorded[j] <= RUN_LATE_MS for i, j in pairs)

    if not runs_at or not recorded:
        return {}
    shift = max(range(-len(runs_at), len(recorded)), key=fits)
    return {i: recorded[i + shift] for i in range(len(runs_at)) if 0 <= i + shift < len(recorded)}


def drag_shown(lines, to_session, events, recorded, frames, lift, names, painted=()):
    """`drag_shown` rows [[t, input_t, y]] for the drag frames (frames[1:] before the first at or
    after `lift`), and the number of touches handled between two scrollers' captures of one run
    (ambiguous: counted as not yet shown). None when the log has no captures (apz.controller
    and apz.manager not at Verbose) or a frame has no run. `to_session`: wall ms to session ms;
    `events`: the session's [(t, phase, x, y)]; `recorded`: the sample times the compositor
    recorded, in order, once per sampler run;
    `names`: {APZC pointer: "outer" | "inner"}; `painted`: the paints APZ got before the
    gesture (minimal_until)."""
    runs = [k for k, line in enumerate(lines) if SAMPLER_RUN.search(line)]
    runs_at = [to_session(nested.wall_ms(lines[k])) for k in runs]
    taken = captures(lines, {p for p, n in names.items() if n in ("outer", "inner")})
    if not runs or not taken:
        return None, 0
    handled = handled_touches(lines)
    matched = match_touches(handled, events)
    scrollers = {p for p, n in names.items() if n in ("outer", "inner")}
    held = {pointer: (end, first_move_of(lines, handled, matched, pointer, y))
            for pointer, (end, y) in minimal_until(lines, painted, scrollers).items()}
    # The frame each run recorded: runs and recorded samples pair off in order.
    run_of = {}
    for r, t in recorded_by(runs_at, recorded).items():
        run_of[t] = r   # where two runs recorded one time, the frames keep the later
    rows, inside = [], 0
    down = next(i for i, e in enumerate(events) if e[1] == "begin")
    for frame in frames[1:]:
        t = frame[0]
        if t >= lift:
            break
        if t not in run_of:
            return None, 0
        # The frame shows what the last run before its own took (the frame delay:
        # AdvanceToNextSample pops the front, this run's capture waits for the next run).
        last_run = max([run for _, run in taken if run < run_of[t]], default=None)
        cut = [k for k, run in taken if run == last_run]
        shown = down   # nothing taken since APZ had the touch start: the press alone
        for (start, end, _), event in zip(handled, matched):
            if event is None or not cut:
                continue
            # The log's order is the order of its writes (MOZ_LOG's `sync`).
            if end < min(cut):
                shown = max(shown, event)
            elif start < max(cut):
                inside += 1   # handled between the two scrollers' captures: not counted
        for end, moved in held.values():
            # A scroller still on its minimal display port when this frame's run recorded it
            # shows its painted offset: not the touch that first moved it, nor any after.
            if moved is not None and (end is None or end > runs[run_of[t]]):
                shown = min(shown, max(down, moved - 1))
        rows.append([t, events[shown][0], round(events[shown][3], 3)])
    return rows, inside
