"""Turns one run (record.run) into a truth file: the session as GTK received it, the frames on
the same clock, the release, and notes.

Clocks: every touch event's Broadway time is the CLOCK_MONOTONIC ms at which the recorder sent
it; broadwayd shifts all of a connection's times by one constant (broadway-server.c,
parse_input_message) and GTK uses only their differences (GtkGestureSwipe). Frame times are
gdk_frame_clock_get_frame_time, CLOCK_MONOTONIC us. Session t = sent ms - the first touch's.
"""

import hashlib
import json
import os
import subprocess

SOURCE = "truth/gtk/Scroll.py"
PACKAGE = "libgtk-4-1"
REFRESH_US = 33333


def r3(value):
    return None if value is None else round(value + 0.0, 3)


def engine():
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", PACKAGE], capture_output=True,
                             text=True, check=True).stdout.strip()
    return {"name": "gtk", "package": PACKAGE, "version": version}


def session_lines(sent, t0, hz, scene="sections", size=(400, 800), x=200):
    header = {"handoff": 1, "scene": scene, "physics": "gtk", "size": list(size), "hz": round(hz, 3)}
    lines = [json.dumps(header, separators=(",", ":"))]
    for e in sent:
        if e.get("type") == "wheel":
            line = {"t": e["at"] - t0, "type": "wheel", "x": x, "y": e["y"], "dx": 0, "dy": e["dy"]}
        else:
            line = {"t": e["at"] - t0, "type": "touch", "phase": e["phase"], "id": e["sequence"], "x": x, "y": e["y"]}
        lines.append(json.dumps(line, separators=(",", ":")))
    return lines


