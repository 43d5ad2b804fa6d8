"""The nested gestures on Firefox: truth/nested.html (the document the outer scroller, a div the
inner) played with the strokes of truth/chromium/nested_gestures.py as native touch points, and
what APZ did with both scrollers (the format: docs/truth.md, "Nested scrollers").

- Frames: APZ's compositor record (sampledResults) holds, at every composite, each scroller's
  composited offset by its scroll id; windowUtils.getViewId names the root element's (outer)
  and the div's (inner).
- Handoffs: APZ's fling log (apz.fling). When a fling's sample would overscroll its scroller,
  GenericFlingAnimation::DoSample logs "fling went into overscroll, handing off with velocity
  (x,y)" (px/ms, + = offset growing) and defers AsyncPanZoomController::HandleFlingOverscroll,
  which asks APZCTreeManager::DispatchFling to pass the velocity along the handoff chain. That
  logs "dropping handoff due to disallowed immediate handoff" and passes nothing when
  apz.allow_immediate_handoff is false and the touch block already scrolled the APZC handing
  off; otherwise the next APZC in the chain that can scroll takes the fling ("accepting fling
  with velocity"). (gfx/layers/apz/src/GenericFlingAnimation.h, APZCTreeManager.cpp,
  AsyncPanZoomController.cpp in mozilla-central.) The log's wall-clock stamps are put on the
  page's clock by the touch start, which the page and APZ both see.
"""

import datetime
import hashlib
import importlib.util
import os
import re

import apz
import apz_clock  # noqa: E402 (after record: it imports nested)
import record
import shown_input  # noqa: E402 (it imports this module)
from nested_notes import describe, summary  # noqa: F401 (summary: record.py's console line)

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
PAGE_PATH = "truth/nested.html"
PAGE = os.path.join(REPO, PAGE_PATH)

_spec = importlib.util.spec_from_file_location(
    "nested_gestures", os.path.join(REPO, "truth", "chromium", "nested_gestures.py"))
nested_gestures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nested_gestures)

STAMP = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC - ")
APZC = re.compile(r"([0-9a-f]+)\((root|subframe) scrollId=(\d+)\)")
HANDING = re.compile(r"([0-9a-f]+) fling went into overscroll, handing off with velocity "
                     r"\(([-\d.e]+),([-\d.e]+)\)")
ACCEPTING = re.compile(r"([0-9a-f]+)\((?:root|subframe) scrollId=\d+\): accepting fling with "
                       r"velocity \(([-\d.e]+),([-\d.e]+)\)")
RESIDUAL = re.compile(r"APZC ([0-9a-f]+) left with residual velocity \(([-\d.e]+),([-\d.e]+)\)")
# The pan's own refusal, each touch move that would overscroll a scroller the block scrolled.
PAN_DROP = re.compile(r"([0-9a-f]+) dropping handoff; AllowImmediateHandoff=false")
FLING_DROP = "dropping handoff due to disallowed immediate handoff"
OVERSCROLL = re.compile(r"([0-9a-f]+)\|Y (?:changed overscroll amount to|beginning overscroll "
                        r"animation with amount) ([-\d.e]+)")
SETTLED = re.compile(r"([0-9a-f]+)\((?:root|subframe) scrollId=\d+\): changing from state "
                     r"OVERSCROLL_ANIMATION to")


def all_gestures():
    """The nested gestures as the recorder's gesture dicts: steps (ms, kind, x, y), y rounded to
    the whole pixel a native touch point has (the page's clientY then matches it)."""
    out = []
    for g in nested_gestures.GESTURES:
        steps = [(t, kind, round(stroke.x), round(y))
                 for stroke in g.strokes for t, kind, y in stroke.events()]
        out.append({"name": g.name, "summary": g.summary, "steps": steps, "params": g.params(),
                    "nested": g})
    return out


def record_run(firefox, gesture):
    """Plays a nested gesture from its start state; the raw run (record.record_one's)."""
    start = gesture["params"]["start"]
    contain = gesture["params"]["overscroll_behavior"] == "contain"
    return record.record_one(firefox, gesture, PAGE, "contain&" if contain else "",
                             "truth.start(%d, %d)" % (start["outer"], start["inner"]))


def wall_ms(line):
    """The log line's wall-clock stamp, ms since the epoch, or None."""
    match = STAMP.match(line)
    if not match:
        return None
    moment = datetime.datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S.%f")
    return moment.replace(tzinfo=datetime.timezone.utc).timestamp() * 1000.0


