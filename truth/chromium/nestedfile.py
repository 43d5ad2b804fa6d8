"""Turns one raw run of a nested gesture (drive.run on truth/nested.html) into a nested truth
file: both scrollers' offsets per frame, the release on the scroller Chromium latched to, and
what the input trace shows at the seam (the format: docs/truth.md, "Nested scrollers").

Which scroll node is which scroller: the document's scroll goes through two nodes at once (the
visual viewport, which never moves here, and the layout viewport, the outer scroller), each
ScrollTree::ScrollBy of the one paired with one of the other at the same instant; the inner
div's node scrolls alone. Chromium latches a touch scroll to one node at its GestureScrollBegin
(cc's ScrollTree; `cc/input/input_handler.cc` in chromium/chromium): the node that scrolls first
is the one the whole gesture and its fling stay on.
"""

import hashlib

import shown
import trace as tracing
import truthfile
from truthfile import r3

PAIRED_MS = 0.2   # two ScrollBy this close are one scroll of the document's two viewport nodes
SIZE = (500, 800)


def scroller_of_nodes(node_scrolls):
    """{node id: "outer" | "inner" | None (the visual viewport)} from the trace's ScrollBy."""
    times = {}
    for t, node, _, _ in node_scrolls:
        times.setdefault(node, []).append(t)
    moved = {node for _, node, old, new in node_scrolls if abs(new - old) > 0.001}

    def paired(node):
        others = [t for other, ts in times.items() if other != node for t in ts]
        return all(any(abs(t - o) <= PAIRED_MS for o in others) for t in times[node])

    root = sorted(node for node in times if paired(node))
    names = {node: "inner" for node in times if node not in root}
    if root:
        layout = [node for node in root if node in moved] or root[-1:]
        names.update({node: "outer" if node in layout else None for node in root})
    return names


def latched(info, names):
    """The scroller the first ScrollBy of the gesture went to (Chromium's latched node)."""
    for _, node, _, _ in info.node_scrolls:
        if names.get(node):
            return names[node]
    return None


def seam_events(info, scroller):
    """The inertial scroll updates the latched scroller did not wholly consume: each one's
    remainder went to no other scroller. The fling stops after the first that used nothing."""
    if not info.flings:
        return []
    fling = info.flings[-1]
    out = []
    for t, provided, unused, overscroll_root in info.update_results:
        if t < fling.start or abs(unused) < 0.001:
            continue
        line = ("InputHandlerProxy::HandleGestureScrollUpdate_Result (inertial) "
                f"provided_to_compositor_delta_y={-provided:.3f} unused_delta_y={unused:.3f} "
                f"did_overscroll_root={str(overscroll_root).lower()}")
        if fling.end is not None and 0.0 <= fling.end - t < 5.0:
            line += f"; FlingController::HandlingGestureFling ends {fling.end - t:.3f} ms later"
        out.append({"t": r3(t), "from": scroller, "to": None, "velocity": None,
                    "outcome": "dropped", "log": line})
    return out


def build(run, engine, slop, repo_root, page):
    """The nested truth file's dict for `run` (`slop`: the held drag's, same browser)."""
    gesture = run["gesture"]
    width, height, content, scale, inner_view, inner_content, behavior = run["size"]
    if (width, height, scale) != (*SIZE, 1):
        raise ValueError(f"the page's viewport was {width}x{height} at scale {scale}, not 500x800 at 1")
    offset, spread, matched = truthfile.page_offset(run)
    strokes = truthfile.stroke_runs(run)
    info = tracing.read(run["trace"], [s[0] for s in strokes])
    begin, last_move, lift, travel = strokes[-1]
    frames = truthfile.frames_to_rest(run, offset, before_input=True, at_least=lift + 300.0)
    stamps = [stamp for stamp, *_ in run["frames"]]
    hz = 1000.0 * (len(stamps) - 1) / (stamps[-1] - stamps[0])
    names = scroller_of_nodes(info.node_scrolls)
    scroller = latched(info, names)
    maxima = {"outer": content - height, "inner": inner_content - inner_view}
    fling = info.flings[-1] if info.flings else None
    column = {"outer": 1, "inner": 2}
    release_offset = None
    if scroller:
        # As truthfile.build: the offset before the stroke, plus the finger's travel beyond the
        # slop, plus the scroll predictor's part; held to the scroller's range, which a drag
        # past an end leaves.
        base = frames[0][column[scroller]]
        sign = 1.0 if travel >= 0 else -1.0
        drag = info.drags[-1]
        release_offset = base + travel - sign * slop + drag.predicted_px
        release_offset = min(max(release_offset, 0.0), maxima[scroller])
    session = truthfile.session_lines(run, frames[-1][0], hz, scene="profile", size=SIZE)
    source = repo_root / page
    truth = {
        "truth": 1,
        "engine": engine,
        "gesture": {"name": gesture.name, "summary": gesture.summary, "params": gesture.params()},
        "source": {"path": page, "sha256": hashlib.sha256(source.read_bytes()).hexdigest()},
        "viewport": [width, height],
        "content": content,
        "scrollers": [{"id": "outer", "viewport": height, "content": content},
                      {"id": "inner", "viewport": inner_view, "content": inner_content}],
        "session": session,
        "frames": [[r3(v) for v in frame]
                   for frame in truthfile.with_samples(frames, info, lift, 1000.0 / hz)],
        "release": {
            "t": r3(lift),
            "offset": r3(release_offset),
            "velocity": r3(fling.velocity) if fling else None,
            "slop": r3(slop),
            "handled": r3(fling.start) if fling else None,
            "scroller": scroller if fling else None,
        },
        "handoffs": seam_events(info, scroller),
        "overscroll_behavior": behavior,
        "notes": "",
    }
    inputs = [(r3(e["t"]), r3(e["y"])) for e in run["sent"] if e["phase"] in ("begin", "move")]
    truth["drag_shown"], evidence = shown.drag_shown(run["trace"], tracing.clock(run["trace"]),
                                                     truth["frames"], inputs,
                                                     truth["release"]["t"], slop)
    facts = {"clock_spread_ms": spread, "clock_matched": matched, "hz": hz, "names": names,
             "scroller": scroller, "fling": fling, "info": info, "strokes": strokes,
             "late_ms": max(e["late_ms"] for e in run["sent"]), "evidence": evidence,
             "others_moved": any(names.get(node) not in (None, scroller) and abs(new - old) > 0.001
                                 for _, node, old, new in info.node_scrolls)}
    truth["notes"] = describe(truth, facts)
    return truth, facts


