"""Checks on a Qt Quick run, written into the truth file's notes (never into its data).

`qt_release_velocity` applies Qt's own rules to the server times, so a run where Qt saw other
events than the recorder did (a compressed motion event) shows up as a mismatch:
- qtbase QMutableEventPoint::setTimestamp: each event's velocity is the move since the previous
  event over the time since it, filtered v = 0.7*new + 0.3*v (float); skipped when the
  timestamp does not advance, and on the device's first event.
- qtdeclarative v6.4.2 src/quick/items/qquickflickable.cpp: drag() adds each move's velocity
  to the axis buffer clamped to maximumFlickVelocity (addVelocitySample, lines 297-306); the
  release averages the last 3 (updateVelocity, lines 308-319), flicks only when the release
  comes < 100 ms after the last move (line 1396), and multiplies by flickBoost (line 1428).

`fling_clock` solves each tick's timeline time from its offset: QQuickFlickablePrivate::flick()
(lines 361-409) runs timeline.accel(move, v, a') with v clamped to 2500 and a' moved so the
rest is a whole pixel; the timeline's position is v*t + a*t^2/2 at integer ms t
(src/quick/util/qquicktimeline.cpp, QQuickTimeLinePrivate::value, Op::Accel).
"""

import math
import struct

GAIN = 0.7
MAX_VELOCITY = 2500.0
DECELERATION = 1500.0


def f32(value):
    return struct.unpack("f", struct.pack("f", value))[0]


def qt_release_velocities(events):
    """Qt's release velocity before any boost (positive = contentY growing) for each release in
    `events` (every recorded pointer event, hover moves included); None where Qt cannot fling."""
    velocity = 0.0
    last_time = 0
    last_y = None
    samples = []
    pressed = False
    last_move_time = None
    releases = []
    for event in events:
        if last_time and event["time"] > last_time and last_y is not None:
            new = f32((event["y"] - last_y) / (event["time"] - last_time) * 1000.0)
            velocity = f32(new * GAIN + velocity * (1.0 - GAIN))
        if event["time"] > last_time:
            last_time = event["time"]
        last_y = event["y"]
        if event["kind"] == "down":
            pressed, samples, last_move_time = True, [], event["time"]
        elif event["kind"] == "move" and pressed:
            samples.append(max(-MAX_VELOCITY, min(MAX_VELOCITY, velocity)))
            samples = samples[-3:]
            last_move_time = event["time"]
        elif event["kind"] == "up":
            pressed = False
            still = not samples or event["time"] - last_move_time >= 100
            releases.append(None if still else -sum(samples) / len(samples))
    return releases


def flick_deceleration(velocity, start):
    """(v, a') of QQuickFlickablePrivate::flick() for a release at contentY `start`."""
    v = max(-MAX_VELOCITY, min(MAX_VELOCITY, velocity))
    dist = v * v / (2 * DECELERATION)
    target = math.floor(start + dist + 0.5) if v > 0 else math.floor(start - dist + 0.5)
    return v, v * v / (2 * abs(target - start))


def fling_clock(velocity, start, ticks):
    """For ticks [(t, contentY)] after a release at contentY `start`: the fling timeline's time
    (ms, as solved from the offset) at each tick until it rests."""
    v, a = flick_deceleration(velocity, start)
    speed = abs(v)
    clock = []
    for t, offset in ticks:
        moved = abs(offset - start)
        disc = speed * speed - 2 * a * moved
        tau = (speed - math.sqrt(max(0.0, disc))) / a * 1000.0
        clock.append((t, tau))
        if disc <= 1e-6:
            break
    return clock
