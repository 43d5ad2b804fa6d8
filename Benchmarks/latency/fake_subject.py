#!/usr/bin/python3
"""A subject whose latency is known: a window filling the screen that, DELAY ms after it reads
each wheel notch or pointer motion, repaints a band across the watched strip in the other of two
colours. test_latency.py measures it and expects DELAY back.

    fake_subject.py DISPLAY WIDTH HEIGHT DELAY_MS [PAINTS_FILE]

PAINTS_FILE gets the time (CLOCK_MONOTONIC ms) each repaint for input was sent to the server, one
a line: what it really did, which a loaded machine may make later than DELAY.
"""

import select
import sys
import time

from Xlib import X, display

from xvfb import monotonic_ms


def wait_until(target_ms):
    """Sleeps, then spins for the last 4 ms: a virtual machine's timers wake a sleeper a
    millisecond or more late now and then, which would be measured as the subject's delay."""
    left = target_ms - monotonic_ms()
    if left > 4:
        time.sleep((left - 4) / 1000.0)
    while monotonic_ms() < target_ms:
        pass


def main(name, width, height, delay_ms, paints_path=None):
    connection = display.Display(name)
    screen = connection.screen()
    window = screen.root.create_window(
        0, 0, width, height, 0, screen.root_depth, X.InputOutput, X.CopyFromParent,
        background_pixel=screen.white_pixel,
        event_mask=X.ExposureMask | X.ButtonPressMask | X.PointerMotionMask)
    window.map()
    connection.flush()
    colours = [screen.black_pixel, 0x3366cc]
    contexts = [window.create_gc(foreground=colour) for colour in colours]
    turn = 0

    def paint():
        # A band over the left quarter, where the harness watches, and stripes so the first
        # picture is not a single colour.
        window.fill_rectangle(contexts[turn], 0, height // 4, width // 2, height // 2)
        for y in range(0, height // 4, 16):
            window.fill_rectangle(contexts[0], 0, y, width // 2, 8)
        connection.sync()

    paints = open(paints_path, "w", buffering=1) if paints_path else None
    fd = connection.fileno()
    while True:
        select.select([fd], [], [])
        arrived = monotonic_ms()
        inputs = 0
        while connection.pending_events():
            event = connection.next_event()
            if event.type == X.Expose and event.count == 0:
                paint()
            elif event.type == X.ButtonPress and event.detail in (4, 5) or event.type == X.MotionNotify:
                inputs += 1
        if inputs:
            wait_until(arrived + delay_ms)
            turn = 1 - turn
            sent = monotonic_ms()
            paint()
            if paints:
                paints.write("%.3f\n" % sent)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), sys.argv[5] if len(sys.argv) > 5 else None)
