#!/usr/bin/python3
"""Records Qt Quick Flickable truth files: assets/truth/qtquick/GESTURE.json.

Usage: record.py [--out DIR] [--log DIR] [--frameanimation | --nested | --all] [GESTURE ...]
(default: every gesture in gestures.py, in the plain app)

Each gesture gets a fresh `qml Plain.qml` on a private Xvfb; an XTest mouse drag drives it, an
XRECORD context keeps the server's timestamp of every pointer event, and the QML prints each
change of contentY with Qt's CLOCK_MONOTONIC stamp. `--frameanimation` runs Flick.qml instead
(a FrameAnimation logs every tick) into frameanimation-GESTURE.json; `--nested` records the
nested Flickables (nested.py); `--all` records all three. See truth/qtquick/README.md.
"""

import ctypes
import hashlib
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import notes as notes_text  # noqa: E402
from gestures import all_gestures, chosen_gestures  # noqa: E402
from qmlrun import QmlRun  # noqa: E402
from xserver import Pointer, Recorder, Xvfb, monotonic_ms, sleep_until  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))
QML_FILE = os.path.join(HERE, "Flick.qml")
PLAIN_QML = os.path.join(HERE, "Plain.qml")
# What the FrameAnimation files' flings follow: they start at the tick before the release.
FRAMEANIMATION_RULE = "previous-frame"
SIZE = (400, 800)
CONTENT = 20000
PACKAGES = ["qml-qt6", "libqt6quick6", "libqt6gui6"]


def dpkg_version(package):
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return out.stdout.strip() or None


def qt_version():
    """qVersion() of the libQt6Core the qml runtime loads."""
    core = ctypes.CDLL("libQt6Core.so.6")
    core.qVersion.restype = ctypes.c_char_p
    return core.qVersion().decode()


def play(pointer, run, gesture):
    """Plays the gesture's steps; returns the CLOCK_MONOTONIC ms each step was sent."""
    steps = gesture["steps"]
    _, _, x0, y0 = steps[0]
    # Hover to the press point with moves that keep y: Qt's event velocity filter starts the
    # press at a vertical velocity of exactly 0.
    for x in (x0 - 150, x0 - 1, x0 + 1, x0):
        pointer.move(x, y0)
        time.sleep(0.03)
    time.sleep(0.1)
    start = monotonic_ms() + 40
    phase = gesture["params"].get("release_phase_ms")
    if phase is not None and run.ticks:
        up_ms = steps[-1][0]
        start = run.next_tick_after(start + up_ms, run.mean_period()) + phase - up_ms
    sent = []
    for at, kind, x, y in steps:
        sleep_until(start + at)
        sent.append(monotonic_ms())
        if kind == "move":
            pointer.move(x, y)
        elif kind == "down":
            pointer.press()
        else:
            pointer.release()
    return sent


def wait_rest(run):
    """Waits until every fling that started has ended (at most 5 s), then 150 ms more."""
    deadline = monotonic_ms() + 5000
    time.sleep(0.3)
    while monotonic_ms() < deadline:
        started = sum(1 for s in run.signals if s[0] == "flickStarted")
        ended = sum(1 for s in run.signals if s[0] == "flickEnded")
        if ended >= started:
            break
        time.sleep(0.02)
    time.sleep(0.15)


def session_lines(events, base, hz, end_t, scene="sections", size=SIZE):
    header = {"handoff": 1, "scene": scene, "physics": "qtquick", "size": list(size), "hz": hz}
    lines = [json.dumps(header, separators=(",", ":"))]
    for e in events:
        line = {"t": e["time"] - base, "type": e["kind"], "x": e["x"], "y": e["y"]}
        if e["kind"] != "move":
            line["button"] = 1
        lines.append(json.dumps(line, separators=(",", ":")))
    # The session ends after its last event, even when the engine drew nothing after it.
    end_t = max([end_t] + [e["time"] - base for e in events])
    lines.append(json.dumps({"t": end_t, "type": "end"}, separators=(",", ":")))
    return lines


