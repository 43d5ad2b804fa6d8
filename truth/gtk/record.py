"""Records GTK 4's GtkScrolledWindow under Broadway as truth files (assets/truth/gtk/*.json).

Usage: /usr/bin/python3 truth/gtk/record.py [--out DIR] [--log DIR] [--nested | --all] [GESTURE...]
(`--nested`: the nested scrolled windows of NestedScroll.py, see nested.py; `--all`: both)

Per gesture: a fresh gtk4-broadwayd on a free display, this directory's broadway.Client
answering frames on a 30 Hz grid, Scroll.py under GDK_BACKEND=broadway, then the gesture's
touch events, each sent when its own timestamp (CLOCK_MONOTONIC ms) comes. See README.md.
"""

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import time

import broadway
import gestures
import truthfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# Broadway's own frame interval (gdk/broadway/gdksurface-broadway.c sets refresh_interval to
# 1/30 s); answering on that grid keeps GdkFrameClockIdle's smoothed frame times on it.
PERIOD_MS = 1000.0 / 30
SETTLE_S = 4.0  # a GTK fling from 6000 px/s stops (|v| < 0.1 px/s) within 2.8 s


def free_display():
    for display in range(40, 100):
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", 8080 + display)) != 0:
                return display
    raise SystemExit("no free Broadway display (ports 8120-8179 all taken)")


def wait_for(predicate, timeout, what):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.02)
    raise SystemExit(f"timed out waiting for {what}")


def read_log(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [json.loads(line) for line in f if line.endswith("\n")]


def play_touches(client, surface, gesture, frame_ms, x):
    """Sends the gesture's touch events, each when its own time comes; returns them as sent."""
    sent = plan(gesture, frame_ms)
    for event in sent:
        broadway.sleep_until(event["at"])
        client.touch(event["phase_code"], event["at"], surface, event["sequence"], x, event["y"])
        event["sent"] = broadway.monotonic_ms()
    return sent


def run(gesture, log_dir, program=("Scroll.py",), x=gestures.X, play=play_touches):
    """One gesture on a fresh gtk4-broadwayd and `program` (this directory's program and its
    arguments after the log path); `play(client, surface, gesture, frame_ms, x)` sends the input."""
    display = free_display()
    server = subprocess.Popen(["gtk4-broadwayd", f":{display}"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    app = None
    try:
        wait_for(lambda: socket.socket().connect_ex(("127.0.0.1", 8080 + display)) == 0, 10, "gtk4-broadwayd")
        client = broadway.Client(8080 + display, PERIOD_MS, broadway.monotonic_ms())
        log_path = os.path.join(log_dir, f"gtk-{gesture.name}.jsonl")
        if os.path.exists(log_path):
            os.remove(log_path)
        env = dict(os.environ, GDK_BACKEND="broadway", BROADWAY_DISPLAY=f":{display}")
        app = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, program[0]), log_path] + [str(a) for a in program[1:]],
                               env=env,
                               stdout=subprocess.DEVNULL, stderr=open(log_path + ".err", "w"))

        def ready_yet():
            # Broadway passes the screen size only to programs already connected.
            client.screen_size(1000, 1000)
            time.sleep(0.1)
            return [e for e in read_log(log_path) if e["k"] == "ready"]

        ready = wait_for(ready_yet, 20, "Scroll.py")[0]
        surface = wait_for(lambda: max(client.surfaces) if client.surfaces else None, 5, "the window's surface")
        client.enter(surface, x, gesture.strokes[0].y)
        time.sleep(0.5)
        frames = [e["t"] / 1000.0 for e in read_log(log_path) if e["k"] == "frame"]
        sent = play(client, surface, gesture, frames[-1], x)
        time.sleep(SETTLE_S)
        entries = read_log(log_path)
        roundtrips = client.roundtrips
        client.close()
        return {"gesture": gesture, "sent": sent, "log": entries, "ready": ready, "roundtrips": roundtrips,
                "surface": client.surfaces.get(surface)}
    finally:
        if app:
            app.terminate()
            app.wait(5)
        server.terminate()
        server.wait(5)