def apzc_names(lines, ids):
    """{APZC pointer: "outer" | "inner"} from the scroll ids the log prints with each pointer."""
    by_id = {str(ids.get("outer")): "outer", str(ids.get("inner")): "inner"}
    names = {}
    for line in lines:
        for pointer, kind, scroll_id in APZC.findall(line):
            names.setdefault(pointer, by_id.get(scroll_id, "outer" if kind == "root" else "inner"))
    return names


def handoffs(lines, names, to_session, sample_of, correction=0.0):
    """Every handoff APZ logged, in order: {t, from, to, velocity (px/s, + = offset growing),
    outcome, log}, and for a fling another APZC took, `started`: when the taker started its
    fling's clock (session ms: the line it logs as it builds the fling, plus `correction`, which
    puts a log line on the page's clock). A fling's is timed by the APZ sample that logged it
    (`sample_of`: the time of the frame that sample was for); a pan's by its own line."""
    out = []
    for k, line in enumerate(lines):
        pan = PAN_DROP.search(line)
        if pan:
            out.append({"t": round(to_session(wall_ms(line)), 3), "from": names.get(pan.group(1)),
                        "to": None, "velocity": None, "outcome": "dropped", "log": clean(line)})
            continue
        match = HANDING.search(line)
        if not match:
            continue
        pointer, vy = match.group(1), float(match.group(3))
        entry = {"t": sample_of(to_session(wall_ms(line))), "from": names.get(pointer), "to": None,
                 "velocity": round(vy * 1000.0, 3), "outcome": "handed", "log": clean(line)}
        # What DispatchFling did with it: "dropping handoff", or a fling accepted by another
        # APZC; HandleFlingOverscroll then logs what the APZC handing off kept.
        taker = started = None
        for offset, later in enumerate(lines[k + 1:k + 80]):
            if HANDING.search(later):
                break
            accepted = ACCEPTING.search(later)
            if FLING_DROP in later or (accepted and accepted.group(1) != pointer):
                entry["log"] += " / " + clean(later)
                taker = accepted and names.get(accepted.group(1))
                if accepted:
                    # The handoff task runs on the controller thread after the sampler's run,
                    # a fraction of a millisecond after the vsync (more under load), and the
                    # taker's StartAnimation starts the clock then.
                    built = apz_clock.built_after(lines, k + 1 + offset)
                    started = round(to_session(wall_ms(lines[built])) + correction, 3)
            residual = RESIDUAL.search(later)
            if residual and residual.group(1) == pointer:
                entry["log"] += " / " + clean(later)
                kept = float(residual.group(3))
                # Kept it all: nobody took it (no APZC further up that could scroll, or
                # overscroll-behavior), though one may have "accepted" a zero fling.
                handed = abs(kept - vy) > 1e-4
                entry["outcome"] = "handed" if handed else "dropped"
                entry["to"] = taker if handed else None
                if handed and started is not None:
                    entry["started"] = started
                break
        out.append(entry)
    return out


def clean(line):
    """The log line without its wall-clock stamp, trimmed."""
    return STAMP.sub("", line).strip()


def after(times, t, frames=1):
    """The frame time `frames` frames after the first frame later than session ms `t` (the last
    frame where there are not that many)."""
    k = next((k for k, s in enumerate(times) if s > t), len(times) - 1)
    return times[min(k + frames, len(times) - 1)]


# How far before the vsync it ran at a sampler line can seem to be logged: the session clock's
# anchor (the touch start APZ logs) lies a little after Firefox stamped that touch, so every
# line reads up to about 0.4 ms early.
ANCHOR_SLACK_MS = 1.0
#: Where APZ's pan starts, px of finger travel: what every file measures as `release.slop`.
APZ_PAN_START_PX = 10.0


def sampler_frames(times, walls):
    """The index in `times` of the vsync each of a scroller's sampler lines ran at (session ms
    `walls`, in log order). APZ's sampler (WebRender's render backend) runs once per composite,
    from the vsync before the frame it samples for to that frame, and logs at most one overscroll
    per scroller per run; under load it logs a line up to most of a frame after its vsync, so a
    line belongs to the last vsync at or before it, and two lines of one scroller never share a
    run: the earlier of two such is the late one, from the run before."""
    out = []
    for wall in reversed(walls):
        k = max([k for k, s in enumerate(times) if s <= wall + ANCHOR_SLACK_MS] or [0])
        if out and k >= out[-1]:
            k = out[-1] - 1
        out.append(max(k, 0))
    return out[::-1]


