#!/usr/bin/python3
"""Records Firefox ESR truth files: assets/truth/firefox/GESTURE.json.

Usage: record.py [--out DIR] [--log DIR] [--nested] [GESTURE ...]
(default: every gesture in flicks.py, then the nested ones of nested.py; --nested: only those)

One firefox-esr (kiosk, Marionette) on a private Xvfb plays each gesture as native touch points;
the page logs the touch events' timeStamps and its requestAnimationFrame times, APZ records its
compositor samples and logs the velocity each fling starts with. See truth/firefox/README.md.
"""

import hashlib
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(1, os.path.join(os.path.dirname(HERE), "qtquick"))

import apz  # noqa: E402
import tracker  # noqa: E402
from browser import PAGE, Firefox, dpkg_version  # noqa: E402
from flicks import all_gestures  # noqa: E402
from gestures import chosen_gestures  # noqa: E402
from xserver import Xvfb  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))
SCREEN = (500, 800)   # Firefox's window is at least 500 px wide
PREF_NAMES = ["apz.allow_immediate_handoff", "apz.overscroll.enabled", "apz.fling_friction", "apz.fling_stopped_threshold", "apz.fling_min_velocity_threshold",
              "apz.touch_start_tolerance", "apz.velocity_relevance_time_ms", "apz.max_velocity_queue_size",
              "apz.max_velocity_inches_per_ms",
              "apz.android.chrome_fling_physics.enabled", "apz.fling_accel_base_mult",
              "apz.fling_accel_supplemental_mult", "apz.fling_accel_min_fling_velocity",
              "apz.fling_accel_min_pan_velocity", "apz.fling_accel_max_pause_interval_ms",
              "apz.gtk.kinetic_scroll.enabled", "layout.frame_rate"]


def wait_rest(firefox, offset, lifts, limit_s=6.0):
    """Waits until APZ has seen `lifts` touch-ends and its last state change is to NOTHING on
    two looks 150 ms apart (a fling ended or none started), at most limit_s."""
    deadline = time.monotonic() + limit_s
    calm = 0
    while time.monotonic() < deadline:
        lines = firefox.log_since(offset)
        ends = sum("got a touch-end" in line for line in lines)
        states = [line for line in lines if "changing from state" in line]
        calm = calm + 1 if ends >= lifts and states and states[-1].rstrip().endswith("to NOTHING") else 0
        if calm >= 2:
            return
        time.sleep(0.15)


def record_one(firefox, gesture, page=PAGE, query="", prepare=None):
    """Plays one gesture on a fresh page (the truth page, or `page` with `query`, after the page
    script `prepare` where given); returns what the run left: page log, samples, log."""
    loaded = firefox.log_size()
    size = firefox.load_page(page, query)
    if prepare:
        firefox.content(prepare)
    time.sleep(0.4)
    offset = firefox.log_size()
    # The paints APZ got: which scroller still had a minimal display port (shown_input.py).
    painted = [line for line in firefox.log_since(loaded) if "NotifyMainThreadTransaction" in line]
    params = gesture["params"]
    sent = firefox.play(gesture["steps"], params.get("lift_phase_ms"), params.get("lift_phase"),
                        3.5 if "nested" in gesture else 2.0)
    wait_rest(firefox, offset, sum(1 for s in gesture["steps"] if s[1] == "end"))
    firefox.content("truth.poke()")
    time.sleep(0.3)
    touches, rafs = firefox.page_log()
    apz_data = firefox.samples()
    return {"size": size, "touches": touches, "rafs": rafs, "samples": apz_data["samples"], "sent": sent,
            "ids": apz_data.get("ids"), "log": firefox.log_since(offset), "painted": painted}


def session_lines(events, hz, end_t, scene="sections"):
    header = {"handoff": 1, "scene": scene, "physics": "firefox", "size": list(SCREEN), "hz": hz}
    lines = [json.dumps(header, separators=(",", ":"))]
    for t, phase, x, y in events:
        lines.append(json.dumps({"t": t, "type": "touch", "phase": phase, "id": 1, "x": x, "y": y},
                                separators=(",", ":")))
    lines.append(json.dumps({"t": end_t, "type": "end"}, separators=(",", ":")))
    return lines


