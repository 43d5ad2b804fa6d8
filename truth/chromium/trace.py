"""What Chromium's own `input` trace says about one run, in the session's time base.

The trace is the engine's account of the gesture: the GestureScrollUpdates the renderer applied
(with the scroll predictor's resampled deltas next to the finger's), the fling's own velocity
(`FlingController::HandlingGestureFling` begins with it, after any boost), and when the browser
handled the lift. Its clock is base::TimeTicks in µs; the first touch's EventLatency begins at
the event's own timestamp, which is session time 0.
"""

from dataclasses import dataclass, field


@dataclass
class Fling:
    """One fling as the browser's FlingController ran it."""

    start: float        # session ms: the browser handled the GestureFlingStart
    end: float          # session ms: the curve ended (None if the trace ended first)
    velocity: float     # px/s the curve started with, after any boost; + = offset growing
    raw_velocity: float  # px/s of the GestureFlingStart itself, before any boost
    boosted: bool


@dataclass
class Drag:
    """The non-inertial scroll updates the renderer applied for one stroke."""

    first_t: float = None    # session ms of the first one applied
    last_t: float = None
    # The scroll predictor resamples each update as the compositor takes it; one it puts back
    # comes again inside the next, carrying its resampled delta. So only the difference of the
    # two sums means something: what the predictor added to the drag.
    finger_px: float = 0.0   # sum of the updates' deltas before resampling
    applied_px: float = 0.0  # sum after resampling
    base: float = None       # scroll offset just before the first one

    @property
    def predicted_px(self):
        """What the scroll predictor added to the drag's scrolling."""
        return self.applied_px - self.finger_px


@dataclass
class Trace:
    scrolls: list = field(default_factory=list)   # [(session ms, old offset, new offset)]
    drags: list = field(default_factory=list)     # Drag per stroke
    flings: list = field(default_factory=list)    # Fling per fling started
    # [(sampled, presented)] session ms per fling update the renderer drew: when the browser's
    # FlingController sampled the curve (the GestureScrollUpdate's own timestamp, where its
    # EventLatency begins) and when the frame that applied it was presented (where it ends).
    fling_updates: list = field(default_factory=list)
    # Every ScrollTree::ScrollBy of every scroll node: [(session ms, node id, old, new)] (the
    # nested files name the scroller each node is).
    node_scrolls: list = field(default_factory=list)
    # Each GestureScrollUpdate the renderer's compositor handled, with what it left unused:
    # [(session ms, px provided, px unused, did_overscroll_root)], px + = offset growing.
    update_results: list = field(default_factory=list)
    scroll_ends: list = field(default_factory=list)   # session ms of each GestureScrollEnd


def _event_type(event):
    return (event.get("args") or {}).get("event_latency", {}).get("event_type")


def clock(events):
    """Trace event -> session ms: the first touch press's EventLatency begins at its own
    timestamp, session time 0."""
    presses = [e["ts"] for e in events
               if e["name"] == "EventLatency" and e.get("ph") == "b"
               and _event_type(e) == "TOUCH_PRESSED"]
    if not presses:
        raise ValueError("the trace has no touch press (EventLatency TOUCH_PRESSED)")
    zero = min(presses)
    return lambda event: (event["ts"] - zero) / 1000.0


def read(events, stroke_starts):
    """Reads a run's trace; `stroke_starts` are the session ms of each stroke's touchStart."""
    events = sorted(events, key=lambda e: e["ts"])
    at = clock(events)
    result = Trace(drags=[Drag() for _ in stroke_starts],
                   fling_updates=_fling_updates(events, at))
    scroll_node = _scrolling_node(events)
    raw_velocities, boosts = [], []
    for event in events:
        name, args = event["name"], event.get("args") or {}
        if name == "ScrollTree::ScrollBy":
            result.node_scrolls.append((at(event), args["scroll_node_id"],
                                        args["old_offset"]["y"], args["new_offset"]["y"]))
        if name == "ScrollTree::ScrollBy" and args.get("scroll_node_id") == scroll_node:
            result.scrolls.append((at(event), args["old_offset"]["y"], args["new_offset"]["y"]))
        elif name == "InputHandlerProxy::HandleGestureScrollUpdate_Result":
            deltas = args["scroll_deltas"]
            # The trace gives the provided delta as the finger moved (+ = down the page) and
            # the unused one as the scroll went (+ = offset growing); both kept as the latter.
            result.update_results.append((at(event), -deltas["provided_to_compositor_delta_y"],
                                          deltas["unused_delta_y"],
                                          bool(deltas.get("did_overscroll_root"))))
        elif name == "InputHandlerProxy::HandleGestureScrollEnd":
            result.scroll_ends.append(at(event))
        elif name == "ScrollPredictor::ResampleScrollEvents":
            deltas = args["scroll_deltas"]
            drag = result.drags[_stroke_at(at(event), stroke_starts)]
            if drag.first_t is None:
                drag.first_t = at(event)
                drag.base = result.scrolls[-1][2] if result.scrolls else 0.0
            drag.last_t = at(event)
            drag.finger_px -= deltas["original_delta_y"]
            drag.applied_px -= deltas["provided_to_compositor_delta_y"]
        elif name == "FlingBooster::GetVelocityForFlingStart":
            raw_velocities.append(-args["vy"])
            boosts.append(False)
        elif name == "Boosted" and boosts:
            boosts[-1] = True
        elif name == "FlingController::HandlingGestureFling" and event.get("ph") == "b":
            raw = raw_velocities[-1] if raw_velocities else None
            result.flings.append(Fling(at(event), None, -args["vy"], raw,
                                       bool(boosts and boosts[-1])))
        elif name == "FlingController::HandlingGestureFling" and event.get("ph") == "e":
            if result.flings and result.flings[-1].end is None:
                result.flings[-1].end = at(event)
    return result


def _fling_updates(events, at):
    """Pairs each inertial scroll update's EventLatency begin with its end."""
    open_spans, updates = {}, []
    for event in events:
        if event["name"] != "EventLatency" or event.get("ph") not in ("b", "e"):
            continue
        key = (event.get("pid"), repr(event.get("id2") or event.get("id")))
        if event["ph"] == "b":
            open_spans.setdefault(key, []).append(event)
        elif open_spans.get(key):
            begin = open_spans[key].pop()
            if _event_type(begin) == "INERTIAL_GESTURE_SCROLL_UPDATE":
                updates.append((at(begin), at(event)))
    return sorted(updates)


def _scrolling_node(events):
    """The scroll node that moved most: the document's (the visual viewport's never moves)."""
    moved = {}
    for event in events:
        if event["name"] == "ScrollTree::ScrollBy":
            args = event["args"]
            change = abs(args["new_offset"]["y"] - args["old_offset"]["y"])
            moved[args["scroll_node_id"]] = moved.get(args["scroll_node_id"], 0.0) + change
    if not moved:
        raise ValueError("the trace has no ScrollTree::ScrollBy: nothing scrolled")
    return max(moved, key=moved.get)


def _stroke_at(t, stroke_starts):
    index = 0
    for k, start in enumerate(stroke_starts):
        if t >= start:
            index = k
    return index