def pointer_lines(run):
    return [line.split() for line in run.lines if line.startswith("P ")]


def delivered_only(events, run):
    """The recorded events less the moves Qt never delivered (xcb drops a motion event when the
    next one is already queued): a move is kept when it is the next position the PointHandler
    saw while pressed. Returns (kept, dropped)."""
    seen, after_down = [], False
    for p in pointer_lines(run):
        if p[1] == "drag" and not after_down:
            seen.append((float(p[2]), float(p[3])))
        after_down = p[1] == "down"
    kept, dropped, pressed, j = [], [], False, 0
    for e in events:
        if e["kind"] == "move" and pressed:
            if j < len(seen) and seen[j] == (e["x"], e["y"]):
                j += 1
            else:
                dropped.append(e)
                continue
        pressed = e["kind"] == "down" or (pressed and e["kind"] != "up")
        kept.append(e)
    return kept, dropped


def split_input(events, run):
    """(hover moves before the first press, delivered events from it, dropped moves, base ms)."""
    first_down = next(i for i, e in enumerate(events) if e["kind"] == "down")
    hover, events = events[:first_down], events[first_down:]
    events, dropped = delivered_only(events, run)
    return hover, events, dropped, events[0]["time"]


def stamped_frames(run, base):
    """A stamped QML's frames, ms from `base`: the last frame swapped before the first input,
    then every change of contentY (a change printed in the same ms as the one before, or read
    with it, replaces it: one tick, as when a timeline's move ends and the next begins in one
    tick). Each is (t, [contentY...], index in run.lines of its last C line, None for the swap)."""
    swaps = [(t - base, v, None) for t, v in run.swaps if t - base <= 0]
    frames = [swaps[-1]] if swaps else []
    for t, values, line in ((t - base, v, i) for t, v, i in run.changes):
        if frames and frames[-1][0] > 0 and (t <= frames[-1][0] or int(t) == int(frames[-1][0])):
            frames[-1] = (max(t, frames[-1][0]), values, line)
        elif frames and t <= frames[-1][0]:
            continue
        else:
            frames.append((t, values, line))
    return frames


