"""Runs a QML file of the harness in Qt's own `qml` runtime and reads what it prints, live.

Two kinds of QML, two clocks:
- Flick.qml (FrameAnimation running): each tick prints FrameAnimation's clock, see below.
- Plain.qml and Nested.qml (nothing animating; `stamped`): Qt prefixes every line with
  `%{time boot}`, the ms of CLOCK_MONOTONIC when it was printed, truncated to a whole ms
  (qtbase v6.4.2 src/corelib/global/qlogging.cpp, QDeadlineTimer::current(); `%{time process}`
  and date formats are whole ms too). Qt writes each line to the unbuffered stderr at once; the
  reader takes it from the pipe's descriptor and times its arrival (CLOCK_MONOTONIC, ns). A
  line reaches the reader LATENCY_MS after its write (arrival minus stamp never falls below
  about 0.05 ms), so its time is arrival - LATENCY_MS, kept inside [stamp, stamp + 1].
  These runs also set QML_ANIMATION_TICK_DUMP: Qt prints its animation clock's reading at each
  tick (`clock`), which times the zero of a release's timeline (record.timeline_start).

FrameAnimation clock: the QML prints, each animation tick, FrameAnimation's elapsed time (QElapsedTimer,
CLOCK_MONOTONIC, ns resolution, unknown origin) beside Date.now() (CLOCK_REALTIME, whole ms).
Every tick bounds the origin: Date.now() = floor(elapsed + origin), so the origin lies in
[max(now - elapsed), min(now - elapsed) + 1); hundreds of ticks narrow that to about a tenth
of a ms (a Date.now() read late is left out by taking the 95th percentile for the low end). CLOCK_REALTIME - CLOCK_MONOTONIC is read here, so each tick gets a CLOCK_MONOTONIC
time, the X server's clock.
"""

import os
import re
import subprocess
import threading
import time

from xserver import monotonic_ms, stop_process

QML = "/usr/lib/qt6/bin/qml"
# How long a line takes from Qt's write to this reader, ms: the floor of arrival - stamp over
# hundreds of lines (measured 0.03-0.06 ms on the 2-core recording machine).
LATENCY_MS = 0.05
# The line QQmlAnimationTimer::updateAnimationsTime prints at each tick with QML_ANIMATION_TICK_DUMP
# set (qtdeclarative v6.4.3 src/qml/animations/qabstractanimationjob.cpp): its clock's whole ms
# (lastTick) and the tick's delta, both whole ms of QUnifiedTimer's clock.
TICK_DUMP = re.compile(r"\*+ Dumping Animation Tree \*+ \( tick: (-?\d+) delta: (-?\d+) \)")


def _is_number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def realtime_minus_monotonic_ms():
    """CLOCK_REALTIME - CLOCK_MONOTONIC in ms, from the tightest of 20 paired readings."""
    best = None
    for _ in range(20):
        a = time.clock_gettime(time.CLOCK_MONOTONIC)
        r = time.clock_gettime(time.CLOCK_REALTIME)
        b = time.clock_gettime(time.CLOCK_MONOTONIC)
        if best is None or b - a < best[0]:
            best = (b - a, (r - (a + b) / 2) * 1000.0)
    return best[1]


