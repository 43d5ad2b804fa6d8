"""Turns one raw run (drive.run) into a truth file: the session as Chromium received it, the
frames, the release, and notes on how the fling started.

Times are session ms: the first touchStart is 0. The page's clock (performance.now(): rAF and
touch timeStamps) is put on it with the run's touch events, whose timeStamps are the timestamps
the recorder sent; the trace's clock with the first touch's EventLatency (trace.py).
"""

import hashlib
import json
import statistics

import gestures
import trace as tracing

PAGE = "truth/chromium/page.html"
PHASE_OF = {"touchstart": "begin", "touchmove": "move", "touchend": "end", "touchcancel": "cancel"}


def r3(value):
    return None if value is None else round(value + 0.0, 3)


def page_offset(run):
    """perf ms = epoch ms + offset, from the page's touch timeStamps; and their spread."""
    sent, origin, differences, j = run["sent"], run["origin_epoch_ms"], [], 0
    for kind, stamp, y in run["touches"]:
        phase = PHASE_OF[kind]
        while j < len(sent) and not (sent[j]["phase"] == phase
                                     and (y is None or abs(sent[j]["y"] - y) < 0.01)):
            j += 1
        if j == len(sent):
            break
        differences.append(stamp - (origin + sent[j]["t"]))
        j += 1
    if not differences:
        raise ValueError("the page logged none of the touches that were sent")
    middle = statistics.median(differences)
    return middle, max(abs(d - middle) for d in differences), len(differences)


def stroke_runs(run):
    """Per stroke: (touchStart t, last move t, lift t, finger travel px)."""
    strokes = {}
    for event in run["sent"]:
        strokes.setdefault(event["stroke"], []).append(event)
    result = []
    for index in sorted(strokes):
        events = strokes[index]
        moves = [e for e in events if e["phase"] == "move"]
        result.append((events[0]["t"], moves[-1]["t"], events[-1]["t"],
                       events[0]["y"] - moves[-1]["y"]))
    return result


def frames_to_rest(run, offset, before_input=False, at_least=None):
    """[(session ms, scrollTop, ...)] from the first frame at or after t = 0 (with
    `before_input`, the last frame before it) to the first frame at the final offsets, and at
    least to the last frame at or before session ms `at_least` where given."""
    frames = [(stamp - offset - run["origin_epoch_ms"], *tops) for stamp, *tops in run["frames"]]
    first = sum(1 for f in frames if f[0] < 0.0)
    frames = frames[max(0, first - 1) if before_input else first:]
    rest = frames[-1][1:]
    last = max(k for k, f in enumerate(frames) if k == 0 or frames[k - 1][1:] != rest)
    if at_least is not None:
        last = max([last] + [k for k, f in enumerate(frames) if f[0] <= at_least])
    return frames[:last + 1]


def build(run, engine, slop, repo_root):
    """The truth file's dict for `run`; `slop` is the held drag's, measured in the same run."""
    gesture = run["gesture"]
    width, height, content, scale = run["size"]
    if (width, height, scale) != (400, 800, 1):
        raise ValueError(f"the page's viewport was {width}x{height} at scale {scale}, not 400x800 at 1")
    offset, spread, matched = page_offset(run)
    strokes = stroke_runs(run)
    info = tracing.read(run["trace"], [s[0] for s in strokes])
    frames = frames_to_rest(run, offset)
    # Over the whole run: each rAF timestamp is coarsened to 0.1 ms, a span is not.
    stamps = [stamp for stamp, _ in run["frames"]]
    hz = 1000.0 * (len(stamps) - 1) / (stamps[-1] - stamps[0])

    last_stroke = strokes[-1]
    drag = info.drags[-1]
    # Where the fling takes over: the offset before this stroke's drag, plus the finger's
    # travel beyond the slop, plus what the scroll predictor added by resampling. Updates the
    # renderer had not applied when the fling began ride on the fling's first update.
    release_offset = drag.base + last_stroke[3] - slop + drag.predicted_px
    fling = info.flings[-1] if info.flings else None
    session = session_lines(run, frames[-1][0], hz)
    source = repo_root / PAGE
    truth = {
        "truth": 1,
        "engine": engine,
        "gesture": {"name": gesture.name, "summary": gesture.summary, "params": gesture.params()},
        "source": {"path": PAGE, "sha256": hashlib.sha256(source.read_bytes()).hexdigest()},
        "viewport": [width, height],
        "content": content,
        "session": session,
        "frames": [[r3(v) for v in frame]
                   for frame in with_samples(frames, info, last_stroke[2], 1000.0 / hz)],
        "release": {
            "t": r3(last_stroke[2]),
            "offset": r3(release_offset),
            "velocity": r3(fling.velocity) if fling else None,
            "slop": r3(slop),
            # The browser's FlingController handled the lift (and took its first sample) here.
            "handled": r3(fling.start) if fling else None,
        },
        "notes": "",
    }
    facts = {
        "clock_spread_ms": spread, "clock_matched": matched, "hz": hz,
        "strokes": strokes, "trace": info, "release_offset": release_offset,
        "late_ms": max(e["late_ms"] for e in run["sent"]),
    }
    return truth, facts


def with_samples(frames, info, lift, period):
    """`frames` with, from the lift on, the time of the latest fling sample each one shows:
    the newest update of the last fling presented before the next frame began. Frames that
    show none of that fling's updates stay [t, offset]."""
    if not info.flings:
        return [list(frame) for frame in frames]
    handled = info.flings[-1].start
    updates = [(sampled, presented) for sampled, presented in info.fling_updates
               if sampled >= handled - 0.5]
    result = []
    for k, (t, *tops) in enumerate(frames):
        following = frames[k + 1][0] if k + 1 < len(frames) else t + period
        shown = [sampled for sampled, presented in updates if presented < following]
        result.append([t, *tops, max(shown)] if t >= lift and shown else [t, *tops])
    return result


def session_lines(run, end_t, hz, scene="sections", size=(400, 800)):
    header = {"handoff": 1, "scene": scene, "physics": "chromium", "size": list(size),
              "hz": round(hz, 2) if abs(hz - round(hz)) > 0.05 else int(round(hz))}
    lines = [json.dumps(header, separators=(",", ":"))]
    for event in run["sent"]:
        line = {"t": r3(event["t"]), "type": "touch", "phase": event["phase"], "id": 1,
                "x": event.get("x", gestures.X), "y": r3(event["y"])}
        lines.append(json.dumps(line, separators=(",", ":")))
    # The session ends after its last event, even when the engine drew nothing after it.
    end_t = max([end_t] + [event["t"] for event in run["sent"]])
    lines.append(json.dumps({"t": r3(end_t), "type": "end"}, separators=(",", ":")))
    return lines


def held_drag_slop(run):
    """Finger travel the engine swallowed before scrolling: the held drag's travel less what
    the renderer scrolled for it, the scroll predictor's part taken off."""
    strokes = stroke_runs(run)
    info = tracing.read(run["trace"], [s[0] for s in strokes])
    drag = info.drags[0]
    if not info.scrolls or drag.base is None:
        raise ValueError("the held drag did not scroll")
    scrolled = info.scrolls[-1][2] - drag.base - drag.predicted_px
    return strokes[0][3] - scrolled
