"""Input from outside: XTest wheel notches and pointer drags, each timed when it is sent, and an
XRECORD context that keeps the X server's own timestamp of every pointer event it processed (as
truth/qtquick/xserver.py does), so each input has both times."""

import threading
import time

from Xlib import X, display
from Xlib.ext import record, xtest
from Xlib.protocol import rq

from xvfb import monotonic_ms

WHEEL_DOWN = 5
WHEEL_UP = 4


class InputDriver:
    """Sends XTest input on its own connection; every call is flushed at once (not synced: the
    round trip would sit between the send and the moment timed)."""

    def __init__(self, name):
        self.display = display.Display(name)
        if not self.display.query_extension("XTEST"):
            raise RuntimeError("the X server has no XTEST extension")
        self.position = None
        #: Every input sent, in order: [kind, sent ms, server ms (filled by match())].
        self.log = []

    def move(self, x, y):
        """Moves the pointer (a move to where it is sends nothing: the server would make no
        event); the log entry of the move, or None."""
        if (int(x), int(y)) == self.position:
            return None
        self.position = (int(x), int(y))
        sent = monotonic_ms()
        xtest.fake_input(self.display, X.MotionNotify, x=int(x), y=int(y))
        self.display.flush()
        return self._logged("move", sent)

    def wheel(self, button):
        """One wheel notch (button 4 up, 5 down: a press and its release); its log entry."""
        sent = monotonic_ms()
        xtest.fake_input(self.display, X.ButtonPress, detail=button)
        xtest.fake_input(self.display, X.ButtonRelease, detail=button)
        self.display.flush()
        return self._logged("wheel", sent)

    def key(self, keysym):
        """Presses and releases the key of `keysym`."""
        code = self.display.keysym_to_keycode(keysym)
        xtest.fake_input(self.display, X.KeyPress, detail=code)
        xtest.fake_input(self.display, X.KeyRelease, detail=code)
        self.display.sync()

    def _logged(self, kind, sent):
        entry = [kind, sent, None]
        self.log.append(entry)
        return entry

    def match(self, server_events):
        """Gives each logged input of the server events' kinds its server time, in order, from
        ServerTimes.taken(); the log is then emptied."""
        queues = {}
        for kind, stamp in server_events:
            queues.setdefault(kind, []).append(stamp)
        for entry in self.log:
            queue = queues.get(entry[0])
            if queue:
                entry[2] = float(queue.pop(0))
        self.log = []

    def press(self):
        sent = monotonic_ms()
        xtest.fake_input(self.display, X.ButtonPress, detail=1)
        self.display.sync()
        self._logged("press", sent)

    def release(self):
        xtest.fake_input(self.display, X.ButtonRelease, detail=1)
        self.display.sync()

    def close(self):
        self.display.close()


class ServerTimes:
    """Every ButtonPress and MotionNotify the server processes, as (kind, button, server ms), in
    order: kind 'wheel' for buttons 4-7, 'press' for others, 'move' for motion."""

    def __init__(self, name):
        self.control = display.Display(name)
        self.data = display.Display(name)
        if not self.control.has_extension("RECORD"):
            raise RuntimeError("the X server has no RECORD extension")
        self.events = []
        self.lock = threading.Lock()
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
            if event.type == X.ButtonPress:
                kind = "wheel" if 4 <= event.detail <= 7 else "press"
            elif event.type == X.MotionNotify:
                kind = "move"
            else:
                continue
            with self.lock:
                self.events.append((kind, event.time))

    def taken(self):
        """The events so far, and forgets them."""
        time.sleep(0.05)
        with self.lock:
            events, self.events = self.events, []
        return events

    def close(self):
        self.control.record_disable_context(self.context)
        self.control.flush()
        self.thread.join(5)
        self.control.close()
