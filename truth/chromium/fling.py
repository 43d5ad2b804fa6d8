"""Checks a Chromium truth run against PhysicsBasedFlingCurve, for the notes and the report.

The curve, from `ui/events/gestures/physics_based_fling_curve.cc` (chromium/chromium,
0f510d0bf60955c4dfde46390785d01d77b48f68): deceleration 2.7559e-5 in/ms² at 96 ppi; distance
v²/2a capped at floor(3 · boost · viewport); duration min(2 s, v / 2300); the shape a cubic
Bézier (p1x, p1y)–(0.55, 1) whose first control point is set so that the curve starts at v.
The browser's FlingController (`components/input/fling_controller.cc`,
307b3fbf0d9156d6431d27ec77a068dbd486f82f) starts the curve's
clock at the last GestureScrollUpdate's timestamp (the last touchMove), samples it when it
handles the GestureFlingStart and then at each frame time; the renderer shows a sample at its
next frame.
"""

import math

PPI = 96.0
DECELERATION = PPI * 2.7559e-5 * 1e6      # px/s²
PIXEL_DECELERATION = 2300.0              # px/s, divides v into the duration in s
MAX_DURATION = 2.0                        # s
BOUNDS_MULTIPLIER = 3


class Curve:
    """PhysicsBasedFlingCurve for a vertical fling at `velocity` px/s."""

    def __init__(self, velocity, viewport_height=800, boost=1.0):
        v = abs(velocity)
        distance = v * v / (2.0 * DECELERATION)
        self.cap = math.floor(viewport_height * boost * BOUNDS_MULTIPLIER)
        self.distance = min(distance, self.cap)
        self.duration = min(MAX_DURATION, v / PIXEL_DECELERATION)
        slope = v * self.duration / self.distance
        if slope * 0.2 < 1.0:
            self.p1 = (0.2, 0.2 * slope)
        else:
            self.p1 = (1.0 / slope, 1.0)
        self.p2 = (0.55, 1.0)

    def _bezier(self, s, a, b):
        return 3 * (1 - s) ** 2 * s * a + 3 * (1 - s) * s * s * b + s ** 3

    def offset(self, seconds):
        """px travelled `seconds` after the curve's start."""
        if seconds <= 0:
            return 0.0
        x = seconds / self.duration
        if x >= 1.0:
            return self.distance
        low, high = 0.0, 1.0
        for _ in range(60):
            mid = (low + high) / 2
            if self._bezier(mid, self.p1[0], self.p2[0]) < x:
                low = mid
            else:
                high = mid
        return self.distance * self._bezier((low + high) / 2, self.p1[1], self.p2[1])


def fling_frames(frames, release_t, anchor):
    """The frames after the lift from the first that the fling moved past `anchor`."""
    after = [f for f in frames if f[0] > release_t]
    for k, frame in enumerate(after):
        if frame[1] > anchor + 0.5:
            return after[k:]
    return []


def residuals(frames, curve, anchor, sample_time):
    """RMS and worst |frame − model| over `frames` ([t, offset, ...]), the model frame F
    being anchor + curve(sample_time(F)) with times in ms."""
    errors = [f[1] - (anchor + curve.offset(sample_time(f) / 1000.0)) for f in frames]
    if not errors:
        return None, None
    return math.sqrt(sum(e * e for e in errors) / len(errors)), max(errors, key=abs)
