"""The gestures the GTK truth recorder drives: the ones the Chromium recorder has
(truth/chromium/gestures.py) that GTK has an answer to, in Broadway's units. Broadway carries
whole milliseconds and whole pixels, so a stroke's moves come every 4 or 5 ms (240 Hz rounded
to the ms) and sit on whole pixels; the session holds exactly those numbers.
"""

import importlib.util
import os
from dataclasses import dataclass

# A gesture (name, summary, strokes, lift phase, params) is the Chromium recorder's own; only the
# strokes differ here.
_spec = importlib.util.spec_from_file_location(
    "chromium_gestures", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "chromium", "gestures.py"))
_chromium = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_chromium)
Gesture = _chromium.Gesture

INPUT_HZ = 240.0
X = 200


@dataclass(frozen=True)
class Stroke:
    """One finger: down at `y`, up at `speed` px/s for `drag_ms`, held `hold_ms`, lifted
    `last_interval_ms` after its last move (None: one 240-Hz period later, rounded)."""

    speed: float
    drag_ms: float
    y: int = 760
    hold_ms: int = 0
    last_interval_ms: int = None
    gap_before_ms: int = 0  # after the previous stroke's lift
    # A travel from the press no move may have (px), or None. A move whose travel is exactly GTK's
    # 8-px drag threshold sits on a knife edge: `gtk_drag_check_threshold_double` needs more than
    # the threshold, and each scrolled window sees the travel through its own float32 transform, so
    # rounding decides which of two nested ones claims the touch. Such a move goes 1 px further.
    avoid_travel: int = None

    @property
    def move_ms(self):
        """The nominal move period the gesture's params name (`input_hz`): 240 Hz."""
        return 1000.0 / INPUT_HZ

    def events(self):
        """[(ms from touch begin, phase, y)]: whole ms, whole px."""
        planned = [(0, "begin", self.y)]
        count = int(round(self.drag_ms * INPUT_HZ / 1000.0))
        y = self.y
        for k in range(1, count + 1):
            t = int(round(k * 1000.0 / INPUT_HZ))
            y = int(round(self.y - self.speed * t / 1000.0))
            if self.avoid_travel is not None and abs(y - self.y) == self.avoid_travel:
                y += -1 if self.speed > 0 else 1
            planned.append((t, "move", y))
        last = planned[-1][0]
        interval = self.last_interval_ms
        if interval is None:
            interval = int(round((count + 1) * 1000.0 / INPUT_HZ)) - last
        planned.append((last + self.hold_ms + interval, "end", y))
        return planned

    def params(self):
        params = {"speed": self.speed, "drag_ms": self.drag_ms, "y": self.y, "hold_ms": self.hold_ms,
                  "last_interval_ms": self.events()[-1][0] - self.events()[-2][0] - self.hold_ms,
                  "gap_before_ms": self.gap_before_ms}
        if self.avoid_travel is not None:
            params["avoid_travel"] = self.avoid_travel
        return params


# Chromium's gestures that GTK has an answer to: GTK has no maximum velocity and no viewport cap
# (`over-max`, `viewport-cap`); its velocity accumulation is what `reflick` catches.
NAMES = ("held-drag", "flick-1000", "flick-2000", "flick-3000", "release-on-frame", "release-between-frames",
         "short-last-interval", "reflick")
SUMMARIES = {"reflick": "two touch flicks up at 2000 px/s, the second 250 ms into the first's fling "
                        "(GTK's velocity accumulation)"}


def from_chromium(gesture):
    """`gesture` in Broadway's units: whole ms and px, a 240-Hz last interval left to the rounding."""
    def stroke(s):
        interval = None if abs(s.last_interval_ms - 1000.0 / INPUT_HZ) < 0.01 else int(round(s.last_interval_ms))
        return Stroke(speed=s.speed, drag_ms=s.drag_ms, y=int(round(s.y)), hold_ms=int(round(s.hold_ms)),
                      last_interval_ms=interval, gap_before_ms=int(round(s.gap_before_ms)))
    return Gesture(gesture.name, SUMMARIES.get(gesture.name, gesture.summary), tuple(stroke(s) for s in gesture.strokes),
                   gesture.lift_phase, dict(gesture.extra))


GESTURES = tuple(from_chromium(_chromium.BY_NAME[name]) for name in NAMES)
BY_NAME = {g.name: g for g in GESTURES}
