"""Records GTK 4's nested GtkScrolledWindows (NestedScroll.py) under Broadway as nested truth
files: assets/truth/gtk/nested-GESTURE.json (format: docs/truth.md, "Nested scrollers").

Usage: /usr/bin/python3 truth/gtk/record.py --nested [--out DIR] [--log DIR] [GESTURE...]

Per gesture: record.run with NestedScroll.py and the gesture's start values: touch strokes as the
single-scroller files (240 Hz moves, whole ms and px), or wheel clicks, which Broadway carries
as a direction only (gdk/broadway/gdkeventsource.c: gdk_scroll_event_new_discrete), so no
touchpad scrolling reaches GTK here.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import broadway  # noqa: E402
import gestures  # noqa: E402
import record  # noqa: E402
import seam  # noqa: E402
import shown  # noqa: E402
import truthfile  # noqa: E402

SOURCE = "truth/gtk/NestedScroll.py"
X = seam.X
SIZE = (500, 800)
SCROLLERS = [{"id": "outer", "viewport": 800, "content": 1080},
             {"id": "inner", "viewport": 752, "content": 12800}]
MAX = {"outer": 280.0, "inner": 12048.0}
WHEEL_GAP_MS = 100


def stroke_gesture(name, summary, start, speed, distance, y, hold_ms=0):
    """A touch stroke of the shared gesture (truth/seam.py); `summary` gets the travel once
    rounded to whole ms and px."""
    stroke = gestures.Stroke(speed=speed, drag_ms=round(distance / abs(speed) * 1000.0), y=y, hold_ms=hold_ms)
    travel = abs(stroke.events()[0][2] - stroke.events()[-1][2])
    return gestures.Gesture(name, summary.format(device="touch drag", distance=travel), (stroke,), 0.25,
                            {"x": X, "start": {"outer": start[0], "inner": start[1]}})


def wheel_gesture(name, summary, start, y, clicks):
    """`clicks` wheel clicks (+1 down the list, -1 up), WHEEL_GAP_MS apart."""
    stroke = gestures.Stroke(speed=0.0, drag_ms=0.0, y=y)
    return gestures.Gesture(name, summary, (stroke,), None, {"x": X, "start": {"outer": start[0], "inner": start[1]},
                                                             "wheel": list(clicks), "wheel_gap_ms": WHEEL_GAP_MS})


GESTURES = tuple(
    stroke_gesture(name, summary, start, speed, distance, y, hold_ms)
    for name, summary, start, speed, distance, y, hold_ms in seam.GESTURES) + (
    wheel_gesture("nested-wheel-up-at-top", "header collapsed, list at its top (outer 280, inner 0): three wheel "
                  "clicks up over the list at y 500, 100 ms apart", (280, 0), 500, (-1, -1, -1)),
    wheel_gesture("nested-wheel-mid-list", "header collapsed, list at 600 (outer 280, inner 600): three wheel "
                  "clicks up, then three down, over the list at y 500, 100 ms apart", (280, 600), 500,
                  (-1, -1, -1, 1, 1, 1)),
)
BY_NAME = {g.name: g for g in GESTURES}


def play_wheel(client, surface, gesture, frame_ms, x):
    """Sends the gesture's wheel clicks, each when its own time comes; returns them as sent."""
    first = int(round(broadway.monotonic_ms() + 200))
    sent = [{"at": first + k * WHEEL_GAP_MS, "type": "wheel", "dy": dy, "y": gesture.strokes[0].y}
            for k, dy in enumerate(gesture.extra["wheel"])]
    for event in sent:
        broadway.sleep_until(event["at"])
        client.scroll(event["at"], surface, x, event["y"], event["dy"] > 0)
        event["sent"] = broadway.monotonic_ms()
    return sent


