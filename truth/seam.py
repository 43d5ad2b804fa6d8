"""What the nested truth recorders (truth/qtquick/nested.py, truth/gtk/nested.py) say about a run's
frames [(t, outer, inner)]: which scroller moved in which frames, and where one went past its
bounds. Written into the files' notes, never into their data."""


def moved_by(frames):
    """[(t, 'outer' | 'inner' | 'both')] for each frame where an offset changed from the frame before."""
    out = []
    for (_, a, b), (t, c, d) in zip(frames, frames[1:]):
        who = [n for n, moved in (("outer", abs(c - a) > 1e-9), ("inner", abs(d - b) > 1e-9)) if moved]
        if who:
            out.append((t, "both" if len(who) == 2 else who[0]))
    return out


def phases(frames):
    """Runs of frames with one mover: [(who, first t, last t, frame count)]."""
    runs = []
    for t, who in moved_by(frames):
        if runs and runs[-1][0] == who:
            runs[-1] = (who, runs[-1][1], t, runs[-1][3] + 1)
        else:
            runs.append((who, t, t, 1))
    return runs


def describe_moves(frames, maxima):
    """Sentences: who moved when, and each excursion past a bound (`maxima`: {'outer': max, 'inner': max})."""
    parts = ["%s moved in %d frame(s) from t %.3f to t %.3f." % (who.capitalize(), count, a, b)
             for who, a, b, count in phases(frames)] or ["Nothing moved."]
    for k, name in ((1, "outer"), (2, "inner")):
        low, high = min(f[k] for f in frames), max(f[k] for f in frames)
        if low < -1e-6:
            parts.append("The %s went %.3f px past its top." % (name, -low))
        if high > maxima[name] + 1e-6:
            parts.append("The %s went %.3f px past its end." % (name, high - maxima[name]))
    return parts


# The nested gestures every engine's recorder plays (docs/truth.md, "Nested scrollers"), in
# window px at x = 250: (name, summary with {device} and {distance}, start offsets (outer, inner),
# finger speed px/s (> 0 up the page), distance px, press y, hold ms before the lift).
GESTURES = (
    ("nested-flick-up-list", "header shown (outer 0, inner 0): {device} up {distance} px on the list from y 700 "
     "at 1500 px/s, lifted", (0, 0), 1500.0, 240, 700, 0),
    ("nested-flick-up-header", "header shown (outer 0, inner 0): {device} up {distance} px on the header from "
     "y 200 at 1500 px/s, lifted before the header has collapsed", (0, 0), 1500.0, 150, 200, 0),
    ("nested-fling-down-to-top", "header collapsed, list at 600 (outer 280, inner 600): {device} down {distance} px "
     "from y 300 at 2000 px/s, lifted: a fling of the list would reach its top", (280, 600), -2000.0, 200, 300, 0),
    ("nested-drag-down-past-top", "header collapsed, list at 150 (outer 280, inner 150): slow {device} down "
     "{distance} px from y 200 at 300 px/s, held 300 ms, lifted", (280, 150), -300.0, 400, 200, 300),
    ("nested-flick-down-at-top", "header collapsed, list at its top (outer 280, inner 0): {device} down {distance} px "
     "from y 300 at 1500 px/s, lifted", (280, 0), -1500.0, 200, 300, 0),
)
X = 250