def moves(frames, index):
    """(first t, last t, from, to) of the frames' column `index`, or None if it never moved."""
    changed = [k for k in range(1, len(frames)) if frames[k][index] != frames[k - 1][index]]
    if not changed:
        return None
    return (frames[changed[0]][0], frames[changed[-1]][0], frames[0][index], frames[-1][index])


def describe(truth, facts):
    frames, release = truth["frames"], truth["release"]
    parts = [
        "Chromium headless (--headless=new), truth/nested.html at 500x800: the document is the "
        "outer scroller, a div the inner. Touch input through Input.dispatchTouchEvent, each "
        f"event sent at the time its timestamp says (latest {facts['late_ms']:.1f} ms behind). "
        "Frames: each requestAnimationFrame's timestamp, document scrollTop and the div's "
        f"scrollTop (whole px), {facts['hz']:.2f} Hz, put on the session's clock by "
        f"{facts['clock_matched']} touch timeStamps (spread {facts['clock_spread_ms']:.2f} ms); "
        "frames[0] is the last frame before the touchStart.",
        "Scroll nodes in the input trace: " + ", ".join(
            f"{node} = {name or 'visual viewport'}" for node, name in sorted(facts["names"].items()))
        + f"; the gesture latched to the {facts['scroller']} scroller (its node took the first "
        "ScrollTree::ScrollBy)" + ("" if facts["others_moved"] else " and no other node moved")
        + ".",
    ]
    for name, index in (("outer", 1), ("inner", 2)):
        moved = moves(frames, index)
        parts.append(f"The {name} never moved ({frames[0][index]:g})." if moved is None else
                     f"The {name} moved from {moved[2]:g} to {moved[3]:g}, "
                     f"t={moved[0]:.3f} to t={moved[1]:.3f}.")
    fling = facts["fling"]
    if fling is None:
        parts.append("No fling: the input trace has no FlingController::HandlingGestureFling.")
    else:
        parts.append(
            f"Fling on the {release['scroller']}: {fling.velocity:.3f} px/s (FlingController, "
            f"input trace), handled at t={fling.start:.3f}, ended at "
            + ("the end of the trace" if fling.end is None else f"t={fling.end:.3f}") + ".")
    if truth["handoffs"]:
        parts.append(
            "handoffs: each inertial GestureScrollUpdate whose delta the latched scroller did not "
            "wholly consume; Chromium hands the remainder to no other scroller, and the browser's "
            "FlingController stops the fling once an update is not consumed at all.")
    lead = [ahead for ahead, _, _ in facts["evidence"]]
    named = [(span, move) for _, span, move in facts["evidence"] if move is not None]
    same = sum(1 for span, move in named if span is not None and abs(span - move) <= 0.05)
    newer = sum(1 for span, move in named if span is not None and span > move + 0.05)
    parts.append(
        "drag_shown: from the input and cc trace: for each drag frame, the scroll updates the "
        "renderer's compositor had dispatched when it sent that frame's main frame "
        "(ProxyImpl::ScheduledActionSendBeginMainFrame); input_t the move their summed "
        "original deltas reach past the slop (before the first update, the newest touch event "
        "taken), y the finger's there plus how far the scroll predictor's applied position was "
        "from it (ScrollPredictor::ResampleScrollEvents, provided minus original deltas summed: "
        + (f"{min(lead):+.3f} to {max(lead):+.3f} px" if lead else "no drag frames")
        + f"); the updates' EventLatency spans name the same move on {same} of {len(named)} "
        f"such frames, a newer one on {newer} (an update that changed nothing has no span).")
    parts.append("release.offset: the latched scroller's offset before the stroke + finger "
                 f"travel - slop {release['slop']:.3f} px (held drag) + the scroll predictor's "
                 "part, held to the scroller's range.")
    return " ".join(parts)


def summary(truth):
    """One console line: who moved, the fling, the seam events."""
    frames = truth["frames"]
    moved = []
    for name, index in (("outer", 1), ("inner", 2)):
        m = moves(frames, index)
        moved.append(f"{name} {'-' if m is None else f'{m[2]:g}->{m[3]:g}'}")
    r = truth["release"]
    return (f"{truth['gesture']['name']:<34} {', '.join(moved)}; fling "
            f"{r['scroller'] or '-'} v {r['velocity']}; seam events {len(truth['handoffs'])}")
