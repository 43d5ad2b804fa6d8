"""Watches the screen from outside a subject: the DAMAGE extension says that something was drawn,
and a GetImage of the scrolled area says whether its pixels changed.

One damage object covers the root window, so drawing into any window (every subject draws into
its own top-level or a child of it; there is no compositor) is reported. The damage level is
NonEmpty: one event when damage appears, re-armed by subtracting it. Each event is timed when it
is read (CLOCK_MONOTONIC), then the strip is read back: only an event after which the strip
differs from the last picture counts as a changed frame, so a caret, a cursor or a scrollbar
fading outside the strip is not counted.
"""

import select

from Xlib import X, display
from Xlib.ext import damage

from xvfb import monotonic_ms

REPORT_NON_EMPTY = 3


class ScreenProbe:
    """The scrolled area `strip` = (x, y, width, height) in root coordinates, watched for changes."""

    def __init__(self, name, strip):
        self.display = display.Display(name)
        if not self.display.has_extension("DAMAGE"):
            raise RuntimeError("the X server has no DAMAGE extension")
        self.display.damage_query_version()
        self.root = self.display.screen().root
        self.strip = strip
        self.damage = self.root.damage_create(REPORT_NON_EMPTY)
        self.display.sync()
        self.fd = self.display.fileno()
        self.damage_event = self.display.extension_event.DamageNotify
        self.picture = self.grab()
        self.changes = 0

    def grab(self):
        """The strip's pixels now, as bytes."""
        x, y, width, height = self.strip
        return self.root.get_image(x, y, width, height, X.ZPixmap, 0xffffffff).data

    def _damage_read(self, deadline_ms):
        """Blocks until damage is reported or `deadline_ms`; the time it was read, or None.
        pending_events() reads what the socket holds without blocking; select() sleeps until
        more comes, and the wake-up is the time the damage is taken to have happened."""
        arrived = monotonic_ms()
        while True:
            seen = False
            while self.display.pending_events():
                event = self.display.next_event()
                seen = seen or event.type == self.damage_event
            if seen:
                self.display.damage_subtract(self.damage)
                return arrived
            left = deadline_ms - monotonic_ms()
            if left <= 0:
                return None
            select.select([self.fd], [], [], left / 1000.0)
            arrived = monotonic_ms()

    def next_change(self, deadline_ms, after_ms=None):
        """The time of the next damage after which the strip differs from the last picture
        (which becomes the new picture), or None at `deadline_ms`. Damage read before
        `after_ms` (drawn before the input was sent) updates the picture but is not returned."""
        while True:
            arrived = self._damage_read(deadline_ms)
            if arrived is None:
                return None
            picture = self.grab()
            if picture != self.picture:
                self.picture = picture
                self.changes += 1
                if after_ms is None or arrived >= after_ms:
                    return arrived

    def settle(self, quiet_ms, limit_ms):
        """Waits until no damage has come for `quiet_ms` (at most until `limit_ms` from now),
        counting changed frames meanwhile; then takes a fresh picture. True when it went quiet."""
        end = monotonic_ms() + limit_ms
        while True:
            now = monotonic_ms()
            if now >= end:
                quiet = False
                break
            arrived = self._damage_read(min(end, now + quiet_ms))
            if arrived is None:
                quiet = True
                break
            picture = self.grab()
            if picture != self.picture:
                self.picture = picture
                self.changes += 1
        self.picture = self.grab()
        return quiet

    def close(self):
        self.display.close()
