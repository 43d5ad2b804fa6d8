"""Which input each drag frame of a Chromium run shows (`drag_shown`), from the trace.

Chromium's renderer queues each GestureScrollUpdate of a touch drag on its compositor thread and
dispatches the queue when the next BeginFrame comes (`InputHandlerProxy::
DeliverInputForBeginFrame`, chromium/chromium
`third_party/blink/renderer/platform/widget/input/input_handler_proxy.cc`). Before dispatching,
the scroll predictor resamples the update (`ScrollPredictor::ResampleScrollEvents`,
`kResamplingScrollEvents`, `third_party/blink/renderer/platform/widget/input/scroll_predictor.cc`
at 00c48ef561686f5bbe096b0dadc0b17c2060a81c; predictor `linear_resampling`,
`ui/base/prediction/linear_resampling.cc` at 226c953d068865747b002eb3f2ddee435c7e63b8): it
applies the finger's position at a resampled time, not the newest move's. The page's
requestAnimationFrame for a BeginFrame runs in the main frame the compositor sends for it, with
the scroll offsets the compositor had when it sent it (`ProxyImpl::
ScheduledActionSendBeginMainFrame` takes them with `ProcessCompositorDeltas`: chromium/chromium
`cc/trees/proxy_impl.cc` at 00119e863d3a7079defc682dee7935be5ce146ce); under load that is after
a later BeginFrame's input, and an update handled between two BeginFrames counts from the next
main frame sent.

The trace (categories `input` and `cc`) states all of it, so nothing here is fitted to the
frames' offsets:
- `Scheduler::BeginImplFrame` gives each BeginFrame's sequence number and frame time (the rAF's
  timestamp), and `ProxyImpl::ScheduledActionSendBeginMainFrame` (`begin_frame_id`) when the
  renderer's compositor sent that frame's main frame;
- each `ScrollPredictor::ResampleScrollEvents` (every update of the drag passes it, once, as
  it is dispatched) gives the update's delta as the finger moved (`original_delta_y`) and as the
  predictor applied it (`provided_to_compositor_delta_y`). The former add up to the finger's
  travel to the newest move taken, less the touch slop (the gesture detector's first update
  carries the travel past the slop, each later one its move's step), which names that move in
  the session; the predictor keeps its applied position as the running sum of the latter, so the
  difference of the two sums is how far the applied position is from the finger's;
- as a check, each update's EventLatency span begins at its touchMove's timestamp, and its
  `RendererCompositorQueueingDelay` stage ends when the compositor dispatched it. An update that
  changed nothing on screen (a scroller held at its end) has no span, so the deltas, not the
  spans, name the move; before the first update, the newest touch event the compositor had
  taken (inside the slop: it moved nothing) is named by its span.
"""

from dataclasses import dataclass

SCROLL_UPDATES = ("FIRST_GESTURE_SCROLL_UPDATE", "GESTURE_SCROLL_UPDATE")
TOUCHES = ("TOUCH_PRESSED", "TOUCH_MOVED")
MATCH_MS = 0.05   # a span's begin is its event's timestamp, µs-rounded in the trace


@dataclass
class Delivery:
    """One input event as the renderer's compositor took it, in session ms."""

    kind: str          # the EventLatency event_type
    t: float           # the event's own timestamp: its touch event's session t
    dispatched: float  # the compositor dispatched it


@dataclass
class Resample:
    """One ScrollPredictor::ResampleScrollEvents: px as the finger moved / as applied."""

    at: float
    original: float
    provided: float


def deliveries(events, at):
    """Every touch and scroll-update EventLatency span with the end of its compositor queueing.
    Spans are matched by (process, thread, id): the trace reuses an id once its span ended."""
    open_spans, out = {}, []
    for event in sorted(events, key=lambda e: e["ts"]):
        name, phase = event["name"], event.get("ph")
        key = (event.get("pid"), event.get("tid"), repr(event.get("id2") or event.get("id")))
        if name == "EventLatency" and phase == "b":
            kind = (event.get("args") or {}).get("event_latency", {}).get("event_type")
            open_spans[key] = {"kind": kind, "t": at(event), "dispatched": None}
        elif name == "EventLatency" and phase == "e":
            span = open_spans.pop(key, None)
            if span and span["kind"] in SCROLL_UPDATES + TOUCHES and span["dispatched"] is not None:
                out.append(Delivery(span["kind"], span["t"], span["dispatched"]))
        elif name == "RendererCompositorQueueingDelay" and phase == "e" and key in open_spans:
            open_spans[key]["dispatched"] = at(event)
    return sorted(out, key=lambda d: d.dispatched)


