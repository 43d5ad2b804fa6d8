"""The gestures the Qt Quick truth harness plays: each a list of pointer steps at planned times.

A step is (ms after the press, kind, x, y) with kind "down", "move" or "up". The X server
stamps each step when it processes it, 3-13 ms apart under load even when steps are planned
8 ms apart, so the truth file keeps the server's times, never these plans.
"""

X0 = 200
Y0 = 700


def drag(velocity, distance, step_ms, start_ms=0.0, last_step_ms=None, hold_ms=0.0, y0=Y0, x0=X0):
    """A press at (x0, y0), moves up at `velocity` px/s (down where negative) every `step_ms`
    until `distance` px, then the release `hold_ms` after the last move. `last_step_ms` plans
    the last move that long after the one before it, with the same step in px (a short last
    interval)."""
    step_px = velocity * step_ms / 1000.0
    moves = max(1, round(distance / abs(step_px)))
    steps = [(start_ms, "down", x0, y0)]
    t = start_ms
    for index in range(1, moves + 1):
        t += last_step_ms if (last_step_ms is not None and index == moves) else step_ms
        steps.append((t, "move", x0, round(y0 - index * step_px)))
    steps.append((t + max(hold_ms, 1.0), "up", x0, steps[-1][3]))
    return steps


def reflick(velocity, distance, step_ms, gap_ms):
    """Two drags; the second presses `gap_ms` after the first release, where the first ended
    (so no hover move sits between them)."""
    first = drag(velocity, distance, step_ms)
    up_ms, _, _, up_y = first[-1]
    return first + drag(velocity, distance, step_ms, start_ms=up_ms + gap_ms, y0=up_y)


def gesture(name, summary, steps, **params):
    """A gesture: its slug, a one-line summary, its steps and the parameters it was made from.
    `release_phase_ms` in params asks for the (last) release that long after an animation tick."""
    return {"name": name, "summary": summary, "steps": steps, "params": params}


def all_gestures():
    """The gestures `scripts/truth.sh qtquick` records, in order."""
    flick = lambda v: drag(v, 240, 8)
    return [
        gesture("flick-1000", "mouse drag up at 1000 px/s, 125 Hz moves, 240 px",
                flick(1000), velocity=1000, distance=240, input_hz=125),
        gesture("flick-2000", "mouse drag up at 2000 px/s, 125 Hz moves, 240 px",
                flick(2000), velocity=2000, distance=240, input_hz=125),
        gesture("flick-3000", "mouse drag up at 3000 px/s (above Qt's 2500 maximum), 125 Hz moves",
                flick(3000), velocity=3000, distance=240, input_hz=125),
        gesture("short-last-interval",
                "drag up at 2000 px/s, 125 Hz moves, the last move 3 ms after the one before "
                "(each velocity sample is clamped to 2500 before Qt averages them)",
                drag(2000, 240, 8, last_step_ms=3), velocity=2000, distance=240, input_hz=125,
                last_interval_ms=3),
        gesture("short-last-interval-slow",
                "drag up at 1000 px/s, 125 Hz moves, the last move 3 ms after the one before "
                "(no sample reaches the maximum)",
                drag(1000, 240, 8, last_step_ms=3), velocity=1000, distance=240, input_hz=125,
                last_interval_ms=3),
        gesture("release-on-frame", "drag up at 1500 px/s, released as an animation tick is due",
                drag(1500, 240, 8), velocity=1500, distance=240, input_hz=125, release_phase_ms=0.0),
        gesture("release-between-frames", "drag up at 1500 px/s, released half a tick after a tick",
                drag(1500, 240, 8), velocity=1500, distance=240, input_hz=125, release_phase_ms=8.0),
        gesture("reflick",
                "two drags up at 1600 px/s; the second presses where the first lifted, 150 ms "
                "after it, into the running fling (Qt's multi-flick boost)",
                reflick(1600, 192, 8, 150),
                velocity=1600, distance=192, input_hz=125, gap_ms=150),
        gesture("held-drag", "drag up 192 px at 1000 px/s, held still 250 ms, released: no fling",
                drag(1000, 192, 8, hold_ms=250), velocity=1000, distance=192, input_hz=125,
                hold_ms=250),
        gesture("slow-drag", "drag up 60 px at 40 px/s (2 px every 50 ms): below Qt's 75 px/s minimum",
                drag(40, 60, 50), velocity=40, distance=60, input_hz=20),
    ]


def chosen_gestures(description, out, log_help, gestures, flags=(), argv=None):
    """A recorder's command line: `--out DIR`, `--log DIR`, the on/off `flags` [(name, help)]
    and gesture names (none: all of `gestures`). Returns the parsed arguments and the gestures
    chosen; an unknown name exits 64."""
    import argparse
    import sys
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=out)
    parser.add_argument("--log", help=log_help)
    for flag, text in flags:
        parser.add_argument(flag, action="store_true", help=text)
    parser.add_argument("gestures", nargs="*")
    args = parser.parse_args(argv)
    names = [g["name"] for g in gestures]
    unknown = [n for n in args.gestures if n not in names]
    if unknown:
        print("truth: unknown gesture %s (known: %s)" % (", ".join(unknown), ", ".join(names)), file=sys.stderr)
        sys.exit(64)
    return args, [g for g in gestures if not args.gestures or g["name"] in args.gestures]