class QmlRun:
    """One `qml FILE` process on an X display, its printed lines kept as they arrive.
    `arguments` go after `--` (Qt.application.arguments); `stamped` asks Qt to stamp each line."""

    def __init__(self, display_name, qml_file, arguments=(), stamped=False):
        if not os.access(QML, os.X_OK):
            raise SystemExit("truth: %s is missing (scripts/setup.sh truth installs qml-qt6)" % QML)
        env = dict(os.environ, DISPLAY=display_name, QT_QPA_PLATFORM="xcb",
                   QT_QUICK_BACKEND="software",
                   QT_MESSAGE_PATTERN="%{time boot} %{message}" if stamped else "%{message}",
                   # Qt's own trace of its animation clock: each tick prints the clock's whole ms
                   # (`tick`) and how far it moved the running animations (`delta`).
                   **({"QML_ANIMATION_TICK_DUMP": "1"} if stamped else {}),
                   XDG_RUNTIME_DIR=os.environ.get("XDG_RUNTIME_DIR", "/tmp/runtime-truth"))
        os.makedirs(env["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
        self.realtime_offset = realtime_minus_monotonic_ms()
        self.stamped = stamped
        command = [QML, qml_file] + (["--"] + [str(a) for a in arguments] if arguments else [])
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.PIPE, bufsize=0)
        self.lines = []
        self.ticks = []           # (elapsed ms, Date.now() ms, contentY)
        self.signals = []         # (name, elapsed or stamped ms, value, contentY, flickable)
        self.changes = []         # stamped: (ms, [contentY...], index in lines) at each C line
        self.swaps = []           # stamped: (ms, [contentY...]) at each W line
        self.clock = []           # stamped: (ms, tick, delta, index in lines) of each tick Qt dumped
        self.info = ""
        self.arrivals = []        # stamped: (stamp ms, arrival ms, [kind]) of every stamped line
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _lines(self):
        """Each line Qt printed, with when it reached this reader (CLOCK_MONOTONIC ms): the pipe
        is read unbuffered, straight from its descriptor, so a line is timed when its write lands."""
        pending = b""
        fd = self.process.stderr.fileno()
        while True:
            chunk = os.read(fd, 65536)
            arrival = time.monotonic_ns() / 1e6
            if not chunk:
                return
            pending += chunk
            *whole, pending = pending.split(b"\n")
            for raw in whole:
                yield raw.decode("utf-8", "replace") + "\n", arrival

    def _read(self):
        for line, arrival in self._lines():
            fields = line.split()
            at = None
            if self.stamped and fields and _is_number(fields[0]):
                stamp = float(fields.pop(0)) * 1000.0
                at = min(max(arrival - LATENCY_MS, stamp), stamp + 1.0)
                self.arrivals.append((stamp, arrival, fields[:1]))
                line = line.split(None, 1)[1] if len(line.split(None, 1)) > 1 else ""
            with self.lock:
                self.lines.append(line.rstrip("\n"))
                if at is not None and fields[:1] in (["C"], ["W"]):
                    values = [float(v) for v in fields[1:]]
                    if fields[0] == "C":
                        self.changes.append((at, values, len(self.lines) - 1))
                    else:
                        self.swaps.append((at, values))
                elif at is not None and TICK_DUMP.match(line):
                    tick, delta = TICK_DUMP.match(line).groups()
                    self.clock.append((at, int(tick), int(delta), len(self.lines) - 1))
                elif at is not None and fields[:1] == ["S"] and len(fields) >= 5:
                    self.signals.append((fields[1], at, float(fields[3]), float(fields[4]), fields[2]))
                elif fields[:1] == ["F"] and len(fields) == 4:
                    self.ticks.append((float(fields[1]), int(fields[2]), float(fields[3])))
                elif fields[:1] == ["S"] and len(fields) >= 4:
                    value = float(fields[3])
                    offset = float(fields[4]) if len(fields) > 4 else None
                    self.signals.append((fields[1], float(fields[2]), value, offset))
                elif fields[:1] == ["I"]:
                    self.info = line.strip()[2:]

    def wait_drawn(self, timeout_s=20):
        """Waits until a stamped QML has drawn its first frame, then 300 ms more."""
        deadline = time.monotonic() + timeout_s
        while not (self.swaps and self.info):
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("truth: qml did not start:\n" + "\n".join(self.lines[-20:]))
            time.sleep(0.05)
        time.sleep(0.3)

    def wait_ticking(self, count=30, timeout_s=20):
        """Waits until the window ticks `count` times (it is up and animating)."""
        deadline = time.monotonic() + timeout_s
        while len(self.ticks) < count:
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("truth: qml did not start:\n" + "\n".join(self.lines[-20:]))
            time.sleep(0.05)

    def origin_bounds(self):
        """(low, high): bounds on Date.now()'s origin against FrameAnimation's clock. Each tick
        gives now - elapsed in (origin - 1, origin]; a late Date.now() only raises it, so the
        high bound (the smallest, plus 1) is firm and the low bound is the 95th percentile."""
        with self.lock:
            gaps = sorted(now - elapsed for elapsed, now, _ in self.ticks if elapsed > 0)
        high = gaps[0] + 1.0
        low = min(gaps[int(0.95 * (len(gaps) - 1))], high)
        return low, high

    def tick_monotonic(self, elapsed):
        """CLOCK_MONOTONIC ms of a tick that printed `elapsed`."""
        low, high = self.origin_bounds()
        return elapsed + (low + high) / 2 - self.realtime_offset

    def next_tick_after(self, at_ms, period_ms):
        """A prediction of the first tick at or after CLOCK_MONOTONIC at_ms."""
        with self.lock:
            last = self.ticks[-1][0]
        t = self.tick_monotonic(last)
        while t < at_ms:
            t += period_ms
        return t

    def mean_period(self):
        with self.lock:
            times = [elapsed for elapsed, _, _ in self.ticks if elapsed > 0]
        return (times[-1] - times[0]) / (len(times) - 1)

    def wait_signal(self, name, after_count, timeout_ms):
        """Waits for the (after_count+1)-th signal `name`, at most timeout_ms; True if it came."""
        deadline = monotonic_ms() + timeout_ms
        while monotonic_ms() < deadline:
            with self.lock:
                if sum(1 for s in self.signals if s[0] == name) > after_count:
                    return True
            time.sleep(0.01)
        return False

    def close(self):
        stop_process(self.process)
        self.reader.join(2)
