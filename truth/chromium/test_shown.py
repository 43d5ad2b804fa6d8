#!/usr/bin/python3
"""Tests shown.py (drag_shown from a Chromium trace) on small made-up traces, no browser:
`/usr/bin/python3 truth/chromium/test_shown.py`. Times are session ms; the trace's clock
starts elsewhere, as a real one does."""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import shown  # noqa: E402
import trace as tracing  # noqa: E402

ZERO_US = 5_000_000.0
FRAME_MS = 16.0
SLOP = 15.0
# The finger: down at y 700, a move every 8 ms, 12 px up each.
INPUTS = [(0.0, 700.0)] + [(8.0 * k, 700.0 - 12.0 * k) for k in range(1, 9)]


def us(ms):
    return ZERO_US + ms * 1000.0


class Trace:
    """Builds the events one run's trace would hold for the parts shown.py reads."""

    def __init__(self, frames, sent_late=None):
        """`frames` BeginFrames 16 ms apart from t = 16, each main frame sent 0.5 ms after its
        frame time, or at `sent_late[k]` for the k-th (from 1)."""
        self.events = [self.span_begin(0.0, "TOUCH_PRESSED", tid=1)]
        self.next_id = 100
        self.frame_times = [0.0] + [FRAME_MS * k for k in range(1, frames + 1)]
        for k, frame_t in enumerate(self.frame_times[1:], start=1):
            self.frame(k, frame_t, (sent_late or {}).get(k, frame_t + 0.5))

    @staticmethod
    def span_begin(t, kind, tid, span_id="0x1"):
        return {"name": "EventLatency", "ph": "b", "ts": us(t), "pid": 1, "tid": tid,
                "id2": {"local": span_id},
                "args": {"event_latency": {"event_type": kind}}}

    def frame(self, sequence, frame_t, sent_t):
        """A BeginFrame at `frame_t` whose main frame the compositor sent at `sent_t`."""
        self.events += [
            {"name": "Scheduler::BeginImplFrame", "ph": "X", "ts": us(frame_t + 0.1), "pid": 1,
             "tid": 2, "args": {"args": {"sequence_number": sequence,
                                         "frame_time_us": us(frame_t)}}},
            {"name": "ProxyImpl::ScheduledActionSendBeginMainFrame", "ph": "X", "ts": us(sent_t),
             "pid": 1, "tid": 2, "args": {"begin_frame_id": sequence}},
        ]

    def update(self, move_t, dispatched_t, original, provided, span=True):
        """The scroll update of the move at `move_t`, dispatched at `dispatched_t`, with its
        EventLatency span unless `span` is False (an update that changed nothing)."""
        self.events.append({"name": "ScrollPredictor::ResampleScrollEvents", "ph": "X",
                            "ts": us(dispatched_t - 0.01), "pid": 1, "tid": 2,
                            "args": {"scroll_deltas": {"original_delta_y": original,
                                                       "provided_to_compositor_delta_y":
                                                           provided}}})
        if span:
            self.spans(move_t, dispatched_t, "GESTURE_SCROLL_UPDATE", tid=2)

    def touch(self, move_t, dispatched_t):
        self.spans(move_t, dispatched_t, "TOUCH_MOVED", tid=1)

    def spans(self, t, dispatched_t, kind, tid):
        self.next_id += 1
        span_id = hex(self.next_id)
        self.events += [
            self.span_begin(t, kind, tid, span_id),
            {"name": "RendererCompositorQueueingDelay", "ph": "e", "ts": us(dispatched_t),
             "pid": 1, "tid": tid, "id2": {"local": span_id}},
            {"name": "EventLatency", "ph": "e", "ts": us(dispatched_t + 2.0), "pid": 1,
             "tid": tid, "id2": {"local": span_id}},
        ]

    def shown(self, release_t=1000.0):
        frames = [[t, 0.0, 0.0] for t in self.frame_times]
        return shown.drag_shown(self.events, tracing.clock(self.events), frames, INPUTS,
                                release_t, SLOP)


class DragShownTests(unittest.TestCase):
    def test_a_frame_shows_the_updates_dispatched_before_its_main_frame_was_sent(self):
        run = Trace(2)
        # The move at 16 leaves the slop (24 px travel): its update carries 9 px.
        run.update(16.0, 32.2, -9.0, -9.0)
        rows, _ = run.shown()
        self.assertEqual([row[1] for row in rows], [0.0, 16.0])

    def test_an_update_dispatched_after_the_main_frame_was_sent_shows_in_the_next_frame(self):
        run = Trace(3)
        run.update(16.0, 33.0, -9.0, -9.0)
        rows, _ = run.shown()
        self.assertEqual([row[1] for row in rows], [0.0, 0.0, 16.0])

    def test_a_late_main_frame_shows_what_was_dispatched_until_it_was_sent(self):
        run = Trace(2, sent_late={2: 41.0})
        run.update(16.0, 33.0, -9.0, -9.0)
        run.update(24.0, 40.0, -12.0, -12.0)
        rows, _ = run.shown()
        self.assertEqual(rows[-1][1], 24.0)

    def test_y_is_the_finger_plus_what_the_predictor_applied_beyond_it(self):
        run = Trace(3)
        run.update(16.0, 20.0, -9.0, -9.0)
        run.update(32.0, 48.2, -24.0, -30.0)   # 6 px further up than the finger
        rows, evidence = run.shown()
        self.assertEqual(rows[-1], [48.0, 32.0, 652.0 - 6.0])
        self.assertAlmostEqual(evidence[-1][0], -6.0)

    def test_an_update_without_a_span_is_still_named_by_its_deltas(self):
        run = Trace(2)
        run.update(16.0, 20.0, -9.0, -9.0)
        run.update(24.0, 32.2, -12.0, -12.0, span=False)
        rows, evidence = run.shown()
        self.assertEqual(rows[-1][1], 24.0)
        self.assertEqual(evidence[-1][1:], (16.0, 24.0))

    def test_before_the_first_update_a_touch_inside_the_slop_is_shown_not_the_one_leaving_it(self):
        run = Trace(2)
        run.touch(8.0, 10.0)
        run.touch(16.0, 30.0)   # left the slop; its update comes later
        run.update(16.0, 40.0, -9.0, -9.0)
        rows, _ = run.shown()
        self.assertEqual([row[1] for row in rows], [8.0, 8.0])

    def test_deltas_that_match_no_move_are_refused(self):
        run = Trace(1)
        run.update(16.0, 10.0, -10.0, -10.0)
        with self.assertRaises(ValueError):
            run.shown()

    def test_a_frame_without_a_main_frame_in_the_trace_is_refused(self):
        run = Trace(1)
        run.frame_times.append(32.0)   # a page frame the trace has no BeginFrame for
        with self.assertRaises(ValueError):
            run.shown()


if __name__ == "__main__":
    unittest.main()
