"""The gestures the Chromium truth recorder drives, and the touch input each one sends.

A gesture is one or more strokes. A stroke puts a finger down, moves it up the page at a
constant speed with a touchMove every 1/240 s, optionally holds it still, and lifts it. Times are
planned in milliseconds from the stroke's touchStart; the recorder places them on the wall
clock so that the lift lands at a chosen phase of Chromium's frame clock.
"""

from dataclasses import dataclass, field

INPUT_HZ = 240.0
MOVE_MS = 1000.0 / INPUT_HZ
X = 200.0


@dataclass(frozen=True)
class Stroke:
    """One finger: down at `y`, up the page at `speed` px/s for `drag_ms`, held `hold_ms`, lifted
    `last_interval_ms` after its last move (a move's period unless a gesture shortens it)."""

    speed: float
    drag_ms: float
    y: float = 760.0
    hold_ms: float = 0.0
    last_interval_ms: float = MOVE_MS
    gap_before_ms: float = 0.0  # after the previous stroke's lift, for a flick into a fling
    x: float = X
    move_ms: float = MOVE_MS    # a touchMove this often (the nested gestures: 8 ms, 125 Hz)

    def events(self):
        """[(ms from touchStart, 'begin' | 'move' | 'end', y)] as the finger does them; a
        negative speed moves the finger down the page."""
        planned = [(0.0, "begin", self.y)]
        count = int(round(self.drag_ms / self.move_ms))
        y = self.y
        for k in range(1, count + 1):
            # Rounded to 0.001 ms and px so that the session states exactly what was sent.
            t = round(k * self.move_ms, 3)
            y = round(self.y - self.speed * t / 1000.0, 3)
            planned.append((t, "move", y))
        last = planned[-1][0]
        planned.append((round(last + self.hold_ms + self.last_interval_ms, 3), "end", y))
        return planned

    def params(self):
        params = {
            "speed": self.speed, "drag_ms": self.drag_ms, "y": self.y, "hold_ms": self.hold_ms,
            "last_interval_ms": round(self.last_interval_ms, 3),
            "gap_before_ms": self.gap_before_ms,
        }
        if self.x != X:
            params["x"] = self.x
        return params


@dataclass(frozen=True)
class Gesture:
    """A named run: its strokes, and where in the frame interval the last lift falls
    (`lift_phase` 0 = on a frame's rAF time, 0.5 = half way to the next; None = anywhere)."""

    name: str
    summary: str
    strokes: tuple
    lift_phase: float = 0.25
    extra: dict = field(default_factory=dict)

    def params(self):
        first = self.strokes[0]
        params = {
            "velocity": first.speed, "distance": round(first.speed * first.drag_ms / 1000.0, 3),
            "input_hz": round(1000.0 / first.move_ms, 3), "lift_phase": self.lift_phase,
            "strokes": [s.params() for s in self.strokes],
        }
        params.update(self.extra)
        return params


def flick(speed, drag_ms=120.0, **stroke):
    return (Stroke(speed=speed, drag_ms=drag_ms, **stroke),)


GESTURES = (
    Gesture("held-drag",
            "slow drag (150 px/s for 400 ms), held still 300 ms, lifted: the touch slop, no fling",
            (Stroke(speed=150.0, drag_ms=400.0, y=700.0, hold_ms=300.0),), lift_phase=None),
    Gesture("flick-1000", "touch flick up at 1000 px/s, 240 Hz moves, lift 1/4 frame after a frame",
            flick(1000.0, drag_ms=150.0)),
    Gesture("flick-2000", "touch flick up at 2000 px/s, 240 Hz moves, lift 1/4 frame after a frame",
            flick(2000.0)),
    Gesture("flick-3000", "touch flick up at 3000 px/s, 240 Hz moves, lift 1/4 frame after a frame",
            flick(3000.0)),
    Gesture("viewport-cap",
            "touch flick up at 4000 px/s: v^2/2a = 3024 px, past the 3-viewport cap of 2400 px",
            flick(4000.0)),
    Gesture("over-max",
            "touch flick up at 20000 px/s, above the gesture detector's 17000 px/s maximum",
            flick(20000.0, drag_ms=35.0, y=780.0)),
    Gesture("release-on-frame", "touch flick up at 2000 px/s, lifted on a frame's rAF time",
            flick(2000.0), lift_phase=0.0),
    Gesture("release-between-frames",
            "touch flick up at 2000 px/s, lifted half way between two frames",
            flick(2000.0), lift_phase=0.5),
    Gesture("short-last-interval",
            "touch flick up at 2000 px/s, lifted 3 ms after the last move (not 4.167)",
            flick(2000.0, last_interval_ms=3.0)),
    Gesture("reflick",
            "two touch flicks up at 2000 px/s, the second 250 ms into the first's fling "
            "(Chromium's fling booster)",
            (Stroke(speed=2000.0, drag_ms=120.0),
             Stroke(speed=2000.0, drag_ms=120.0, gap_before_ms=250.0))),
)

BY_NAME = {g.name: g for g in GESTURES}