def overscrolls(lines, names, to_session, times):
    """{scroller: [(session ms it shows from, amount px)]} in log order: APZ's overscroll of each
    scroller as its axis logs it (negative: past the top), 0 again when its overscroll animation
    ends. A sampler run (APZCTreeManager::SampleForWebRender, gecko gfx/layers/apz/src/
    APZCTreeManager.cpp) first hands WebRender each scroller's offset of the sample before
    (the frame delay: AsyncPanZoomController::GetSampledScrollOffsets) with the overscroll as
    the last run left it (GetOverscrollTransform reads the axes' live amount), records them for
    the frame it samples for, then advances the animations (AdvanceAnimations), which logs the
    new amount: a line from the run at vsync k shows in the frame of vsync k + 2, with the offset
    of the same APZ sample. A change on the input (main) thread shows in the record of the first
    run after it: the frame after the next vsync."""
    out = {"outer": [], "inner": []}
    sampled = {"outer": [], "inner": []}
    for line in lines:
        match = OVERSCROLL.search(line) or SETTLED.search(line)
        if not match or names.get(match.group(1)) not in out:
            continue
        name = names[match.group(1)]
        amount = float(match.group(2)) if match.re is OVERSCROLL else 0.0
        wall = to_session(wall_ms(line))
        if "Main Thread" in line:
            out[name].append([after(times, wall, 1), amount])
        elif match.re is SETTLED and out[name] and out[name][-1][0] is None:
            # The run that sampled the animation's last step ends it: same run, same frame.
            out[name].append([None, amount])
            sampled[name][-1][0].append(len(out[name]) - 1)
        else:
            out[name].append([None, amount])
            sampled[name].append(([len(out[name]) - 1], wall))
    for name, runs in sampled.items():
        frames = sampler_frames(times, [wall for _, wall in runs])
        for (indices, _), k in zip(runs, frames):
            for index in indices:
                out[name][index][0] = times[min(k + 2, len(times) - 1)]
    return {name: [tuple(entry) for entry in changes] for name, changes in out.items()}


def shown_overscroll(changes, t):
    """The overscroll the frame at session ms `t` shows: the last change (in log order) shown by
    then."""
    amount = 0.0
    for shown, value in changes:
        if shown <= t:
            amount = value
    return amount


def page_touches(steps, touches, sent):
    """The page's touches with the position of the step each one is. While a scroller is
    overscrolled APZ moves the touch points it passes to the page by the overscroll, so the page's
    clientY drifts from what was sent; each page touch is the next step of its kind (within that
    drift) that is nearest it in position plus time, its time and the step's send time
    (`sent`, the chrome's clock) both counted from the touch start. The send time, not the
    plan's: a send or a dispatch late by a few ms must not shift every later touch onto the
    step after its own (a move 16 px from its neighbours is told apart by its position, one
    2 px away by its time)."""
    kinds = {"touchstart": "begin", "touchmove": "move", "touchend": "end", "touchcancel": "cancel"}
    zero = touches[0][1]
    out, j = [], 0
    for kind, t, x, y in touches:
        candidates = [k for k in range(j, len(steps)) if steps[k][1] == kinds[kind]
                      and abs(steps[k][3] - y) <= 40]
        # Firefox dispatches a touch after it was sent (half a ms allowed for the clocks).
        sent_before = [k for k in candidates if sent[k] - sent[0] <= t - zero + 0.5]
        candidates = sent_before or candidates
        if not candidates:
            continue
        k = min(candidates, key=lambda k: abs(steps[k][3] - y) + abs(sent[k] - sent[0] - (t - zero)))
        out.append([kind, t, steps[k][2], steps[k][3]])
        j = k + 1
    return out