def on_frame_clock(sent, log):
    """The wheel clicks with each `at` put on the frame clock's time base (ms): when GTK handled
    the click (its capture-phase `now`) plus, for the paint that followed it, the clock's frame
    time less that paint's `now`. A click jumps the adjustment at once (GTK's wheel has no
    animation), so the first paint after it shows it; the frame time GTK reports for a paint lies
    anywhere from before to 30 ms after the paint, in a phase that changes from run to run, and
    only a click on the same base as the frames lands between the right two of them. `sent_at`
    keeps the send time. A click the window was not handed keeps its send time."""
    events = [e for e in log if e["k"] == "event" and e["time"] > 0]
    shift = events[0]["time"] - sent[0]["at"] if events else 0
    paints = [e for e in log if e["k"] == "frame"]
    placed = []
    for click in sent:
        handled = [e for e in events if e["time"] - shift == click["at"]]
        after = [f for f in paints if handled and f["now"] > handled[0]["now"]]
        at = click["at"]
        if after:
            at = round((handled[0]["now"] + after[0]["t"] - after[0]["now"]) / 1000.0, 3)
        placed.append(dict(click, at=at, sent_at=click["at"]))
    return placed


def build(result, eng, root):
    gesture, sent, log, ready = result["gesture"], result["sent"], result["log"], result["ready"]
    if sent[0].get("type") == "wheel":
        sent = on_frame_clock(sent, log)
    for name, scroller in (("outer", SCROLLERS[0]), ("inner", SCROLLERS[1])):
        shape = ready[name]
        if round(shape["page"]) != scroller["viewport"] or round(shape["upper"]) != scroller["content"]:
            raise ValueError(f"the {name} scrolled window was {shape}, not {scroller}")
    t0 = sent[0]["at"]
    lines_all = [k for k, e in enumerate(log) if e["k"] == "frame"]
    frames_all = [(log[k]["t"] / 1000.0 - t0, log[k]["outer"], log[k]["inner"]) for k in lines_all]
    intervals = sorted(b[0] - a[0] for a, b in zip(frames_all, frames_all[1:]) if b[0] > a[0])
    hz = 1000.0 / intervals[len(intervals) // 2]
    before = [k for k, f in enumerate(frames_all) if f[0] < 0]
    frames = frames_all[(before[-1] if before else 0):]
    lines = lines_all[(before[-1] if before else 0):]
    rest = frames[-1][1:]
    last = max(k for k, f in enumerate(frames) if k == 0 or frames[k - 1][1:] != rest)
    lift_t = sent[-1]["at"] - t0
    # At least 300 ms after the lift, as the format asks, even when nothing moves then.
    frames = [f for k, f in enumerate(frames) if k <= last or f[0] <= lift_t + 300]

    events = [e for e in log if e["k"] == "event" and e["time"] > 0]
    shift = events[0]["time"] - sent[0].get("sent_at", sent[0]["at"]) if events else 0
    swipes = [e for e in log if e["k"] == "swipe"]
    # The swipe that starts a fling: after the lift was sent, faster than 1 px/s (a cancelled
    # gesture's swipe comes at the cancel with a velocity near 0).
    moving = [s for s in swipes if abs(s["vy"]) > 1 and s["now"] / 1000.0 >= sent[-1]["at"] - 1]
    swipe = moving[-1] if moving else None
    index = {"outer": 1, "inner": 2}
    at_lift = [e for e in events if e["time"] - shift == sent[-1].get("sent_at", sent[-1]["at"])]
    wheel = sent[0].get("type") == "wheel"
    if swipe:
        scroller, velocity = swipe["w"], round(-swipe["vy"], 3)
        dragged = scroller
    else:
        # No fling: the scroller that moved more (the one under the pointer when none did).
        moved = {n: abs(frames[-1][index[n]] - frames[0][index[n]]) for n in index}
        dragged = "inner" if wheel or moved["inner"] >= moved["outer"] else "outer"
        scroller, velocity = None, (None if wheel else 0.0)
    offset = at_lift[-1][dragged] if at_lift else frames[-1][index[dragged]]
    slop = None
    # A drag that pinned its scroller at a bound before the lift has lost travel that is not slop.
    if not wheel and 0 < offset < MAX[dragged]:
        travel = abs(sent[0]["y"] - [s for s in sent if s["phase"] != "end"][-1]["y"])
        slop = truthfile.r3(travel - abs(offset - frames[0][index[dragged]]))
    release = {"t": lift_t, "offset": truthfile.r3(offset), "velocity": velocity, "slop": slop, "scroller": scroller}
    start = truthfile.kinetic_start(log, swipe, t0) if swipe else None
    if start:
        release["handled"] = truthfile.r3(start[0])
    drag_shown, shown_note = shown.rows(log, sent, t0, shift, frames, lines, lift_t) if not wheel else (None, None)
    return dict(truthfile.header(eng, ready, gesture, SOURCE, root), **{
        "viewport": list(SIZE),
        "content": SCROLLERS[0]["content"],
        "scrollers": SCROLLERS,
        "session": truthfile.session_lines(sent, t0, hz, scene="profile", size=SIZE, x=X),
        "frames": [[truthfile.r3(t), truthfile.r3(o), truthfile.r3(i)] for t, o, i in frames],
        "release": release,
        "handoffs": [],
        "notes": describe(ready, sent, events, shift, frames, swipes, lift_t, start, hz)
        + (" " + shown_note if shown_note else ""),
    }, **({"drag_shown": drag_shown} if drag_shown is not None else {}))


def describe(ready, sent, events, shift, frames, swipes, lift_t, start, hz):
    wheel = sent[0].get("type") == "wheel"
    parts = [f"GTK {ready['gtk']} under Broadway (gtk4-broadwayd, GDK_BACKEND=broadway): NestedScroll.py, an outer "
             f"GtkScrolledWindow (page {ready['outer']['page']:.0f} of {ready['outer']['upper']:.0f}) over a 280-px "
             f"header, a 48-px tab bar and an inner one (page {ready['inner']['page']:.0f} of "
             f"{ready['inner']['upper']:.0f}), GTK's defaults. "
             + ("Wheel clicks sent over Broadway's websocket, which carries only a direction: each is a discrete "
                "GDK_SCROLL_UP/DOWN; each click's t is when GTK handled it, on the frame clock's time base "
                "(through the paint that followed it). " if wheel else
                "Touch events sent over Broadway's websocket as broadway.js sends them, each when its own timestamp "
                "(CLOCK_MONOTONIC ms) came. ")
             + f"The window was handed {len([e for e in events if e['time'] - shift in {s.get('sent_at', s['at']) for s in sent}])} of "
             f"the {len(sent)} events. Frames: gdk_frame_clock_get_frame_time after each paint, {hz:.2f} Hz, both "
             f"vertical adjustments' values (not rounded). GTK logs no handoff; handoffs is []."]
    parts += seam.describe_moves(frames, MAX)
    if swipes:
        parts.append("GtkGestureSwipe: " + ", ".join(f"{s['w']} {-s['vy']:.3f} px/s" for s in swipes) + ".")
    elif not wheel:
        parts.append("No swipe.")
    if start:
        parts.append(f"Kinetic scrolling started at the frame clock's t={start[0]:.3f} ({start[0] - lift_t:+.3f} ms "
                     f"from the lift).")
    parts.append(f"Rest: outer {frames[-1][1]:.3f}, inner {frames[-1][2]:.3f} at t={frames[-1][0]:.3f}.")
    return " ".join(parts)


def main(argv):
    args, names = record.command_line(argv, "Record GTK 4 nested truth files.", BY_NAME)
    if names is None:
        return 64
    engine = truthfile.engine()
    for name in names:
        g = BY_NAME[name]
        start = g.extra["start"]
        how = {"program": ("NestedScroll.py", start["outer"], start["inner"]), "x": X}
        if "wheel" in g.extra:
            how["play"] = play_wheel
        truth = build(record.run_guarded(g, args.log, **how), engine, record.ROOT)
        path = os.path.join(args.out, name + ".json")
        truthfile.write(path, truth)
        r, last = truth["release"], truth["frames"][-1]
        print(f"{name}: {r['scroller']} v {r['velocity']}, rest outer {last[1]} inner {last[2]}, "
              f"{len(truth['frames'])} frames -> {os.path.relpath(path, record.ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
