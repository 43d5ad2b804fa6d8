"""The touch gestures the Firefox truth harness plays, built with the Qt Quick harness's drag
plans (truth/qtquick/gestures.py): steps (ms after the first contact, kind, x, y), here with
kinds "begin", "move", "end". Firefox stamps each event when its main thread dispatches it, so
the truth file keeps those stamps (the page's touch timeStamps), never these plans."""

import importlib.util
import os

_spec = importlib.util.spec_from_file_location(
    "qtquick_gestures", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                     "qtquick", "gestures.py"))
_plans = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_plans)

TOUCH = {"down": "begin", "move": "move", "up": "end"}


def touch(steps):
    """A pointer plan as touch steps."""
    return [(at, TOUCH[kind], x, y) for at, kind, x, y in steps]


def gesture(name, summary, steps, **params):
    """A gesture: slug, summary, touch steps, and the parameters it was made from.
    `lift_phase_ms` asks for the (last) lift that long after a vsync."""
    return {"name": name, "summary": summary, "steps": touch(steps), "params": params}


def all_gestures():
    """The gestures `scripts/truth.sh firefox` records, in order."""
    drag, reflick = _plans.drag, _plans.reflick
    return [
        gesture("flick-1000", "touch drag up 240 px at 1000 px/s, 125 Hz moves",
                drag(1000, 240, 8), velocity=1000, distance=240, input_hz=125),
        gesture("flick-2000", "touch drag up 240 px at 2000 px/s, 125 Hz moves",
                drag(2000, 240, 8), velocity=2000, distance=240, input_hz=125),
        gesture("flick-3000", "touch drag up 240 px at 3000 px/s, 125 Hz moves",
                drag(3000, 240, 8), velocity=3000, distance=240, input_hz=125),
        gesture("release-on-frame", "touch drag up at 2000 px/s, lifted on a vsync",
                drag(2000, 240, 8), velocity=2000, distance=240, input_hz=125, lift_phase_ms=0.0),
        gesture("release-between-frames", "touch drag up at 2000 px/s, lifted half a frame after a vsync",
                drag(2000, 240, 8), velocity=2000, distance=240, input_hz=125, lift_phase_ms=8.3),
        gesture("short-last-interval",
                "touch drag up at 2000 px/s, 125 Hz moves, the last move 3 ms after the one before "
                "(APZ keeps no velocity sample closer than 5 ms to the previous one)",
                drag(2000, 240, 8, last_step_ms=3), velocity=2000, distance=240, input_hz=125,
                last_interval_ms=3),
        gesture("reflick",
                "two touch drags up at 2500 px/s; the second touches where the first lifted, 100 ms "
                "after it, into the running fling (APZ's fling acceleration)",
                reflick(2500, 200, 8, 100), velocity=2500, distance=200, input_hz=125, gap_ms=100),
        gesture("held-drag", "touch drag up 160 px at 1000 px/s, held still 250 ms, lifted: no fling",
                drag(1000, 160, 8, hold_ms=250), velocity=1000, distance=160, input_hz=125,
                hold_ms=250),
    ]
