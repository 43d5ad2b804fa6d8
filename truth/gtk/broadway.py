"""A Broadway web client in Python: what GTK's broadway.js does in a browser, reduced to what
the recorder needs (GTK 4.8's gdk/broadway/broadway.js, broadway-server.c, broadway-protocol.h).

- The websocket at ws://HOST:PORT/socket, subprotocol "broadway".
- Server to client: binary messages, each a run of commands (op byte, serial u32, then the op's
  fields, little-endian). Only two are read: NEW_SURFACE (op 2: id u16, x s16, y s16, w u16, h
  u16) for the window's surface id, and ROUNDTRIP (op 16: id u16, tag u32), which the server
  sends after each frame GTK paints, as the last command of the message it flushes.
- Client to server: one binary message per input event, big-endian int32s: event type, the last
  serial seen, the time (ms; 0: the server's last time), then the event's fields.

A GTK surface's frame clock stays frozen after each paint until the client answers the
ROUNDTRIP (gdk/broadway/gdksurface-broadway.c). broadway.js answers at once; this client answers
on a fixed grid (`period_ms`), as a display's vblank would, so GTK draws at that rate.
"""

import struct
import threading
import time

import websocket

EVENT_ENTER = 0
EVENT_TOUCH = 5
EVENT_SCROLL = 6
EVENT_SCREEN_SIZE_CHANGED = 12
EVENT_ROUNDTRIP_NOTIFY = 14
OP_NEW_SURFACE = 2
OP_ROUNDTRIP = 16
ROUNDTRIP_BYTES = 11  # op u8, serial u32, id u16, tag u32
TOUCH_BEGIN, TOUCH_UPDATE, TOUCH_END = 0, 1, 2


def monotonic_ms():
    """CLOCK_MONOTONIC in ms, the clock GLib's g_get_monotonic_time reads."""
    return time.clock_gettime(time.CLOCK_MONOTONIC) * 1000.0


def sleep_until(ms):
    while True:
        left = ms - monotonic_ms()
        if left <= 0:
            return
        time.sleep(left / 1000.0 - 0.0015 if left > 2 else 0.0002)


class Client:
    """One connection to gtk4-broadwayd on `port`, answering frames on a `period_ms` grid from
    `epoch_ms` (CLOCK_MONOTONIC ms)."""

    def __init__(self, port, period_ms, epoch_ms):
        self.ws = websocket.create_connection(f"ws://127.0.0.1:{port}/socket", subprotocols=["broadway"],
                                              header=[f"Origin: http://127.0.0.1:{port}"])
        self.period_ms, self.epoch_ms = period_ms, epoch_ms
        self.serial = 0
        self.surfaces = {}
        self.roundtrips = 0
        self.send_lock = threading.Lock()
        self.pending = []
        self.pending_ready = threading.Condition()
        self.closed = False
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._answer, daemon=True).start()

    def next_tick(self, after_ms):
        """The first grid time after `after_ms`."""
        k = int((after_ms - self.epoch_ms) // self.period_ms) + 1
        return self.epoch_ms + k * self.period_ms

    def send(self, kind, time_ms, fields):
        data = struct.pack(f">{3 + len(fields)}i", kind, self.serial, int(time_ms), *[int(f) for f in fields])
        with self.send_lock:
            self.ws.send(data, opcode=websocket.ABNF.OPCODE_BINARY)

    def screen_size(self, width, height, scale=1):
        self.send(EVENT_SCREEN_SIZE_CHANGED, 0, [width, height, scale])

    def enter(self, surface, x, y):
        self.send(EVENT_ENTER, 0, [surface, surface, x, y, x, y, 0, 0])

    def scroll(self, time_ms, surface, x, y, down):
        """One wheel click as broadway.js sends it: Broadway carries only its direction (0 up,
        1 down; gdk/broadway/gdkeventsource.c makes it a discrete GDK_SCROLL_UP/DOWN)."""
        self.send(EVENT_SCROLL, time_ms, [surface, surface, x, y, x, y, 0, 1 if down else 0])

    def touch(self, phase, time_ms, surface, sequence, x, y):
        """A touch event as broadway.js sends it for the first finger (emulating the pointer);
        `sequence` must not be 0 (GDK's pointer sequence)."""
        self.send(EVENT_TOUCH, time_ms, [phase, surface, sequence, 1, x, y, x, y, 0])

    def close(self):
        self.closed = True
        try:
            self.ws.close()
        except OSError:
            pass

    def _read(self):
        while not self.closed:
            try:
                message = self.ws.recv()
            except (websocket.WebSocketException, OSError):
                return
            if not isinstance(message, bytes) or len(message) < 5:
                continue
            self.serial = struct.unpack_from("<I", message, 1)[0]
            if message[0] == OP_NEW_SURFACE and len(message) >= 15:
                sid, x, y, w, h = struct.unpack_from("<HhhHH", message, 5)
                self.surfaces[sid] = (x, y, w, h)
            if len(message) >= ROUNDTRIP_BYTES and message[-ROUNDTRIP_BYTES] == OP_ROUNDTRIP:
                sid, tag = struct.unpack_from("<HI", message, len(message) - 6)
                with self.pending_ready:
                    self.pending.append((self.next_tick(monotonic_ms()), sid, tag))
                    self.pending_ready.notify()

    def _answer(self):
        while not self.closed:
            with self.pending_ready:
                while not self.pending and not self.closed:
                    self.pending_ready.wait(0.1)
                if self.closed:
                    return
                due, sid, tag = self.pending.pop(0)
            sleep_until(due)
            self.roundtrips += 1
            try:
                self.send(EVENT_ROUNDTRIP_NOTIFY, 0, [sid, tag])
            except (websocket.WebSocketException, OSError):
                return