def resamples(events, at):
    out = []
    for event in events:
        if event["name"] == "ScrollPredictor::ResampleScrollEvents":
            deltas = event["args"]["scroll_deltas"]
            out.append(Resample(at(event), deltas["original_delta_y"],
                                deltas["provided_to_compositor_delta_y"]))
    return sorted(out, key=lambda r: r.at)


def main_frames(events, at):
    """{frame time (session ms): when the renderer's compositor sent its main frame}, from the
    thread that sends main frames (the renderer's compositor; other processes' schedulers see
    the same BeginFrames)."""
    sends = [e for e in events if e["name"] == "ProxyImpl::ScheduledActionSendBeginMainFrame"]
    threads = {(e.get("pid"), e.get("tid")) for e in sends}
    times = {}
    for event in events:
        if (event["name"] == "Scheduler::BeginImplFrame"
                and (event.get("pid"), event.get("tid")) in threads):
            args = event["args"]["args"]
            # The BeginFrame's frame time is on the trace's clock (µs), as event times are.
            times[args["sequence_number"]] = at({"ts": args["frame_time_us"]})
    sent = {}
    for event in sends:
        frame = times.get(event["args"]["begin_frame_id"])
        if frame is not None:
            sent[frame] = min(sent.get(frame, at(event)), at(event))
    return sent


def drag_shown(events, at, frames, session_inputs, release_t, slop):
    """[[t, input_t, y]] for each drag frame (frames[1:] before the first at or after the
    lift), and per row (px the predictor's applied position was from the finger's, the newest
    update span's t, the move the deltas name; both None before the first update).
    `session_inputs`: [(t, y)] of the session's down and moves; `at` maps a trace event to
    session ms; `slop`: the touch slop (px) the held drag measured."""
    sent = main_frames(events, at)
    flow = deliveries(events, at)
    predictor = resamples(events, at)
    # The move that left the slop makes the first update: its touch event, taken before that
    # update, shows nothing yet.
    first_move = (moved_to(predictor[0].original, session_inputs, slop)[0] if predictor
                  else float("inf"))
    rows, evidence = [], []
    for frame in frames[1:]:
        t = frame[0]
        if t >= release_t:
            break
        cutoff = main_frame_sent(t, sent)
        applied = [r for r in predictor if r.at <= cutoff]
        if applied:
            input_t, input_y = moved_to(sum(r.original for r in applied), session_inputs, slop)
            spans = [d.t for d in flow if d.kind in SCROLL_UPDATES and d.dispatched <= cutoff]
            span_t = max(spans, default=None)
        else:
            touches = [d.t for d in flow if d.kind in TOUCHES and d.dispatched <= cutoff
                       and d.t < first_move - MATCH_MS and matching(d.t, session_inputs)]
            input_t, input_y = matching(max(touches, default=0.0), session_inputs)
            span_t = None
        ahead = sum(r.provided - r.original for r in applied)
        rows.append([t, input_t, round(input_y + ahead, 3)])
        evidence.append((ahead, span_t, input_t if applied else None))
    return rows, evidence


def moved_to(finger_px, session_inputs, slop, tolerance_px=0.05):
    """The first session move whose travel from the down, less the slop, is `finger_px` (the
    updates' summed deltas, + = finger down the page): (t, y)."""
    down_y = session_inputs[0][1]
    for t, y in session_inputs[1:]:
        travel = y - down_y
        if abs(travel) > slop and abs(travel - (slop if travel > 0 else -slop) - finger_px) \
                <= tolerance_px:
            return t, y
    raise ValueError(f"no move of the session is {finger_px:+.3f} px past the {slop:g}-px "
                     "slop: the trace's scroll updates do not match the touch moves")


def main_frame_sent(t, sent, tolerance_ms=1.0):
    """When the main frame of the frame at `t` was sent (its BeginFrame's frame time is the
    rAF's timestamp, to the page clock's coarsening)."""
    frame = min(sent, key=lambda f: abs(f - t), default=None)
    if frame is None or abs(frame - t) > tolerance_ms:
        raise ValueError(f"the trace has no main frame sent for the frame at t={t:.3f}")
    return sent[frame]


def matching(t, session_inputs):
    """The session's down or move at trace time `t` (its t and y), or None."""
    for input_t, y in session_inputs:
        if abs(input_t - t) <= MATCH_MS:
            return input_t, y
    return None
