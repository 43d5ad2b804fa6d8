"""Records Qt Quick's nested Flickables (Nested.qml) as nested truth files:
assets/truth/qtquick/nested-GESTURE.json (format: docs/truth.md, "Nested scrollers").

Usage: record.py --nested [--out DIR] [--log DIR] [GESTURE ...]   (scripts/truth.sh qtquick --nested)

Each gesture gets a fresh `qml Nested.qml -- OUTER INNER` (the start offsets) on a private
500x800 Xvfb; XTest plays the mouse drag, XRECORD keeps the server's time of each event, and the
QML prints both contentY values with Qt's CLOCK_MONOTONIC stamp at every change. Nothing in the
app animates but the Flickables, so Qt's animation timer runs only for them.
"""

import hashlib
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import analysis  # noqa: E402
import seam  # noqa: E402
import notes as notes_text  # noqa: E402
import record  # noqa: E402
from gestures import chosen_gestures, drag, gesture  # noqa: E402
from qmlrun import QmlRun  # noqa: E402
from shown import drag_shown, matches_size  # noqa: E402
from xserver import Xvfb, monotonic_ms  # noqa: E402

NESTED_QML = os.path.join(record.HERE, "Nested.qml")
SIZE = (500, 800)
X = seam.X
# Handoff's `profile` scene: the outer's content is the header, the tab bar and the inner list.
SCROLLERS = [{"id": "outer", "viewport": 800, "content": 1080},
             {"id": "inner", "viewport": 752, "content": 12800}]
MAX = {"outer": 280.0, "inner": 12048.0}


def nested_gestures():
    """The nested gestures (truth/seam.py) as mouse drags, 125 Hz moves as the single ones; the
    move count is rounded, so a drag's travel can differ from the planned distance by a step."""
    made = []
    for name, summary, start, velocity, distance, y0, hold_ms in seam.GESTURES:
        steps = drag(velocity, distance, 8, y0=y0, x0=X, hold_ms=hold_ms)
        travel = abs(steps[0][3] - steps[-1][3])
        made.append(gesture(name, summary.format(device="mouse drag", distance=travel), steps, velocity=velocity,
                            distance=travel, input_hz=125, x=X, y=y0, hold_ms=hold_ms,
                            start={"outer": start[0], "inner": start[1]}))
    return made


def wait_rest(run, quiet_ms=400, limit_ms=6000):
    """Waits until both Flickables have ended every movement and nothing changed for quiet_ms."""
    deadline = monotonic_ms() + limit_ms
    time.sleep(0.3)
    while monotonic_ms() < deadline:
        names = [s[0] for s in run.signals]
        settled = names.count("movementEnded") >= names.count("movementStarted")
        last = run.changes[-1][0] if run.changes else 0.0
        if settled and monotonic_ms() - last > quiet_ms:
            return
        time.sleep(0.02)


def drag_slop(events, base, frames, k, top):
    """Finger travel the dragged scroller swallowed, px: the finger's travel from the press to
    the last frame before the release where the scroller is still within its bounds, less the
    scroller's travel by then (an overshooting drag moves it at a fraction of the finger's rate,
    which is not slop). None when it never moved within its bounds."""
    down = events[0]
    release_t = [e for e in events if e["kind"] == "up"][-1]["time"] - base
    inside = [f for f in frames[1:] if f[0] <= release_t and -1e-6 <= f[k] <= top + 1e-6
              and abs(f[k] - frames[0][k]) > 1e-6]
    if not inside:
        return None
    t, offset = inside[-1][0], inside[-1][k]
    finger = [e for e in events if e["kind"] == "move" and e["time"] - base <= t][-1]
    return round(abs(down["y"] - finger["y"]) - abs(offset - frames[0][k]), 3) + 0.0