def kinetic_start(log, swipe, t0):
    """(frame clock reading where the kinetic scrolling starts, ms after the last paint GTK handled
    the lift, that paint's frame time), times less t0; None without a paint before the swipe.
    GTK starts the kinetic scrolling at gdk_frame_clock_get_frame_time when it handles the lift
    (gtk_scrolled_window_start_deceleration). Outside a paint GdkFrameClockIdle returns the last
    frame's time plus a whole number of refresh intervals, rounded to the nearest, never less than
    a time it already reported (gdk/gdkframeclockidle.c, compute_smooth_frame_time); Broadway's
    refresh interval is 1/30 s (gdk/broadway/gdksurface-broadway.c)."""
    handled_us = swipe["now"]
    painted = [e for e in log if e["k"] == "frame" and e["now"] < handled_us]
    if not painted:
        return None
    base = painted[-1]["t"]
    passed = int((handled_us - base + REFRESH_US // 2) / REFRESH_US)
    return ((max(base, base + passed * REFRESH_US)) / 1000.0 - t0, (handled_us - painted[-1]["now"]) / 1000.0,
            base / 1000.0 - t0)


def build(run, eng, root):
    gesture, sent, log = run["gesture"], run["sent"], run["log"]
    ready = run["ready"]
    if round(ready["page"]) != 800 or round(ready["upper"]) != 20000 or not ready["kinetic"]:
        raise ValueError(f"the ScrolledWindow was {ready}, not an 800-px page over 20000 px with kinetic scrolling")
    t0 = sent[0]["at"]
    frames_all = [(e["t"] / 1000.0 - t0, e["y"]) for e in log if e["k"] == "frame"]
    intervals = sorted(b[0] - a[0] for a, b in zip(frames_all, frames_all[1:]) if b[0] > a[0])
    hz = 1000.0 / intervals[len(intervals) // 2]
    before = [k for k, f in enumerate(frames_all) if f[0] < 0]
    frames = frames_all[(before[-1] if before else 0):]
    rest = frames[-1][1]
    last = max(k for k, f in enumerate(frames) if k == 0 or abs(frames[k - 1][1] - rest) > 1e-9)
    frames = frames[:last + 1]

    # The events the window was handed, by their Broadway time: one shift for all touches.
    touch_times = [e for e in log if e["k"] == "event" and e["time"] > 0]
    shift = touch_times[0]["time"] - sent[0]["at"]
    handed = [e for e in touch_times if e["time"] - shift in {s["at"] for s in sent}]
    lift = sent[-1]
    at_lift = [e for e in handed if e["time"] - shift == lift["at"]]
    swipes = [e for e in log if e["k"] == "swipe"]
    strokes = sorted({s["stroke"] for s in sent})
    first_of_last = [s for s in sent if s["stroke"] == strokes[-1]][0]
    offset = at_lift[-1]["y"] if at_lift else None
    if offset is None:
        raise ValueError("the window was never handed the lift")
    velocity = -swipes[-1]["vy"] if swipes else None
    accumulated = len(strokes) > 1
    start_offset = [e for e in handed if e["time"] - shift == first_of_last["at"]][0]["y"]
    travel = first_of_last["y"] - [s for s in sent if s["stroke"] == strokes[-1] and s["phase"] != "end"][-1]["y"]
    slop = travel - (offset - start_offset)

    lift_t = lift["at"] - t0
    prev = max((f[0] for f in frames if f[0] <= lift_t), default=None)
    nxt = min((f[0] for f in frames if f[0] > lift_t), default=None)
    moved = [f for f in frames if f[0] > lift_t and abs(f[1] - offset) >= 0.001]
    start = kinetic_start(log, swipes[-1], t0) if swipes and swipes[-1]["vy"] != 0 else None
    late = max(s["sent"] - s["at"] for s in sent)
    ahead = sorted(e["t"] / 1000.0 - e["now"] / 1000.0 for e in log if e["k"] == "frame")
    ahead = ahead[len(ahead) // 2]
    notes = (
        f"GTK {ready['gtk']} under Broadway (gtk4-broadwayd, GDK_BACKEND=broadway); touch events sent over "
        f"Broadway's websocket as broadway.js sends them, each when its own timestamp (CLOCK_MONOTONIC ms) came "
        f"(latest {late:.1f} ms behind). The window was handed {len(handed)} of the {len(sent)} touch events, "
        f"every one {shift} ms after its sent time (broadwayd's one shift per connection). The device is "
        f"Broadway's core pointer; GtkGestureSingle takes touch events from any device. Frames: "
        f"gdk_frame_clock_get_frame_time after each paint, {hz:.2f} Hz (the client answers each frame's "
        f"roundtrip on a 30 Hz grid, Broadway's own refresh interval), the value of the ScrolledWindow's vertical "
        f"adjustment (not rounded); a frame's time is GdkFrameClockIdle's smoothed time, typically {ahead:.1f} ms "
        f"from when its paint ended (median). Lift at t={lift_t}, {lift_t - prev:.3f} ms after the frame at t={prev:.3f}"
        + (f" and {nxt - lift_t:.3f} ms before the next" if nxt is not None else "") + ". "
        + (f"GtkGestureSwipe velocity {velocity:.3f} px/s"
           + (" (before GTK's velocity accumulation, so release.velocity is null)" if accumulated else "")
           + ". " if velocity is not None else "No swipe. ")
        + (f"GTK handled the lift {start[1]:.1f} ms after the paint of the frame at t={start[2]:.3f}; its frame "
           f"clock then gave t={start[0]:.3f} ({start[0] - lift_t:+.3f} ms from the lift), where its kinetic "
           f"scrolling starts. " if start else "")
        + (f"First frame that moved after the lift: t={moved[0][0]:.3f}. " if moved else "No frame moved after the lift. ")
        + f"Rest {rest:.3f} px at t={frames[-1][0]:.3f}. Slop: finger travel {travel} px, scrolled "
        f"{offset - start_offset:.3f} px."
    )
    return dict(header(eng, ready, gesture, SOURCE, root), **{
        "viewport": [400, 800],
        "content": 20000,
        "session": session_lines(sent, t0, hz),
        "frames": [[r3(t), r3(y)] for t, y in frames],
        "release": dict({"t": lift_t, "offset": r3(offset), "velocity": None if accumulated else r3(velocity),
                         "slop": None if accumulated else r3(slop)},
                        # GTK's frame clock when it handled the lift: where its kinetic scrolling starts.
                        **({"handled": r3(start[0])} if start else {})),
        "notes": notes,
    })


def write(path, truth):
    """Writes a truth file as every recorder here does: one-space indent, a final newline."""
    with open(path, "w") as f:
        json.dump(truth, f, indent=1)
        f.write("\n")


def header(eng, ready, gesture, source, root):
    """A truth file's first keys: format, engine (with the version the program reported),
    gesture and the program's path and sha256."""
    with open(os.path.join(root, source), "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    return {
        "truth": 1,
        "engine": dict(eng, product=f"GTK {ready['gtk']}"),
        "gesture": {"name": gesture.name, "summary": gesture.summary, "params": gesture.params()},
        "source": {"path": source, "sha256": digest},
    }
