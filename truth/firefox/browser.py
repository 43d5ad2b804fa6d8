"""Firefox ESR under its own Xvfb, driven through Marionette: the page, the native touch points,
and what the run leaves behind (the page's log, APZ's compositor samples, APZ's own log).

- Touch input: `windowUtils.sendNativeTouchPoint` in the chrome context. On GTK it puts a
  GdkEventTouch with time GDK_CURRENT_TIME on GDK's queue (widget/gtk/nsWindow.cpp,
  SynthesizeNativeTouchPoint), so each event is stamped TimeStamp::Now() when the main thread
  dispatches it (nsWindow::GetEventTimeStamp); APZ's velocity tracker and the page's
  `event.timeStamp` both see that stamp.
- Frames: with `apz.test.logging_enabled`, APZCTreeManager::SampleForWebRender records, at every
  composite, the root scroller's composited offset and the sample time
  (gfx/layers/apz/src/APZCTreeManager.cpp, RecordSampledResult). A frame script reads them with
  `windowUtils.getCompositorAPZTestData()`. The sample times are the vsync times the page's
  requestAnimationFrame also receives, which puts them on the page's clock.
- APZ's log (MOZ_LOG apz.controller, apz.fling, apz.simplevelocitytracker, apz.axis at Debug)
  gives the velocity each fling starts with, and the velocity tracker's samples with the
  positions they came from (tracker.py reads the touch events' times back from them);
  apz.manager at Verbose each sampler run (shown_input.py).
"""

import glob
import json
import os
import shutil
import subprocess
import tempfile
import time

from marionette import Marionette

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = os.path.join(HERE, "page.html")
# `timestamp` prefixes each line with the wall clock (UTC, µs): the nested recorder puts APZ's
# handoff lines on the page's clock with it. `apz.manager:5` (Verbose) logs each sampler run
# (APZCTreeManager::SampleForWebRender) on WebRender's render backend, which says which touch
# each drag frame shows (shown_input.py); at Debug it also logs two lines per touch on the main
# thread and the hit-testing tree on the scene builder thread.
LOG_MODULES = ("sync,timestamp,apz.controller:5,apz.fling:4,apz.simplevelocitytracker:4,apz.axis:4,"
               "apz.manager:5")

# The profile, with APZ's log, in memory where there is a tmpfs: the main thread writes each log
# line as it logs it (`sync`), and on a disk busy with a build such a write blocked the main
# thread for milliseconds, holding the player's next touch back (README.md, "Takes").
MEMORY_DIR = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None

# Firefox's own defaults are kept for everything APZ does; these only quiet the profile and
# make the page's clock and touch log exact.
PREFS = {
    "marionette.port": 0,
    "apz.test.logging_enabled": True,
    "privacy.reduceTimerPrecision": False,
    "dom.w3c_touch_events.enabled": 1,
    "dom.events.coalesce.touchmove": False,
    "layout.css.devPixelsPerPx": "1.0",
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.aboutwelcome.enabled": False,
    "browser.newtabpage.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "app.normandy.enabled": False,
    "messaging-system.rsexperimentloader.enabled": False,
    "extensions.update.enabled": False,
    "network.connectivity-service.enabled": False,
    "services.settings.server": "data:,",
}

