"""The inputs of one subject and when each first changed the scrolled area's pixels.

Spaced: each input waits until the screen has been still for `quiet_ms`, then a random part of a
refresh more (so inputs land at every phase of the vblank), and is timed alone. Stream: inputs
at a fixed interval whatever the screen does; each input's figure is the first change after it
(the next changed frame, which may or may not carry that input: from outside no one can tell).
"""

import random

from input_driver import WHEEL_DOWN, WHEEL_UP
from xvfb import monotonic_ms, sleep_until

#: A notch that changes nothing within this long is lost (it is counted, not timed).
TIMEOUT_MS = 500
#: Wheel pattern: 8 notches down, 7 up, so the lists drift slowly down and never hit the top.
WHEEL_PATTERN = [WHEEL_DOWN] * 8 + [WHEEL_UP] * 7
#: Drag strokes: moves past the toolkits' drag thresholds first (not counted), then counted moves.
SLOP_MOVES, SLOP_STEP, STROKE_MOVES = 4, 5, 25


class Sample:
    """One input: when it was sent, its server time (XRECORD, through the driver's log entry)
    and the first change after it."""

    __slots__ = ("entry", "shown_ms")

    def __init__(self, entry):
        self.entry, self.shown_ms = entry, None

    @property
    def sent_ms(self):
        return self.entry[1]

    @property
    def server_ms(self):
        return self.entry[2]

    @property
    def latency_ms(self):
        return None if self.shown_ms is None else self.shown_ms - self.sent_ms


class Sampler:
    """Drives one subject through `driver` and watches it through `probe`, at `hz`, with the
    pointer at `point` (over the list, away from the watched strip)."""

    def __init__(self, driver, probe, hz, point, quiet_ms=None):
        self.driver, self.probe, self.hz, self.point = driver, probe, hz, point
        self.period = 1000.0 / hz
        self.quiet_ms = quiet_ms if quiet_ms is not None else max(25.0, 2 * self.period)

    def _settle(self):
        self.probe.settle(self.quiet_ms, 3000)

    def _phase(self):
        sleep_until(monotonic_ms() + random.uniform(0, self.period))

    def _await(self, sample):
        sample.shown_ms = self.probe.next_change(sample.sent_ms + TIMEOUT_MS, after_ms=sample.sent_ms)

    def wheel_spaced(self, count):
        x, y = self.point
        self.driver.move(x, y)
        self._settle()
        samples = []
        for i in range(count):
            self._phase()
            sample = Sample(self.driver.wheel(WHEEL_PATTERN[i % len(WHEEL_PATTERN)]))
            self._await(sample)
            samples.append(sample)
            self._settle()
        return samples

    def wheel_stream(self, count, interval_ms):
        x, y = self.point
        self.driver.move(x, y)
        self._settle()
        return self._stream(count, interval_ms,
                            lambda i: self.driver.wheel(WHEEL_PATTERN[i % len(WHEEL_PATTERN)]))

    def _stroke_start(self, up):
        x, y = self.point
        y = self._stroke_top(up)
        self.driver.move(x, y)
        self._settle()
        self.driver.press()
        step = -SLOP_STEP if up else SLOP_STEP
        for _ in range(SLOP_MOVES):
            y += step
            self.driver.move(x, y)
            sleep_until(monotonic_ms() + 20)
        self._settle()
        return y

    def _stroke_top(self, up):
        _, middle = self.point
        return int(middle * 1.5) if up else int(middle * 0.5)

    def _stroke_end(self):
        # Still before the lift, so no toolkit flings.
        sleep_until(monotonic_ms() + 150)
        self.driver.release()
        self._settle()

    def drag_spaced(self, count, step=6):
        samples, stroke = [], 0
        while len(samples) < count:
            up = stroke % 2 == 0
            y = self._stroke_start(up)
            for _ in range(min(STROKE_MOVES, count - len(samples))):
                y += -step if up else step
                self._phase()
                sample = Sample(self.driver.move(self.point[0], y))
                self._await(sample)
                samples.append(sample)
                self._settle()
            self._stroke_end()
            stroke += 1
        return samples

    def drag_stream(self, count, interval_ms, step=4, per_stroke=50):
        samples, stroke = [], 0
        while len(samples) < count:
            up = stroke % 2 == 0
            start = self._stroke_start(up)
            moves = min(per_stroke, count - len(samples))
            delta = -step if up else step
            samples += self._stream(moves, interval_ms,
                                    lambda i: self.driver.move(self.point[0], start + delta * (i + 1)))
            self._stroke_end()
            stroke += 1
        return samples

    def _stream(self, count, interval_ms, send):
        """Sends `count` inputs `interval_ms` apart; each gets the first change after it."""
        samples, waiting = [], []
        next_send = monotonic_ms()
        while len(samples) < count or (waiting and monotonic_ms() < samples[-1].sent_ms + TIMEOUT_MS):
            now = monotonic_ms()
            if len(samples) < count and now >= next_send:
                sample = Sample(send(len(samples)))
                samples.append(sample)
                waiting.append(sample)
                next_send += interval_ms
                continue
            deadline = next_send if len(samples) < count else samples[-1].sent_ms + TIMEOUT_MS
            shown = self.probe.next_change(deadline)
            if shown is None:
                continue
            still = []
            for sample in waiting:
                if sample.sent_ms < shown:
                    sample.shown_ms = shown
                else:
                    still.append(sample)
            waiting = still
        self._settle()
        return samples