def build(g, events, run, versions):
    hover, events, dropped, base = record.split_input(events, run)
    release_t = [e for e in events if e["kind"] == "up"][-1]["time"] - base
    stamped = record.stamped_frames(run, base)
    frames = [(t, v[0], v[1]) for t, v, _ in stamped]
    shown = drag_shown(run, events, base, stamped, release_t)
    hz = record.tick_hz([(t, o) for t, o, _ in frames], release_t) or 60.0
    end_t = int(frames[-1][0]) + 1
    flicks = [s for s in run.signals if s[0] == "flickStarted" and s[1] - base >= release_t - 1]
    dragged = next((s[4] for s in run.signals if s[0] == "movementStarted"), None)
    index = {"outer": 1, "inner": 2}
    at_release = [f for f in frames if f[0] <= release_t][-1]
    if flicks:
        scroller, velocity, offset = flicks[0][4], round(flicks[0][2], 3), flicks[0][3]
    else:
        scroller, velocity = None, None
        offset = at_release[index.get(dragged or "inner")]
    mover = scroller or dragged or "inner"
    slop = drag_slop(events, base, frames, index[mover], MAX[mover])
    with open(NESTED_QML, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    return {
        "truth": 1,
        "engine": record.engine_header(versions),
        "gesture": {"name": g["name"], "summary": g["summary"], "params": g["params"]},
        "source": {"path": "truth/qtquick/Nested.qml", "sha256": digest},
        "viewport": list(SIZE),
        "content": SCROLLERS[0]["content"],
        "scrollers": SCROLLERS,
        "session": record.session_lines(events, base, hz, end_t, scene="profile", size=SIZE),
        "frames": [[round(t, 3), round(o, 3), round(i, 3)] for t, o, i in frames],
        "release": dict({"t": release_t, "offset": round(offset, 3), "velocity": velocity, "slop": slop,
                         "scroller": scroller},
                        # When Qt handled the release (flickStarted's stamp), as in the plain files.
                        **({"handled": round(flicks[0][1] - base, 3)} if flicks else {}),
                        **record.timeline_start(run, base, release_t, frames)),
        "handoffs": [],
        "drag_shown": shown,
        "notes": describe(hover, events, dropped, base, run, frames, release_t, flicks)
        + " " + shown_note(shown, stamped),
    }


def shown_note(shown, stamped):
    """The notes' sentence on where drag_shown came from (shown.py)."""
    return ("drag_shown: each drag frame's move is the one whose delivery printed it (Qt hands a move to "
            "the grabbing Flickable before the PointHandler, whose P line follows with the same offsets; a "
            "change followed by a tick dump shows the move before), at that move's server time and the y "
            "Qt delivered; %d of %d frames after the first moved by the finger's travel since the one before."
            % (matches_size(shown, stamped), max(len(shown) - 1, 0)))


def describe(hover, events, dropped, base, run, frames, release_t, flicks):
    parts = [notes_text._input_part(hover, run).replace("contentY", "either contentY"),
             "Qt logs no handoff: a Flickable never passes a velocity to another, so handoffs is []."]
    if dropped:
        parts.append("%d move(s) the server processed were never delivered (xcb compression), left out."
                     % len(dropped))
    parts += seam.describe_moves(frames, MAX)
    rule = ", ".join("no fling" if v is None else "%.3f" % v
                     for v in analysis.qt_release_velocities(hover + events))
    if flicks:
        s = flicks[0]
        parts.append("flickStarted on the %s with verticalVelocity %.3f px/s at contentY %.3f (Qt's rules on "
                     "the server times: %s)." % (s[4], s[2], s[3], rule))
        k = 1 if s[4] == "outer" else 2
        post = [(f[0], f[k]) for f in frames if f[0] > release_t]
        start = notes_text.fling_start(s[2], s[3], post)
        if start:
            parts.append("Its timeline started at t %.3f, %+.3f ms from the release (the earliest over "
                         "the fling's ticks: %+.3f ms); flickStarted printed at t %.3f." % (
                             start[0] - start[1], start[0] - start[1] - release_t, start[2] - release_t,
                             s[1] - base))
        others = [x for x in flicks[1:]]
        if others:
            parts.append("Later flickStarted: %s." % ", ".join("%s %.3f px/s" % (x[4], x[2]) for x in others))
    else:
        parts.append("No fling (Qt's rules on the server times give %s)." % rule)
    parts.append("Rest: outer %.3f, inner %.3f at t %.3f." % (frames[-1][1], frames[-1][2], frames[-1][0]))
    return " ".join(parts)


def record_one(display_name, g, versions, log_dir, _plain=True):
    start = g["params"]["start"]
    run = QmlRun(display_name, NESTED_QML, arguments=(start["outer"], start["inner"]), stamped=True)
    log_path = os.path.join(log_dir, g["name"] + ".log") if log_dir else None
    events = record.drive(run, display_name, g, run.wait_drawn, wait_rest, log_path)
    return build(g, events, run, versions)


def main(argv):
    args, chosen = chosen_gestures("Record Qt Quick nested truth files.",
                                   os.path.join(record.REPO, "assets", "truth", "qtquick"),
                                   "also write what the QML printed to DIR/GESTURE.log", nested_gestures(), argv=argv)
    versions = {"qml-qt6": record.dpkg_version("qml-qt6"), "qt": record.qt_version()}
    os.makedirs(args.out, exist_ok=True)
    server = Xvfb(*SIZE)
    try:
        for g in chosen:
            truth = record.record_until_close(server.name, g, versions, args.log, record=record_one)
            path = os.path.join(args.out, g["name"] + ".json")
            with open(path, "w") as f:
                json.dump(truth, f, indent=1)
                f.write("\n")
            r, last = truth["release"], truth["frames"][-1]
            print("truth: %-27s %-5s v %-9s rest outer %8.3f inner %9.3f  %s" % (
                g["name"], r["scroller"], r["velocity"], last[1], last[2], path))
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