# Plays steps [(ms, kind, x, y)] with sendNativeTouchPoint at page coordinates. With a lift
# phase it first reads the vsync grid from the chrome window's requestAnimationFrame (the same
# vsync source as the compositor) and shifts the whole gesture so the last step lands `phase`
# ms (or `fraction` of the vsync interval) after a vsync, on the grid of 30 ticks (half a second).
# Timers (each at most 4 ms, so none fires tens of ms late) wake it until less than `spin` ms
# is left before a step, then it spins to the step's time. A longer spin keeps other main-thread
# tasks from delaying a send but also holds back the dispatch of the touch just sent when the
# next step is closer than that: the nested gestures (a move every 8 ms, the lift 8 ms later)
# play with 3.5 ms, the single-scroller ones (3-ms and 1-ms last intervals) with 2 ms, as they
# always did (README.md, "Takes"). Returns the performance.now() each
# step was sent.
PLAY_JS = r"""
const TICKS = 31;
const [steps, phase, fraction, SPIN_MS] = arguments;
const done = arguments[arguments.length - 1];
const u = window.windowUtils;
const b = gBrowser.selectedBrowser.getBoundingClientRect();
const ox = window.mozInnerScreenX + b.left, oy = window.mozInnerScreenY + b.top;
const ticks = [];
function play(start) {
  let i = 0;
  const sent = [];
  function next() {
    const [at, kind, x, y] = steps[i];
    const left = start + at - performance.now();
    if (left > SPIN_MS) { setTimeout(next, Math.min(left - SPIN_MS + 0.5, 4)); return; }
    while (performance.now() < start + at) {}
    u.sendNativeTouchPoint(1, kind == "end" ? u.TOUCH_REMOVE : u.TOUCH_CONTACT,
                           ox + x, oy + y, 1, 90, null);
    sent.push(performance.now());
    if (++i < steps.length) next(); else done(sent);
  }
  next();
}
function tick(t) {
  ticks.push(t);
  if (ticks.length < TICKS) { requestAnimationFrame(tick); return; }
  // The grid by least squares over the ticks (the first one left out: it may come late), so
  // that one late tick or the vsync's uneven intervals do not tilt it.
  const xs = ticks.slice(1), n = xs.length, mi = (n - 1) / 2;
  const mt = xs.reduce((a, b) => a + b, 0) / n;
  let num = 0, den = 0;
  xs.forEach((x, i) => { num += (i - mi) * (x - mt); den += (i - mi) * (i - mi); });
  const period = num / den;
  const last = steps[steps.length - 1][0];
  let lift = mt + (n - 1 - mi) * period + (phase === null ? fraction * period : phase);
  while (lift - last < performance.now() + 40) lift += period;
  play(lift - last);
}
if (phase === null && fraction === null) play(performance.now() + 40); else requestAnimationFrame(tick);
"""

# Runs in the page's content process (a frame script, system principal): the compositor's
# samples for this page's layers.
SAMPLES_JS = r"""
const done = arguments[arguments.length - 1];
const mm = gBrowser.selectedBrowser.messageManager;
const listener = (message) => { mm.removeMessageListener("truth:apz", listener); done(message.data); };
mm.addMessageListener("truth:apz", listener);
mm.loadFrameScript("data:,(" + encodeURIComponent(String(function () {
  const data = content.windowUtils.getCompositorAPZTestData();
  const viewId = (element) => { try { return element ? content.windowUtils.getViewId(element) : null; } catch (e) { return null; } };
  sendAsyncMessage("truth:apz", {
    samples: (data.sampledResults || []).map((s) => [s.sampledTimeStamp / 1000, s.scrollOffsetY, s.scrollId]),
    ids: {outer: viewId(content.document.documentElement), inner: viewId(content.document.getElementById("list"))},
    rest: (() => { const x = {}, y = {}; content.windowUtils.getScrollXYFloat(false, x, y); return y.value; })()});
})) + ")()", false);
"""


def dpkg_version(package):
    """`dpkg-query -W -f='${Version}' PACKAGE`, or None when it is not installed."""
    out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    return out.stdout.strip() or None


#: The scheduling priority Firefox asks for (nice). The player sends each touch from a timer on
#: Firefox's main thread, which dispatches it there too; on a loaded machine a thread at the
#: default priority waits milliseconds for a core, and the touches leave their plan (take.py
#: then plays the take again). Linux's autogroup scheduling shares the cores between sessions
#: first, so Firefox gets a session of its own and that session the priority
#: (/proc/self/autogroup), its processes too. Only the scheduler's order changes: APZ, the
#: vsync and the compositor run as they always do.
NICE = -10


def raise_priority():
    """Before exec: a new session at NICE; without the right (not root, no CAP_SYS_NICE) or
    without autogroups, whatever of that the system allows."""
    os.setsid()
    for ask in (lambda: open("/proc/self/autogroup", "w").write(str(NICE)),
                lambda: os.setpriority(os.PRIO_PROCESS, 0, NICE)):
        try:
            ask()
        except OSError:
            pass


