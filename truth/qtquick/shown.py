"""`drag_shown` of a nested Qt Quick file: for each drag frame, the move whose delivery Qt had
applied when it printed that frame (docs/truth.md, "The drag's x(t)").

The evidence is Qt's own order of delivery. `Nested.qml` prints a `C` line at each change of
either contentY and a `P drag X Y VY OUTER INNER` line from a PointHandler that grabs nothing (a
passive grabber). Qt 6.4 hands a move to the item that holds the exclusive grab first (the
Flickable, with its parent Flickable filtering it) and only then to the passive grabbers
(`QQuickDeliveryAgentPrivate::deliverUpdatedPoints`, qt/qtdeclarative v6.4.2
src/quick/util/qquickdeliveryagent.cpp). So the contentY changes a move causes are printed just
before that move's `P` line, and the `P` line states both the position Qt delivered and the
offsets after the move, which must equal the frame's. A change that Qt's animation clock made
instead is followed by the clock's tick dump (QML_ANIMATION_TICK_DUMP, printed after the tick)
before the next `P` line: such a frame shows the move delivered before it.

Each `P drag` line is matched to the server's move in order (record.delivered_only), which gives
the move's session time.
"""

import qmlrun


def pointer_moves(run):
    """[(line index, x, y, outer, inner)] of every move the PointHandler saw while pressed, in
    order: the `P drag` lines, less the one Qt sends for the press itself (right after `P down`)."""
    moves, after_down = [], False
    for i, line in enumerate(run.lines):
        fields = line.split()
        if fields[:1] != ["P"] or len(fields) < 7:
            continue
        if fields[1] == "drag" and not after_down:
            moves.append((i, float(fields[2]), float(fields[3]), float(fields[5]), float(fields[6])))
        after_down = fields[1] == "down"
    return moves


def _ticked(run, start, end):
    """Whether Qt's tick dump printed a tick between lines `start` and `end` (exclusive)."""
    return any(qmlrun.TICK_DUMP.match(line) for line in run.lines[start + 1:end])


def drag_shown(run, events, base, frames, release_t):
    """[[t, input_t, y]] for each drag frame: `frames` are [(t, values, line index)] from
    record.stamped_frames (index 0 the frame before the press), `events` the delivered events
    from the press on (record.split_input), session times less `base`. Raises SystemExit when a
    frame's evidence contradicts itself (the run is not whole)."""
    seen = pointer_moves(run)
    press = events[0]
    # The moves between the press and the lift, in the server's order: delivered_only kept
    # exactly the moves the PointHandler saw, so each has its P line.
    lift = next((i for i, e in enumerate(events) if e["kind"] == "up"), len(events))
    held = [e for e in events[:lift] if e["kind"] == "move"]
    if len(held) != len(seen):
        raise SystemExit("truth: %d moves while pressed but %d P drag lines" % (len(held), len(seen)))
    shown = []
    for t, values, line in frames[1:]:
        if t >= release_t:
            break
        after = next((k for k, m in enumerate(seen) if m[0] > line), None)
        before = after - 1 if after is not None else len(seen) - 1
        if after is not None and not _ticked(run, line, seen[after][0]):
            # Printed during this move's delivery: the move's P line reports the same offsets.
            if [seen[after][3], seen[after][4]] != list(values):
                raise SystemExit("truth: frame at t %.3f shows %s but its move's P line says %s"
                                 % (t, values, seen[after][3:]))
            k = after
        else:
            k = before
        if k < 0:
            shown.append([round(t, 3), press["time"] - base, round(float(press["y"]), 3)])
            continue
        move = held[k]
        if (move["x"], move["y"]) != (seen[k][1], seen[k][2]) or move["time"] - base > t:
            raise SystemExit("truth: frame at t %.3f: move %d does not match its P line" % (t, k))
        shown.append([round(t, 3), move["time"] - base, round(seen[k][2], 3)])
    return shown


def matches_size(shown, frames):
    """How many drag frames after the first moved the scrollers by exactly the finger's travel
    since the frame before's input (a check for the notes: inside its bounds a started drag
    follows the finger 1:1, so most frames should). `frames` as for drag_shown."""
    count = 0
    for (_, _, y0), (_, _, y1), (_, v0, _), (_, v1, _) in zip(shown, shown[1:], frames[1:], frames[2:]):
        moved = sum(abs(b - a) for a, b in zip(v0, v1))
        count += abs(moved - abs(y1 - y0)) < 1e-6
    return count