def build(gesture, run, versions, prefs):
    """The nested truth file's object for one run, and where its event times came from."""
    run = dict(run, touches=page_touches(gesture["steps"], run["touches"], run["sent"]))
    events, timing, sources = record.touch_events(gesture["steps"], run)
    counts = {k: len(v) for k, v in sources.items()}
    base = events[0][0]
    events = [(round(t - base, 3), phase, x, y) for t, phase, x, y in events]
    lines = run["log"]
    names = apzc_names(lines, run["ids"])
    start_line = next(line for line in lines if "got a touch-start" in line)
    wall_zero = wall_ms(start_line)   # the touch start on the wall clock: session 0

    def to_session(wall):
        return wall - wall_zero

    d, matches, runner = apz.align([s[0] for s in run["samples"]], [r[0] for r in run["rafs"]])
    by_time = {}
    for t, y, scroll_id in run["samples"]:
        name = {run["ids"]["outer"]: "outer", run["ids"]["inner"]: "inner"}.get(scroll_id)
        if name:
            by_time.setdefault(round(t - d - base, 3), {})[name] = y
    times = sorted(t for t, v in by_time.items() if len(v) == 2)
    period = sorted(b - a for a, b in zip(times, times[1:]))[len(times) // 2]
    over = overscrolls(lines, names, to_session, times)
    drawn = [(t, round(by_time[t]["outer"] + shown_overscroll(over["outer"], t), 3),
              round(by_time[t]["inner"] + shown_overscroll(over["inner"], t), 3)) for t in times]

    def sample_of(t):
        # Logged by the sampler run at a vsync, for the frame of the next one: that frame's
        # time is the sample's time; the frames show it one frame later.
        k = sampler_frames(times, [t])[0]
        return times[min(k + 1, len(times) - 1)]

    lift = events[-1][0]
    first = max([k for k, f in enumerate(drawn) if f[0] <= 0] or [0])
    changes = [k for k in range(1, len(drawn)) if drawn[k][1:] != drawn[k - 1][1:]]
    last = max(changes + [first]) + 1
    last = max([last] + [k for k, f in enumerate(drawn) if f[0] <= lift + 300.0])
    frames = [list(f) for f in drawn[first:last + 1]]
    hz = round(1000.0 / period, 1)

    accepted = next((m for m in map(ACCEPTING.search, lines) if m), None)
    scroller = names.get(accepted.group(1)) if accepted else None
    # APZ's state when it took the lift: in the record of the second frame after it (as a pan
    # change on the input thread), before the fling's first step shows.
    lifted = after(times, lift, 1)
    travel = abs(events[0][3] - [e for e in events if e[1] == "move"][-1][3])
    if scroller:
        # A lift early in its vsync interval can have the fling's first step in that frame
        # already. Then the frame before it shows exactly where the pan left the scroller: the
        # finger's travel less the 10 px APZ's pan starts in (every file's `release.slop`).
        i = ("outer", "inner").index(scroller)
        start = frames[0][1 + i]
        earlier = after(times, lift, 0)
        ended = abs(by_time[earlier][scroller] - start)
        if abs(ended - (travel - APZ_PAN_START_PX)) < 0.5 and abs(by_time[lifted][scroller] - start) > ended + 0.5:
            lifted = earlier
    at_lift = by_time[lifted]
    # Drawn as the frames are: with the overscroll APZ shows there (a fling from a pan past the
    # edge starts from it).
    offset = at_lift[scroller] + shown_overscroll(over[scroller], lifted) if scroller else None
    moved = sum(abs(at_lift[n] - frames[0][1 + i]) for i, n in enumerate(("outer", "inner")))
    overscrolled = any(shown_overscroll(over[n], lifted) for n in over)
    slop = None if overscrolled else round(travel - moved, 3) + 0.0

    with open(PAGE, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    touch_moves = [(t - base, y) for kind, t, _, y in run["touches"] if kind == "touchmove"]
    truth = {
        "truth": 1,
        "engine": {"name": "firefox", "package": "firefox-esr", "version": versions["package"],
                   "product": "Firefox " + versions["product"]},
        "gesture": {"name": gesture["name"], "summary": gesture["summary"], "params": gesture["params"]},
        "source": {"path": PAGE_PATH, "sha256": digest},
        "viewport": run["size"][:2],
        "content": run["size"][2],
        "scrollers": [{"id": "outer", "viewport": run["size"][1], "content": run["size"][2]},
                      {"id": "inner", "viewport": run["size"][4], "content": run["size"][5]}],
        "session": record.session_lines(events, hz, int(frames[-1][0]) + 1, scene="profile"),
        "frames": frames,
        "release": {"t": lift, "offset": None if offset is None else round(offset, 3),
                    "velocity": round(float(accepted.group(3)) * 1000.0, 3) if accepted else None,
                    "slop": slop, "scroller": scroller},
        "handoffs": handoffs(lines, names, to_session, sample_of,
                             apz_clock.move_correction(lines, touch_moves, to_session)),
        "overscroll_behavior": run["size"][6],
        "notes": "",
    }
    # Which touch each drag frame shows: from when APZ handled each one and when the sampler
    # run that recorded the frame read APZ's state (shown_input.py).
    recorded = sorted(round(t - d - base, 3) for t, _, scroll_id in run["samples"]
                      if scroll_id == run["ids"]["outer"])
    shown, inside = shown_input.drag_shown(lines, to_session, events, recorded, frames, lift, names,
                                           run.get("painted", ()))
    if shown is not None:
        truth["drag_shown"] = shown
    # When APZ started the lift's fling: the preset's fling starts its clock there too.
    started = apz_clock.fling_start(lines, touch_moves, to_session)
    if accepted and started is not None:
        truth["release"]["handled"] = round(max(lift, started), 3)
    truth["notes"] = describe(truth, timing, (d, matches, runner), over, inside)
    return truth, counts