#: The threads of Firefox's parent process that time a touch (their names as /proc shows them):
#: the main thread (the process's own name), which sends each touch from the player's timers,
#: dispatches it and runs APZ's input tasks, and the timer thread that wakes it.
TIMING_THREADS = ("firefox-esr", "Timer")


def timing_threads(pid):
    """{thread id: name} of TIMING_THREADS in process `pid`."""
    out = {}
    for tid in os.listdir("/proc/%d/task" % pid):
        try:
            with open("/proc/%d/task/%s/comm" % (pid, tid)) as f:
                name = f.read().strip()
        except OSError:
            continue
        if name in TIMING_THREADS:
            out[int(tid)] = name
    return out


def set_realtime(tids, on):
    """Puts the threads `tids` on SCHED_RR (priority 1; what they start meanwhile gets the
    default policy: SCHED_RESET_ON_FORK) or back on the default policy. Returns whether the
    system allowed it (root or CAP_SYS_NICE)."""
    policy = (os.SCHED_RR | os.SCHED_RESET_ON_FORK) if on else os.SCHED_OTHER
    try:
        for tid in tids:
            os.sched_setscheduler(tid, policy, os.sched_param(1 if on else 0))
        return True
    except OSError:
        return False


def autogroup_nice(pid):
    """The nice of the process's autogroup, or None without autogroups."""
    try:
        with open("/proc/%d/autogroup" % pid) as f:
            return int(f.read().split()[-1])
    except (OSError, ValueError, IndexError):
        return None