def tick_hz(frames, after_t):
    """The frame rate of the ticks after `after_t` (the median interval)."""
    periods = sorted(b[0] - a[0] for a, b in zip(frames, frames[1:]) if a[0] > after_t)
    return round(1000.0 / periods[len(periods) // 2], 1) if periods else None


def build(gesture, events, run, versions):
    """The truth file's object for one recorded run."""
    hover, events, dropped, base = split_input(events, run)
    ups = [e for e in events if e["kind"] == "up"]
    downs = [e for e in events if e["kind"] == "down"]
    release_t = ups[-1]["time"] - base
    if run.stamped:
        frames = [(t, v[0]) for t, v, _ in stamped_frames(run, base)]
        hz = tick_hz(frames, release_t) or 60.0
    else:
        ticks = [(run.tick_monotonic(el) - base, y) for el, _, y in run.ticks if el > 0]
        first = max(i for i, (t, _) in enumerate(ticks) if t <= 0)
        last_change = max(i for i in range(1, len(ticks)) if ticks[i][1] != ticks[i - 1][1])
        frames = ticks[first:last_change + 2]
        periods = [b[0] - a[0] for a, b in zip(frames, frames[1:])]
        hz = round(1000.0 / (sum(periods) / len(periods)), 1)
    end_t = int(frames[-1][0]) + 1

    flicks = [s for s in run.signals if s[0] == "flickStarted"]
    presses = [p for p in pointer_lines(run) if p[1] == "down"]
    press_offset = float(presses[-1][5]) if presses else 0.0
    if flicks:
        velocity = round(flicks[-1][2], 3)
        offset = flicks[-1][3]
    else:
        velocity, offset = None, frames[-1][1]
    travel = downs[-1]["y"] - ups[-1]["y"]
    slop = round(travel - (offset - press_offset), 3) + 0.0

    notes = notes_text.describe(hover, events, dropped, base, run, frames, release_t, flicks, offset)
    qml = PLAIN_QML if run.stamped else QML_FILE
    with open(qml, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    truth = {
        "truth": 1,
        "engine": engine_header(versions),
        "gesture": {"name": file_name(gesture["name"], run.stamped), "summary": gesture["summary"],
                    "params": gesture["params"]},
        "source": {"path": "truth/qtquick/" + os.path.basename(qml), "sha256": digest},
        "viewport": list(SIZE),
        "content": CONTENT,
        "session": session_lines(events, base, hz, end_t),
        "frames": [[round(t, 3), round(y, 3)] for t, y in frames],
        "release": {"t": release_t, "offset": round(offset, 3), "velocity": velocity, "slop": slop},
        "notes": notes,
    }
    if not run.stamped:
        truth["start_rule"] = FRAMEANIMATION_RULE
    elif flicks:
        # When Qt handled the release: its flickStarted line's stamp. With nothing else animating
        # the fling's timeline starts then (QUnifiedTimer had no tick in the last 50 ms).
        truth["release"]["handled"] = round(flicks[-1][1] - base, 3)
    if run.stamped:
        truth["release"].update(timeline_start(run, base, release_t, frames))
    return truth


def timeline_start(run, base, release_t, frames):
    """{"timeline_start": t}: the zero of the clock the timeline the last release started
    counts (a fling's or a fixup's: a frame after the release moved), session ms; else {}.

    The Flickable's timeline joins Qt's animation clock in a queued call after the release
    (QQmlAnimationTimer::startAnimations, qtdeclarative v6.4.3 src/qml/animations/
    qabstractanimationjob.cpp) and then advances by each tick's delta: at a tick it stands at
    the clock's reading there less the reading N0 of the clock's last tick before the join (0
    when the clock was idle and starts for it: QUnifiedTimer::startTimers, qtbase v6.4.3
    src/corelib/animation/qabstractanimation.cpp). Readings are whole ms of CLOCK_MONOTONIC from
    the clock's origin O, so the timeline's time is floor(t - (O + N0)). Qt's tick dump gives
    each tick's reading N; O is the earliest time less reading over the ticks of that clock run
    (each tick's line is printed a little after the tick, so this bounds O from above)."""
    if not any(b[1:] != a[1:] for a, b in zip(frames, frames[1:]) if b[0] > release_t):
        return {}
    ups = [i for i, line in enumerate(run.lines) if line.startswith("P up")]
    first = next((c for c in run.clock if ups and c[3] > ups[-1]), None)
    if first is None:
        return {}
    # The run of the clock the first tick after the release belongs to: its readings add up.
    at = run.clock.index(first)
    lo, hi = at, at
    while lo > 0 and run.clock[lo - 1][1] == run.clock[lo][1] - run.clock[lo][2]:
        lo -= 1
    while hi + 1 < len(run.clock) and run.clock[hi + 1][1] - run.clock[hi + 1][2] == run.clock[hi][1]:
        hi += 1
    origin = min(c[0] - c[1] for c in run.clock[lo:hi + 1])
    return {"timeline_start": round(origin + first[1] - first[2] - base, 3)}


def file_name(gesture_name, plain):
    """The truth file's name: the plain app's is the gesture's; FrameAnimation's is prefixed."""
    return gesture_name if plain else "frameanimation-" + gesture_name


def drive(run, display_name, gesture, ready, rest, log_path=None):
    """Waits until `run` is `ready`, plays the gesture, waits for `rest`; closes the run and
    returns the events the server recorded (and writes the QML's lines to `log_path`)."""
    try:
        ready()
        pointer = Pointer(display_name)
        recorder = Recorder(display_name)
        play(pointer, run, gesture)
        rest(run)
        events = recorder.stop()
        pointer.close()
    finally:
        run.close()
    if log_path:
        os.makedirs(os.path.dirname(log_path), exist_ok=True)
        with open(log_path, "w") as f:
            f.write("\n".join(run.lines + ["R %(kind)s %(time)d %(x)d %(y)d" % e for e in events]
                              + ["A %s %.0f %.4f" % ((k or ["-"])[0], s, a) for s, a, k in run.arrivals]) + "\n")
    return events


def engine_header(versions):
    """The truth file's `engine`."""
    return {"name": "qtquick", "package": "qml-qt6", "version": versions["qml-qt6"], "product": "Qt " + versions["qt"]}


def record_one(display_name, gesture, versions, log_dir=None, plain=True):
    run = QmlRun(display_name, PLAIN_QML if plain else QML_FILE, stamped=plain)
    log_path = os.path.join(log_dir, file_name(gesture["name"], plain) + ".log") if log_dir else None
    events = drive(run, display_name, gesture, run.wait_drawn if plain else run.wait_ticking, wait_rest, log_path)
    return build(gesture, events, run, versions)


def record_until_close(display_name, gesture, versions, log_dir, plain=True, record=None):
    """Records a gesture up to 3 times, keeping the first run whose release velocity is within
    10 % of what the plan asks for (min(velocity, 2500)): on a busy machine the X server can
    stamp a burst of moves a millisecond apart, and the gesture would not be the one named.
    A gesture that asks for a release phase also wants the release within 3 ms of it.
    `record` records one run (default: record_one)."""
    wanted = gesture["params"].get("velocity")
    phase = gesture["params"].get("release_phase_ms")
    best = None
    for _ in range(3):
        truth = (record or record_one)(display_name, gesture, versions, log_dir, plain)
        got = truth["release"]["velocity"]
        if wanted is None or abs(wanted) < 75 or got is None or "gap_ms" in gesture["params"]:
            return truth
        planned = min(abs(wanted), 2500)
        error = abs(abs(got) - planned) / planned
        if phase is not None and not plain:
            # ...and, where a release phase is asked for, within 3 ms of it.
            ticks = [t for t, _ in truth["frames"] if t <= truth["release"]["t"]]
            error += 0.0 if abs(truth["release"]["t"] - ticks[-1] - phase) <= 3 else 1.0
        if best is None or error < best[0]:
            best = (error, truth)
        if error <= 0.10:
            break
    return best[1]


def main():
    if "--all" in sys.argv[1:]:
        # Every file: the plain app, the FrameAnimation one and the nested Flickables.
        rest = [a for a in sys.argv[1:] if a != "--all"]
        for mode in ([], ["--frameanimation"], ["--nested"]):
            sys.argv[1:] = mode + rest
            code = main()
            if code:
                return code
        return 0
    if "--nested" in sys.argv[1:]:
        import nested
        return nested.main([a for a in sys.argv[1:] if a != "--nested"])
    args, chosen = chosen_gestures(
        "Record Qt Quick truth files.", os.path.join(REPO, "assets", "truth", "qtquick"),
        "also write what the QML printed to DIR/GESTURE.log", all_gestures(),
        flags=[("--frameanimation", "run Flick.qml (a FrameAnimation running) into frameanimation-GESTURE.json"),
               ("--nested", "record the nested Flickables instead (nested.py)"),
               ("--all", "record every file: plain, --frameanimation and --nested")])
    versions = {"qml-qt6": dpkg_version("qml-qt6"), "qt": qt_version()}
    os.makedirs(args.out, exist_ok=True)
    plain = not args.frameanimation
    server = Xvfb(*SIZE)
    try:
        for gesture in chosen:
            truth = record_until_close(server.name, gesture, versions, args.log, plain)
            path = os.path.join(args.out, truth["gesture"]["name"] + ".json")
            with open(path, "w") as f:
                json.dump(truth, f, indent=1)
                f.write("\n")
            r = truth["release"]
            print("truth: %-26s v %-9s offset %8.3f  rest %9.3f  %s" % (
                truth["gesture"]["name"], r["velocity"], r["offset"], truth["frames"][-1][1], path))
    finally:
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