RUN_LIMIT_S = 30      # one gesture takes about 8 s; a run past this is stuck (a lost roundtrip)
ATTEMPTS = 3


class Stuck(Exception):
    pass


def run_guarded(gesture, log_dir, **how):
    """`run` (with `how`), again from a fresh server and window when one run gets stuck."""
    def stuck(signum, frame):
        raise Stuck()
    previous = signal.signal(signal.SIGALRM, stuck)
    try:
        for attempt in range(1, ATTEMPTS + 1):
            signal.alarm(RUN_LIMIT_S)
            try:
                return run(gesture, log_dir, **how)
            except Stuck:
                print(f"record.py: {gesture.name} attempt {attempt} stuck after {RUN_LIMIT_S} s; again",
                      file=sys.stderr)
            finally:
                signal.alarm(0)
        raise SystemExit(f"{gesture.name}: stuck {ATTEMPTS} times")
    finally:
        signal.signal(signal.SIGALRM, previous)


def plan(gesture, frame_ms):
    """Every touch event with its CLOCK_MONOTONIC ms (whole), the last lift at the gesture's
    phase of GTK's frame times (its frame clock's, from `frame_ms`, a recent frame's)."""
    codes = {"begin": broadway.TOUCH_BEGIN, "move": broadway.TOUCH_UPDATE, "end": broadway.TOUCH_END}
    relative, start = [], 0
    for index, stroke in enumerate(gesture.strokes):
        start += stroke.gap_before_ms
        for t, phase, y in stroke.events():
            relative.append((start + t, phase, y, index + 1))
        start = relative[-1][0]
    lift = relative[-1][0]
    earliest = broadway.monotonic_ms() + lift + 200
    tick = frame_ms + PERIOD_MS * (int((earliest - frame_ms) // PERIOD_MS) + 1)
    phase = gesture.lift_phase if gesture.lift_phase is not None else 0.25
    at_lift = int(round(tick + phase * PERIOD_MS))
    return [{"at": at_lift - lift + t, "t": t, "phase": p, "phase_code": codes[p], "y": y, "sequence": s, "stroke": s}
            for t, p, y, s in relative]


def command_line(argv, description, known):
    """(arguments, gesture names) of a recorder's command line: --out, --log, --nested and
    gesture names from `known` (none: all of them); names None after an unknown name, said on
    stderr. Creates the out and log directories."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=os.path.join(ROOT, "assets/truth/gtk"))
    parser.add_argument("--log", default="/tmp/handoff-truth-gtk")
    parser.add_argument("--nested", action="store_true", help="record the nested scrolled windows (nested.py)")
    parser.add_argument("--all", action="store_true", help="record every file: single, then --nested")
    parser.add_argument("gestures", nargs="*")
    args = parser.parse_args(argv)
    unknown = [n for n in args.gestures if n not in known]
    if unknown:
        print(f"unknown gesture {unknown[0]} (expected {', '.join(known)})", file=sys.stderr)
        return args, None
    os.makedirs(args.out, exist_ok=True)
    os.makedirs(args.log, exist_ok=True)
    return args, args.gestures or list(known)


def main():
    if "--all" in sys.argv[1:]:
        # Every file: the single scrolled window, then the nested ones.
        rest = [a for a in sys.argv[1:] if a != "--all"]
        for mode in ([], ["--nested"]):
            sys.argv[1:] = mode + rest
            code = main()
            if code:
                return code
        return 0
    if "--nested" in sys.argv[1:]:
        import nested
        return nested.main([a for a in sys.argv[1:] if a != "--nested"])
    args, names = command_line(sys.argv[1:], __doc__.splitlines()[0], gestures.BY_NAME)
    if names is None:
        return 64
    engine = truthfile.engine()
    for name in names:
        result = run_guarded(gestures.BY_NAME[name], args.log)
        truth = truthfile.build(result, engine, ROOT)
        path = os.path.join(args.out, name + ".json")
        truthfile.write(path, truth)
        r = truth["release"]
        print(f"{name}: v {r['velocity']} px/s, release offset {r['offset']}, rest {truth['frames'][-1][1]}, "
              f"{len(truth['frames'])} frames -> {os.path.relpath(path, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