def root_samples(samples):
    """The samples of the scroller that moved most (the document's root scroller)."""
    ids = {}
    for t, y, scroll_id in samples:
        ids.setdefault(scroll_id, []).append((t, y))
    return max(ids.values(), key=lambda s: max(y for _, y in s) - min(y for _, y in s))


def touch_events(steps, run):
    """[(page time, phase, x, y)] for every step sent, a note on where each time came from, and
    which steps' times came from each place ({"page" | "apz" | "sent": [step index]}).

    - The page's touch timeStamp where the page got the event: the stamp APZ also used.
    - Else APZ's velocity tracker (tracker.py): APZ keeps some events from the page (a move
      inside the touch slop, the whole touch that stops a fast fling, a move the page coalesced)
      but tracks them all, each at a time relative to its touch's start (place_touches).
    - Else (APZ logs no time for a touch end) the chrome's send time moved onto the page's
      clock by the median send-to-dispatch offset of the events the page got; never earlier
      than the event before it plus the median gap the page saw between a lift and the move
      before it, since an event queued behind a late one is dispatched right after it."""
    matched = page_times(steps, run["touches"])
    shifts = sorted(t - s for t, s in zip(matched, run["sent"]) if t is not None)
    estimate = [s + shifts[len(shifts) // 2] for s in run["sent"]]
    tracked, problems = tracker.event_times(run["log"], steps)
    anchors, placed = place_touches(tracked, matched, estimate)
    gaps = sorted(matched[i] - matched[i - 1] for i in range(1, len(steps))
                  if steps[i][1] == "end" and matched[i] is not None and matched[i - 1] is not None)
    lift_gap = gaps[len(gaps) // 2] if gaps else 0.0
    events, sources, queued = [], {"page": [], "apz": [], "sent": []}, []
    for i, (_, phase, x, y) in enumerate(steps):
        if matched[i] is not None:
            t, source = matched[i], "page"
        elif i in tracked and tracked[i][0] in anchors:
            t, source = anchors[tracked[i][0]] + tracked[i][1], "apz"
        else:
            t, source = estimate[i], "sent"
            if events and t < events[-1][0] + lift_gap:
                t = events[-1][0] + lift_gap
                queued.append(i)
        events.append((t, phase, x, y))
        sources[source].append(i)
    note = "Event times: the page's touch timeStamps for %s" % spans(sources["page"])
    if sources["apz"]:
        note += ("; APZ's velocity tracker (its logged samples: each the finger's travel since "
                 "the previous sample over that time, or the time itself) for %s, %s"
                 % (spans(sources["apz"]), "; ".join(placed)))
    if sources["sent"]:
        note += ("; the chrome's send time plus the median send-to-dispatch offset of the "
                 "events the page got (spread %.3f ms) for %s, where APZ logged no time"
                 % (shifts[-1] - shifts[0], spans(sources["sent"])))
    if queued:
        note += (" (%s no earlier than the event before plus %.3f ms, the median gap the page "
                 "saw between a lift and the move before it)" % (spans(queued), lift_gap))
    note += "." + "".join(" %s." % p for p in problems)
    return events, note, sources


def page_times(steps, touches):
    """The page's timeStamp of each step sent, or None where the page did not get it."""
    kinds = {"touchstart": "begin", "touchmove": "move", "touchend": "end", "touchcancel": "cancel"}
    seen = [(t, kinds[k], x, y) for k, t, x, y in touches]
    matched, j = [], 0
    for step in steps:
        if j < len(seen) and seen[j][1:] == tuple(step[1:]):
            matched.append(seen[j][0])
            j += 1
        else:
            matched.append(None)
    if j != len(seen):
        raise SystemExit("truth: the page's touch events do not match the steps sent")
    return matched


def place_touches(tracked, matched, estimate):
    """Puts APZ's touch-relative times on the page's clock, for each touch with an event the page
    missed: by the events of that touch the page saw (their mean offset), or, for a touch the
    page never saw, by the median offset of its events' send-time estimates. Returns ({touch:
    offset}, a phrase per touch)."""
    anchors, placed = {}, []
    for n in sorted(set(n for n, _ in tracked.values())):
        members = [(i, t) for i, (m, t) in sorted(tracked.items()) if m == n]
        on_page = [matched[i] - t for i, t in members if matched[i] is not None]
        if len(on_page) == len(members):
            continue
        if on_page:
            anchors[n] = sum(on_page) / len(on_page)
            placed.append("touch %d by its %d event(s) the page saw (worst residual %.4f ms)"
                          % (n + 1, len(on_page), max(abs(d - anchors[n]) for d in on_page)))
        else:
            offsets = sorted(estimate[i] - t for i, t in members)
            anchors[n] = offsets[len(offsets) // 2]
            placed.append("touch %d, which the page never saw, by the median of its send-time "
                          "estimates (spread %.3f ms)" % (n + 1, offsets[-1] - offsets[0]))
    return anchors, placed


def spans(indices):
    """'event 3' or 'events 0-11, 14' for a sorted list of step indices."""
    runs = []
    for i in indices:
        if runs and runs[-1][1] == i - 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    text = ", ".join(str(a) if a == b else "%d-%d" % (a, b) for a, b in runs)
    return ("event " if len(indices) == 1 else "events ") + text


def build(gesture, run, versions, prefs):
    """The truth file's object for one run, and how many event times came from the page, from
    APZ's velocity tracker and from the send time."""
    events, timing, sources = touch_events(gesture["steps"], run)
    counts = {k: len(v) for k, v in sources.items()}
    base = events[0][0]
    events = [(round(t - base, 3), phase, x, y) for t, phase, x, y in events]
    samples = root_samples(run["samples"])
    d, matches, runner = apz.align([t for t, _ in samples], [t for t, _ in run["rafs"]])
    # The compositor's own record: the offset WebRender drew at each sample (vsync) time.
    drawn = [(round(t - d - base, 3), y) for t, y in samples]
    gaps = sorted(b[0] - a[0] for a, b in zip(drawn, drawn[1:]))
    period = gaps[len(gaps) // 2]
    first = max([i for i, (t, _) in enumerate(drawn) if t <= 0] or [0])
    changes = [i for i in range(1, len(drawn)) if drawn[i][1] != drawn[i - 1][1]]
    last = max(changes) if changes else first
    frames = drawn[first:last + 2]
    hz = round(1000.0 / period, 1)
    end_t = int(frames[-1][0]) + 1

    release_t = events[-1][0]
    begins = [i for i, e in enumerate(events) if e[1] == "begin"]
    lifts = [i for i, e in enumerate(events) if e[1] == "end"]
    friction = prefs.get("apz.fling_friction") or 0.002
    flings = apz.flings(run["log"], friction)
    # APZ's offset when it took each lift: from its log for a fling, else where the frames rest.
    first_lift = flings[0]["offset"] if flings and flings[0]["offset"] is not None else frames[-1][1]
    slop = events[begins[0]][3] - events[lifts[0]][3] - first_lift
    offset = flings[-1]["offset"] if flings and flings[-1]["offset"] is not None else frames[-1][1]
    velocity = round(flings[-1]["velocity"] * 1000.0, 3) if flings else None
    slop = None if slop is None else round(slop, 3) + 0.0

    with open(PAGE, "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    notes = describe(run, events, frames, release_t, offset, flings, prefs, (d, matches, runner), timing)
    return {
        "truth": 1,
        "engine": {"name": "firefox", "package": "firefox-esr", "version": versions["package"],
                   "product": "Firefox " + versions["product"]},
        "gesture": {"name": gesture["name"], "summary": gesture["summary"], "params": gesture["params"]},
        "source": {"path": "truth/firefox/page.html", "sha256": digest},
        "viewport": run["size"][:2],
        "content": run["size"][2],
        "session": session_lines(events, hz, end_t),
        "frames": [[t, round(y, 3)] for t, y in frames],
        "release": {"t": release_t, "offset": round(offset, 3), "velocity": velocity, "slop": slop},
        "notes": notes,
    }, counts


def describe(run, events, frames, release_t, offset, flings, prefs, alignment, timing):
    d, matches, runner = alignment
    parts = [
        "Firefox ESR in kiosk mode on Xvfb, touch through windowUtils.sendNativeTouchPoint "
        "(chrome context, Marionette); session t = the time Firefox stamped each touch event with "
        "(when its main thread dispatched the GDK touch event: the stamp both the page's "
        "timeStamp and APZ's velocity tracker get) minus the first one's. Frames: the "
        "compositor's record of the offset WebRender drew at each vsync "
        "(apz.test.logging_enabled, sampledResults), put on the page's clock by %d "
        "sample times equal to requestAnimationFrame timestamps (next best offset: %d)."
        % (matches, runner)]
    parts.append(timing)
    after = [(t, y) for t, y in frames if t > release_t]
    before = [t for t, _ in frames if t <= release_t]
    if before and after:
        parts.append("The lift came %.3f ms after a frame and %.3f ms before the next."
                     % (release_t - before[-1], after[0][0] - release_t))
    parts.append("release.offset: APZ's offset when it accepted the fling (its log's snap search "
                 "near offset + v/-ln(1-apz.fling_friction)), or where the frames rest; slop: the "
                 "first stroke's finger travel less APZ's offset at its lift.")
    if not flings:
        parts.append("No fling (APZ's log has none).")
        return " ".join(parts)
    parts.append("APZ's log: fling(s) accepted at %s px/s, started at %s px/s%s; the velocity "
                 "tracker's last samples %s px/ms (release.velocity is the last fling's start)." % (
                     ", ".join("%.3f" % (f["accepted"] * 1000) for f in flings),
                     ", ".join("%.3f" % (f["velocity"] * 1000) for f in flings),
                     " (fling acceleration)" if any(f["accelerated"] for f in flings) else "",
                     ", ".join("%.3f" % s for s in flings[-1]["samples"][-5:])))
    moved = [i for i, (t, y) in enumerate(after) if y > offset + 0.05]
    if moved:
        first = moved[0]
        t1, y1 = after[first]
        parts.append("First frame that shows the fling: t %.3f (+%.3f px), %.3f ms after the lift."
                     % (t1, y1 - offset, t1 - release_t))
        # DesktopFlingPhysics with APZ's started velocity, its clock set at the lift, sampled at
        # each frame's time (lag 0) or at the frame before (lag 1: the compositor drew the
        # offset of the previous sample).
        shown = after[first:]
        times = [t for t, _ in after]
        v = flings[-1]["velocity"]
        friction = prefs.get("apz.fling_friction") or 0.002
        stop = prefs.get("apz.fling_stopped_threshold") or 0.01
        for lag in (0, 1):
            at = times[first - lag:len(times) - lag] if first >= lag else None
            if not at:
                continue
            model = apz.fling_offsets(v, release_t, at, friction, stop)
            errors = [offset + m - y for m, (_, y) in zip(model, shown)]
            rms = (sum(e * e for e in errors) / len(errors)) ** 0.5
            parts.append("DesktopFlingPhysics from the lift, lag %d frame: RMS %.3f px, worst "
                         "%+.3f px, rest %+.3f px." % (lag, rms, max(errors, key=abs), errors[-1]))
    total = apz.fling_offsets(flings[-1]["velocity"], 0.0, [16.667 * i for i in range(1, 400)])[-1]
    parts.append("Rest %.3f px at t %.3f (travel after the lift %.3f px; DesktopFlingPhysics at "
                 "60 Hz from that velocity: %.3f px)." % (
                     frames[-1][1], frames[-2][0] if len(frames) > 1 else frames[-1][0],
                     frames[-1][1] - offset, total))
    return " ".join(parts)


def played(firefox, gesture, nested, log, versions, prefs):
    """A take of the gesture whose input was the plan's (take.py: played again while it is
    not), and the notes' sentence on the takes. `log(file name)`: where raw runs go (--log):
    GESTURE.json the kept one, GESTURE.take-K.json each one played again."""
    import take
    steps, is_nested = gesture["steps"], "nested" in gesture

    def play():
        return nested.record_run(firefox, gesture) if is_nested else record_one(firefox, gesture)

    def check(run):
        lost = [what for what in ("got a touch-start", "got a touch-end")
                if not any(what in line for line in run["log"])]
        if lost or not run["touches"]:
            # Under load the log or the page can lose a whole touch: nothing to read the take by.
            return ["APZ's log has no \"%s\"" % lost[0] if lost else "the page saw no touch"]
        touches = nested.page_touches(steps, run["touches"], run["sent"]) if is_nested else None
        truth, _ = (nested.build if is_nested else build)(gesture, run, versions, prefs)
        period = take.vsync_period(run["rafs"])
        window = prefs.get("apz.velocity_relevance_time_ms") or 100.0
        return (take.faults(gesture, run, touches, window)
                + take.skipped_composites(truth["frames"], truth["release"]["t"])
                + (take.taker_sampled_early(run["log"], period) + take.fling_shown_late(run["log"], truth)
                   + take.shown_unknown(truth) if is_nested else []))

    def dump(name, run):
        if log:
            os.makedirs(os.path.dirname(log(name)), exist_ok=True)
            with open(log(name), "w") as f:
                json.dump(dict(run, prefs=prefs), f)

    if not is_nested:
        # One take, unchecked, as before: the player cannot keep the move 3 ms before the next
        # of `short-last-interval` on plan (README.md, "Takes").
        run = play()
        dump(gesture["name"] + ".json", run)
        return run, "One take, its input not checked against the plan (single-scroller gesture)."
    run, note = take.clean_run(play, check, gesture["name"],
                               lambda k, run: dump("%s.take-%d.json" % (gesture["name"], k), run))
    dump(gesture["name"] + ".json", run)
    return run, note


def main():
    import nested  # the nested gestures (nested.py), after this module: it builds on it
    # `--nested`: only the nested gestures (the argument parser is the Qt Quick harness's).
    nested_only = "--nested" in sys.argv
    if nested_only:
        sys.argv.remove("--nested")
    known = ([] if nested_only else all_gestures()) + nested.all_gestures()
    args, chosen = chosen_gestures("Record Firefox ESR truth files (--nested: only the nested ones).",
                                   os.path.join(REPO, "assets", "truth", "firefox"),
                                   "also write each run's raw logs to DIR/GESTURE.json", known)
    os.makedirs(args.out, exist_ok=True)
    server = Xvfb(*SCREEN)
    firefox = None
    try:
        firefox = Firefox(server.name)
        versions = {"package": dpkg_version("firefox-esr"), "product": firefox.version}
        prefs = firefox.prefs(PREF_NAMES)
        print("truth: firefox-esr %s at nice %d (its session: %s), %s" % (
            firefox.version, firefox.nice[0], "no autogroup" if firefox.nice[1] is None else
            "nice %d" % firefox.nice[1], "SCHED_RR while it plays: " + ", ".join(
                sorted(set(firefox.timing.values()))) if firefox.realtime else "no SCHED_RR"),
            flush=True)
        for gesture in chosen:
            is_nested = "nested" in gesture
            log = (lambda name: os.path.join(args.log, name)) if args.log else None
            run, takes = played(firefox, gesture, nested, log, versions, prefs)
            if is_nested:
                truth, counts = nested.build(gesture, run, versions, prefs)
            else:
                truth, counts = build(gesture, run, versions, prefs)
            truth["notes"] += " " + takes
            path = os.path.join(args.out, gesture["name"] + ".json")
            with open(path, "w") as f:
                json.dump(truth, f, indent=1)
                f.write("\n")
            r = truth["release"]
            if is_nested:
                print(nested.summary(truth), flush=True)
                continue
            print("truth: %-24s v %-10s offset %8.3f  rest %9.3f  t page/apz/sent %d/%d/%d  %s" % (
                gesture["name"], r["velocity"], r["offset"], truth["frames"][-1][1],
                counts["page"], counts["apz"], counts["sent"], path))
    finally:
        if firefox:
            firefox.close()
        server.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
