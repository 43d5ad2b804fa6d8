"""The nested gestures both browser recorders play on truth/nested.html (Handoff's profile
scene): where the two scrollers start, and one stroke each, as gestures.py's Gesture and Stroke.
truth/firefox/nested.py plays the same strokes as native touch points.

x = 250 always; a touchMove every 8 ms (125 Hz); the lift 8 ms after the last move. `start` is
(outer scrollTop, inner scrollTop) set by script before the finger comes down; `contain` gives
the inner `overscroll-behavior: contain`.
"""

import importlib.util
import pathlib

# gestures.py by its path: truth/firefox/nested.py loads this file too, where `gestures` is the
# Qt Quick harness's module.
_spec = importlib.util.spec_from_file_location(
    "chromium_gestures", pathlib.Path(__file__).with_name("gestures.py"))
_gestures = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_gestures)
Gesture, Stroke = _gestures.Gesture, _gestures.Stroke

X = 250.0
MOVE_MS = 8.0
PAGE = "truth/nested.html"


def nested(name, summary, start, y, speed, distance, hold_ms=0.0, contain=False):
    """One nested gesture: a stroke from `y` at `speed` px/s (+ = finger up the page) for
    `distance` px, held `hold_ms`, lifted."""
    stroke = Stroke(speed=float(speed), drag_ms=1000.0 * distance / abs(speed), y=float(y),
                    hold_ms=float(hold_ms), last_interval_ms=MOVE_MS, x=X, move_ms=MOVE_MS)
    extra = {"start": {"outer": start[0], "inner": start[1]},
             "overscroll_behavior": "contain" if contain else "auto"}
    return Gesture(name, summary, (stroke,), lift_phase=0.25, extra=extra)


GESTURES = (
    nested("nested-flick-up-list",
           "header shown (outer 0, inner 0); finger on the list at y=700, up 240 px at 1500 px/s, "
           "lifted", (0, 0), 700, 1500, 240),
    nested("nested-flick-up-header",
           "header shown (0, 0); finger on the header at y=200, up 150 px at 1500 px/s, lifted "
           "before the header has collapsed", (0, 0), 200, 1500, 150),
    nested("nested-fling-down-to-top",
           "header collapsed, list at 600; finger at y=300, down 200 px at 2000 px/s, lifted: the "
           "list's fling reaches its top", (280, 600), 300, -2000, 200),
    nested("nested-drag-down-past-top",
           "header collapsed, list at 150; finger at y=200, slow drag down 400 px at 300 px/s, "
           "held still 300 ms, lifted", (280, 150), 200, -300, 400, hold_ms=300),
    nested("nested-flick-down-at-top",
           "header collapsed, list at its top; finger at y=300, down 200 px at 1500 px/s, lifted",
           (280, 0), 300, -1500, 200),
    nested("nested-flick-down-at-top-contain",
           "as nested-flick-down-at-top with overscroll-behavior: contain on the list",
           (280, 0), 300, -1500, 200, contain=True),
)

BY_NAME = {g.name: g for g in GESTURES}
