"""The X side of the Qt Quick truth harness: a private Xvfb, an XTest pointer, and an XRECORD
recorder that keeps the server's own timestamp of every pointer event it processed.

Xvfb stamps an event with GetTimeInMillis(), whole milliseconds of CLOCK_MONOTONIC on Linux
(CLOCK_MONOTONIC_COARSE is used only where its resolution is 1 ms or finer), so a server time
and time.clock_gettime(CLOCK_MONOTONIC) share one clock.
"""

import os
import shutil
import subprocess
import threading
import time

from Xlib import X, display
from Xlib.ext import record, xtest
from Xlib.protocol import rq


def monotonic_ms():
    """CLOCK_MONOTONIC in ms, the clock the X server stamps events with."""
    return time.clock_gettime(time.CLOCK_MONOTONIC) * 1000.0


def stop_process(process):
    """Terminates a child process, killing it if it has not gone in 5 s."""
    process.terminate()
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()


def sleep_until(target_ms):
    """Sleeps until CLOCK_MONOTONIC reaches target_ms; spins for the last 2 ms."""
    while True:
        left = target_ms - monotonic_ms()
        if left <= 0:
            return
        if left > 2.0:
            time.sleep((left - 1.5) / 1000.0)


class Xvfb:
    """An Xvfb of its own on the first free display number from 90, screen width x height."""

    def __init__(self, width, height):
        if shutil.which("Xvfb") is None:
            raise SystemExit("truth: Xvfb is missing (scripts/setup.sh truth installs it)")
        for number in range(90, 140):
            if not os.path.exists("/tmp/.X11-unix/X%d" % number) and not os.path.exists("/tmp/.X%d-lock" % number):
                break
        else:
            raise SystemExit("truth: no free X display number in 90..139")
        self.name = ":%d" % number
        self.process = subprocess.Popen(
            ["Xvfb", self.name, "-screen", "0", "%dx%dx24" % (width, height), "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while not os.path.exists("/tmp/.X11-unix/X%d" % number):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("truth: Xvfb %s did not start" % self.name)
            time.sleep(0.05)
        time.sleep(0.2)

    def close(self):
        stop_process(self.process)


class Pointer:
    """Moves, presses and releases the core pointer through XTest; each call waits for the server."""

    def __init__(self, name):
        self.display = display.Display(name)
        if not self.display.query_extension("XTEST"):
            raise SystemExit("truth: the X server has no XTEST")

    def move(self, x, y):
        xtest.fake_input(self.display, X.MotionNotify, x=int(x), y=int(y))
        self.display.sync()

    def press(self):
        xtest.fake_input(self.display, X.ButtonPress, detail=1)
        self.display.sync()

    def release(self):
        xtest.fake_input(self.display, X.ButtonRelease, detail=1)
        self.display.sync()

    def close(self):
        self.display.close()


class Recorder:
    """Records every ButtonPress, ButtonRelease and MotionNotify the server processes, with its
    server time, root position and button, until stop()."""

    KINDS = {X.ButtonPress: "down", X.ButtonRelease: "up", X.MotionNotify: "move"}

    def __init__(self, name):
        self.control = display.Display(name)
        self.data = display.Display(name)
        if not self.control.has_extension("RECORD"):
            raise SystemExit("truth: the X server has no RECORD")
        self.events = []
        self.context = self.control.record_create_context(0, [record.AllClients], [{
            "core_requests": (0, 0), "core_replies": (0, 0),
            "ext_requests": (0, 0, 0, 0), "ext_replies": (0, 0, 0, 0),
            "delivered_events": (0, 0),
            "device_events": (X.ButtonPress, X.MotionNotify),
            "errors": (0, 0), "client_started": False, "client_died": False,
        }])
        self.control.sync()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        time.sleep(0.1)

    def _run(self):
        self.data.record_enable_context(self.context, self._received)
        self.data.record_free_context(self.context)

    def _received(self, reply):
        if reply.category != record.FromServer or reply.client_swapped:
            return
        data = reply.data
        while len(data):
            event, data = rq.EventField(None).parse_binary_value(data, self.data.display, None, None)
            kind = self.KINDS.get(event.type)
            if kind is not None:
                self.events.append({"kind": kind, "time": event.time, "x": event.root_x,
                                    "y": event.root_y, "button": event.detail})

    def stop(self):
        time.sleep(0.05)
        self.control.record_disable_context(self.context)
        self.control.flush()
        self.thread.join(5)
        self.control.close()
        return list(self.events)
