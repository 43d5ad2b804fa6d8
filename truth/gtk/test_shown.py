#!/usr/bin/python3
"""Tests shown.py (drag_shown from NestedScroll.py's log) on small made-up logs, no GTK:
`/usr/bin/python3 truth/gtk/test_shown.py`. The log's clocks start elsewhere, as a real one's
do: Broadway times are the sent ms plus SHIFT, frame times and `now` are microseconds."""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import shown  # noqa: E402

T0 = 1_000_000       # the press's sent ms
SHIFT = 4_000        # Broadway's shift of every time of the connection
START = 280.0        # the outer's value at the press


def touches(count, step=6, lift_after=4):
    """A press at y 300 and `count` moves 4 ms apart, `step` px down each, then the lift."""
    sent = [{"at": T0, "phase": "begin", "y": 300}]
    sent += [{"at": T0 + 4 * k, "phase": "move", "y": 300 + step * k} for k in range(1, count + 1)]
    sent.append({"at": sent[-1]["at"] + lift_after, "phase": "end", "y": sent[-1]["y"]})
    return sent


class Log:
    """Lines in the order GTK would have written them, from the frame before the press (at
    `first_ms`)."""

    def __init__(self, first_ms=-5.0):
        self.lines, self.frames, self.positions = [], [], []
        self.outer = START
        self.paint(first_ms)

    def handle_all(self, sent):
        """Each of `sent` handled below the threshold."""
        for touch in sent:
            self.handle(touch)

    def handle(self, touch, moves_to=None, drag_y=None):
        """The window is handed `touch`; the outer's drag gesture then sets `moves_to` (None: below
        the threshold, nothing moves) and logs the finger at `drag_y` (its y by default)."""
        self.lines.append({"k": "event", "time": touch["at"] + SHIFT, "outer": self.outer, "inner": 0.0})
        if moves_to is not None:
            self.outer = moves_to
        self.lines.append({"k": "drag", "w": "outer", "time": touch["at"] + SHIFT,
                           "y": touch["y"] if drag_y is None else drag_y, "outer": self.outer, "inner": 0.0})

    def paint(self, t_ms, shows=None):
        """A frame whose smoothed time is `t_ms` after the press, with the outer at `shows`
        (what GTK has, by default)."""
        self.positions.append(len(self.lines))
        value = self.outer if shows is None else shows
        self.lines.append({"k": "frame", "t": (T0 + t_ms) * 1000, "outer": value, "inner": 0.0})
        self.frames.append((t_ms, value, 0.0))

    def rows(self, sent):
        return shown.rows(self.lines, sent, T0, SHIFT, self.frames, self.positions, sent[-1]["at"] - T0)


class RowsTests(unittest.TestCase):
    def test_a_frame_shows_the_newest_touch_handled_before_its_paint_not_before_its_time(self):
        sent = touches(6, lift_after=10)      # lift at 34 ms
        log = Log()
        log.handle_all(sent[:3])
        # Smoothed 20 ms after the press, though painted after the second move only.
        log.paint(20.0)
        for k, touch in enumerate(sent[3:7], start=3):
            log.handle(touch, moves_to=START - 6 * k)
        log.paint(30.0)
        rows, _ = log.rows(sent)
        self.assertEqual(rows, [[20.0, 8, 312.0], [30.0, 24, 336.0]])

    def test_a_frame_painted_before_the_press_was_handled_names_the_press(self):
        sent = touches(4)
        log = Log(first_ms=-30.0)
        log.paint(3.0)
        log.handle_all(sent[:5])
        log.paint(12.0)
        rows, note = log.rows(sent)
        self.assertEqual(rows[0], [3.0, 0, 300.0])
        self.assertEqual(rows[1][1], 16)
        self.assertIn("1 frame(s) painted before GTK handled the press", note)

    def test_the_drag_gestures_y_is_written_and_a_difference_from_the_session_is_said(self):
        sent = touches(2)
        log = Log()
        log.handle_all(sent[:2])
        log.handle(sent[2], drag_y=311.5)
        log.paint(10.0)
        rows, note = log.rows(sent)
        self.assertEqual(rows, [[10.0, 8, 311.5]])
        self.assertIn("differing from the session's at t=10.0", note)

    def test_rows_stop_before_the_first_frame_at_the_lift(self):
        sent = touches(3, lift_after=5)        # lift at 17 ms
        log = Log()
        log.handle_all(sent[:2])
        log.paint(6.0)
        log.handle_all(sent[2:4])
        log.paint(17.0)
        log.paint(40.0)
        rows, _ = log.rows(sent)
        self.assertEqual([r[0] for r in rows], [6.0])

    def test_a_frame_painting_other_values_than_gtk_had_is_counted_apart(self):
        sent = touches(4)
        log = Log()
        for k, touch in enumerate(sent[:3]):
            log.handle(touch, moves_to=START - 6 * k if k > 1 else None)
        log.paint(10.0)
        log.handle(sent[3], moves_to=START - 18)
        log.paint(20.0, shows=START - 12)
        _, note = log.rows(sent)
        self.assertIn("1 of those frames painted the values GTK had right after that drag-update", note)


if __name__ == "__main__":
    unittest.main()