class Firefox:
    """firefox-esr on display `display_name` with a fresh profile, kiosk (no toolbars), the
    truth page loaded, APZ logging to a file in the profile."""

    def __init__(self, display_name):
        if shutil.which("firefox-esr") is None:
            raise SystemExit("truth: firefox-esr is missing (scripts/setup.sh truth installs it)")
        self.profile = tempfile.mkdtemp(prefix="handoff-truth-firefox-", dir=MEMORY_DIR)
        with open(os.path.join(self.profile, "user.js"), "w") as f:
            for key, value in PREFS.items():
                f.write("user_pref(%s, %s);\n" % (json.dumps(key), json.dumps(value)))
        self.log_path = os.path.join(self.profile, "apz")
        env = dict(os.environ, DISPLAY=display_name, MOZ_ENABLE_WAYLAND="0",
                   MOZ_LOG=LOG_MODULES, MOZ_LOG_FILE=self.log_path)
        self.output = open(os.path.join(self.profile, "stdout.log"), "w")
        self.process = subprocess.Popen(
            ["firefox-esr", "--marionette", "--remote-allow-system-access", "--no-remote",
             "--profile", self.profile, "--kiosk", "about:blank"],
            env=env, stdout=self.output, stderr=subprocess.STDOUT, preexec_fn=raise_priority)
        self.nice = (os.getpriority(os.PRIO_PROCESS, self.process.pid), autogroup_nice(self.process.pid))
        port_file = os.path.join(self.profile, "MarionetteActivePort")
        deadline = time.monotonic() + 60
        while not os.path.exists(port_file) or not open(port_file).read().strip():
            if self.process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("truth: firefox-esr did not start Marionette (see %s)" % self.output.name)
            time.sleep(0.1)
        self.marionette = Marionette(int(open(port_file).read()))
        caps = self.marionette.call("WebDriver:NewSession", {"capabilities": {}})["capabilities"]
        self.version = caps["browserVersion"]
        self.context = None
        self.fit_window()
        self.timing = timing_threads(self.process.pid)
        self.realtime = set_realtime(self.timing, False)

    def fit_window(self):
        """Without a window manager the kiosk window does not fill the screen: size it to the
        screen and wait until the page's viewport has that height."""
        for _ in range(50):
            inner = self.chrome("""
              if (window.innerWidth != screen.width || window.innerHeight != screen.height)
                window.resizeTo(screen.width, screen.height);
              return [window.innerWidth, window.innerHeight, screen.width, screen.height];""")
            if inner[:2] == inner[2:]:
                return
            time.sleep(0.1)
        raise SystemExit("truth: Firefox's window stays %dx%d on a %dx%d screen" % tuple(inner))

    def _context(self, name):
        if self.context != name:
            self.marionette.call("Marionette:SetContext", {"value": name})
            self.context = name

    def chrome(self, body, args=None, asynchronous=False):
        """Runs JavaScript in the browser window (chrome context)."""
        self._context("chrome")
        return self.marionette.script(body, args, asynchronous)

    def content(self, body, args=None):
        """Runs JavaScript in the page."""
        self._context("content")
        return self.marionette.script(body, args)

    def load_page(self, page=PAGE, query=""):
        """Loads the truth page (or `page`, with `query` after its `?`) afresh (scrollTop 0, a
        new APZ state); returns its size."""
        self._context("content")
        self.marionette.call("WebDriver:Navigate",
                             {"url": "file://" + page + "?%s%d" % (query, time.monotonic_ns())})
        for _ in range(50):
            size = self.content("return window.truth ? truth.size() : null")
            if size:
                return size
            time.sleep(0.1)
        raise SystemExit("truth: the truth page did not load")

    def prefs(self, names):
        """Firefox's values of prefs (Services.prefs), by name; float prefs, which libpref keeps
        as strings, as numbers."""
        values = self.chrome("""
          const out = {};
          for (const name of arguments[0]) {
            const type = Services.prefs.getPrefType(name);
            out[name] = type == Services.prefs.PREF_BOOL ? Services.prefs.getBoolPref(name)
              : type == Services.prefs.PREF_INT ? Services.prefs.getIntPref(name)
              : type == Services.prefs.PREF_STRING ? Services.prefs.getStringPref(name)
              : type == Services.prefs.PREF_INVALID ? null : Services.prefs.getFloatPref(name);
          }
          return out;""", [names])
        for name, value in values.items():
            if isinstance(value, str):
                try:
                    values[name] = float(value)
                except ValueError:
                    pass
        return values

    def play(self, steps, phase=None, fraction=None, spin=2.0):
        """Sends the touch steps, the lift `phase` ms or `fraction` of the vsync interval after
        a vsync where either is given, spinning the last `spin` ms before each; returns the
        chrome clock's time of each send.

        While it plays, the main and timer threads are on SCHED_RR, so that no other process on
        a loaded machine holds a send or a dispatch back (each runs for well under a millisecond
        at a time; the player spins at most 3.5 ms before a send). They go back to the default
        policy as soon as the lift is sent: on SCHED_RR after it, the main thread ran APZ's
        handoff task within 0.05 ms of the sampler's line, before the sampler had finished its
        run, and the scroller taking the fling was sampled a frame earlier than a quiet machine
        ever showed (2 takes of `nested-flick-down-at-top` in 9, README.md, "Takes")."""
        set_realtime(self.timing, True)
        try:
            return self.chrome(PLAY_JS, [steps, phase, fraction, spin], asynchronous=True)
        finally:
            set_realtime(self.timing, False)

    def page_log(self):
        """The page's [touches, frames]: touches [type, timeStamp, clientX, clientY], frames
        [rAF timestamp, scrollTop]."""
        return self.content("return [truth.touches, truth.frames]")

    def samples(self):
        """APZ's composited samples so far: {"samples": [sample ms since the parent process
        started, offset y, scroll id], "rest": the root's offset, "ids": the scroll ids of the
        root element and of the element #list (null where there is none)}."""
        return self.chrome(SAMPLES_JS, asynchronous=True)

    def log_size(self):
        """Bytes in APZ's log so far (the parent process's file)."""
        path = self._log_file()
        return os.path.getsize(path) if path else 0

    def log_since(self, offset):
        """APZ's log lines written after `offset` bytes."""
        path = self._log_file()
        if not path:
            return []
        with open(path, "rb") as f:
            f.seek(offset)
            return f.read().decode("utf-8", "replace").splitlines()

    def _log_file(self):
        files = [p for p in glob.glob(self.log_path + "*") if ".child-" not in p]
        return files[0] if files else None

    def close(self):
        self.marionette.close()
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.output.close()
        shutil.rmtree(self.profile, ignore_errors=True)
