"""One Xvfb for a whole latency run, and the clock it stamps events with.

Xvfb stamps events with GetTimeInMillis(): whole milliseconds of CLOCK_MONOTONIC on Linux, so an
event's server time and time.clock_gettime(CLOCK_MONOTONIC) are one clock. Its Present extension
runs a fake vblank at `-fakescreenfps` Hz (60 when not given), which is the display rate the
subjects pace to (Handoff measures it at start, docs/window.md#display-rate).
"""

import os
import shutil
import subprocess
import time


def monotonic_ms():
    """CLOCK_MONOTONIC in ms, the clock the X server stamps events with."""
    return time.clock_gettime(time.CLOCK_MONOTONIC) * 1000.0


def sleep_until(target_ms):
    """Sleeps until CLOCK_MONOTONIC reaches target_ms; spins for the last 1.5 ms."""
    while True:
        left = target_ms - monotonic_ms()
        if left <= 0:
            return
        if left > 1.5:
            time.sleep((left - 1.2) / 1000.0)


def stop_process(process, grace=5):
    """Terminates a child (and its process group when it leads one), killing it after `grace` s."""
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, 15)
    except (ProcessLookupError, PermissionError):
        process.terminate()
    try:
        process.wait(grace)
    except subprocess.TimeoutExpired:
        try:
            os.killpg(process.pid, 9)
        except (ProcessLookupError, PermissionError):
            process.kill()
        process.wait(5)


class Xvfb:
    """An Xvfb of its own (display number chosen by the server, -displayfd), screen width x height
    at 24 bits, black root, fake vblank at `hz`."""

    def __init__(self, width, height, hz):
        if shutil.which("Xvfb") is None:
            raise RuntimeError("Xvfb is not installed (apt-get install xvfb)")
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "%dx%dx24" % (width, height),
             "-fakescreenfps", str(hz), "-nolisten", "tcp", "-noreset", "-br"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write_end,),
            start_new_session=True)
        os.close(write_end)
        number = b""
        deadline = time.monotonic() + 15
        while not number.endswith(b"\n"):
            if time.monotonic() > deadline:
                stop_process(self.process)
                raise RuntimeError("Xvfb did not start in 15 s")
            chunk = os.read(read_end, 16)
            if not chunk:
                raise RuntimeError("Xvfb exited at start")
            number += chunk
        os.close(read_end)
        self.name = ":" + number.decode().strip()
        self.pid = self.process.pid

    def close(self):
        stop_process(self.process)
