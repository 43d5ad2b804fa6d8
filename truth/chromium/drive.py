"""Drives one gesture in the truth page and brings back what Chromium did.

The finger's events are sent over `Input.dispatchTouchEvent` at the wall-clock times they carry
as `timestamp`, as a finger would produce them; the page's rAF and touch logs and an `input`
trace (the fling's own velocity) come back raw. truthfile.py turns them into a truth file.
"""

import json
import statistics
import time


TRACE_CATEGORIES = "input"
# The nested files' drag_shown also needs when each main frame was sent (cc's scheduler).
NESTED_TRACE_CATEGORIES = "input,cc"
QUIET_MS = 350.0       # no scrollTop change for this long after the last lift = at rest
RUN_LIMIT_S = 6.0      # a fling lasts at most 2 s; anything longer is a stuck run


class Clock:
    """Maps wall-clock (epoch) ms to the page's performance.now() ms: perf = epoch + offset.
    A fresh page's performance.timeOrigin gives the offset up to a small constant error, which
    each run measures from its touch events (their timeStamps are exactly the timestamps the
    recorder sent) and the next page's estimate takes off."""

    def __init__(self):
        self.error = 0.0
        self.offset = 0.0
        self.period = 1000.0 / 60.0

    def new_page(self, browser):
        self.offset = -browser.evaluate("performance.timeOrigin") + self.error

    def learn(self, measured_offset, time_origin):
        self.error = measured_offset + time_origin

    def next_frame_epoch_ms(self, browser, not_before_ms):
        frames = browser.evaluate("truth.frames.slice(-30).map(f => f[0])")
        gaps = sorted(b - a for a, b in zip(frames, frames[1:]))
        if gaps:
            self.period = statistics.median(gaps)
        epoch = frames[-1] - self.offset
        while epoch < not_before_ms:
            epoch += self.period
        return epoch


def timeline(gesture):
    """[(ms from the first touchStart, phase, x, y, stroke index)] for all strokes in order."""
    events, start = [], 0.0
    for index, stroke in enumerate(gesture.strokes):
        if events:
            start = events[-1][0] + stroke.gap_before_ms
        events.extend((start + t, phase, stroke.x, y, index) for t, phase, y in stroke.events())
    return events


def wait_until(epoch_s):
    while True:
        left = epoch_s - time.time()
        if left <= 0:
            return
        if left > 0.002:
            time.sleep(left - 0.0015)


def load_page(browser, url):
    """Loads the truth page afresh (scroll offset 0, empty logs) and waits for its frames."""
    browser.call("Page.navigate", url=url)
    deadline = time.time() + 10
    while time.time() < deadline:
        time.sleep(0.1)
        try:
            if browser.evaluate("document.readyState === 'complete' && "
                                "typeof truth === 'object' && truth.frames.length > 20"):
                return
        except Exception:  # the old document went away mid-call
            pass
    raise RuntimeError("the truth page did not load")


def run(browser, clock, gesture, url, prepare=None, categories=TRACE_CATEGORIES):
    """Runs `gesture` once on a freshly loaded page, after the page script `prepare` (the
    nested gestures' start state) where given, tracing `categories`; returns the raw record
    (sent events, page logs, trace events)."""
    load_page(browser, url)
    if prepare:
        browser.evaluate(prepare)
        time.sleep(0.3)   # a few frames: the compositor has the new offsets before the finger
    clock.new_page(browser)
    time_origin = browser.evaluate("performance.timeOrigin")
    planned = timeline(gesture)
    length = planned[-1][0]
    earliest = time.time() * 1000.0 + 200.0
    if gesture.lift_phase is None:
        origin = earliest
    else:
        lift = clock.next_frame_epoch_ms(browser, earliest + length)
        origin = lift + gesture.lift_phase * clock.period - length
    browser.call("Tracing.start", categories=categories, transferMode="ReportEvents")
    sent, ids = [], []
    for t, phase, x, y, stroke in planned:
        stamp = (origin + t) / 1000.0
        wait_until(stamp)
        late = time.time() - stamp
        kind = {"begin": "touchStart", "move": "touchMove", "end": "touchEnd"}[phase]
        points = [] if phase == "end" else [{"x": x, "y": y, "id": 1}]
        ids.append(browser.send("Input.dispatchTouchEvent", type=kind, touchPoints=points,
                                timestamp=stamp))
        sent.append({"t": t, "phase": phase, "x": x, "y": y, "stroke": stroke,
                     "late_ms": late * 1000.0})
    for command in ids:
        browser.wait(command)
    settle(browser, origin + length)
    trace = stop_trace(browser)
    # A touch is [type, timeStamp, clientY] (page.html) or [type, timeStamp, clientX, clientY]
    # (nested.html): the last is the y.
    logs = browser.evaluate("({frames: truth.frames, size: truth.size(),"
                            " touches: truth.touches.map(t => [t[0], t[1], t[t.length - 1]])})")
    return {"gesture": gesture, "origin_epoch_ms": origin, "time_origin": time_origin,
            "sent": sent, "trace": trace,
            "frames": logs["frames"], "touches": logs["touches"], "size": logs["size"],
            "period_ms": clock.period}


def settle(browser, lift_epoch_ms):
    """Waits until the page's scrollTops have not changed for QUIET_MS after the last lift."""
    deadline = time.time() + RUN_LIMIT_S
    quiet = ("(() => { const f = truth.frames; const last = f[f.length - 1];"
             " const at = (frame) => String(frame.slice(1));"
             " let i = f.length - 1; while (i > 0 && at(f[i - 1]) === at(last)) i--;"
             " return [last[0] - f[i][0], performance.now() + performance.timeOrigin]; })()")
    while time.time() < deadline:
        time.sleep(0.15)
        still_ms, now_epoch = browser.evaluate(quiet)
        if now_epoch - lift_epoch_ms > QUIET_MS and still_ms >= QUIET_MS:
            return
    raise RuntimeError(f"the page did not come to rest within {RUN_LIMIT_S} s")


def stop_trace(browser):
    browser.call("Tracing.end")
    events = []
    while True:
        message = browser.take_events("Tracing.tracingComplete")
        for chunk in browser.take_events("Tracing.dataCollected"):
            events.extend(chunk["params"]["value"])
        if message:
            return events
        browser.events.append(json.loads(browser.socket.recv()))
