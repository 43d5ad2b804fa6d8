"""What APZ did in one run, read from its log and its compositor samples, and the desktop fling
it should have run (for the notes; never for the data).

DesktopFlingPhysics (gfx/layers/apz/src/DesktopFlingPhysics.h, as in mozilla-central at
SAP/project-foxhound 8770be4151c71362077c20f79e239d3f32d7b6bb): at each sample, if |v| <=
apz.fling_stopped_threshold the fling ends without moving; else v *= (1 - apz.fling_friction)
^ dt (float) and the offset grows by v * dt, dt being the time since the previous sample (ms,
px/ms). AsyncPanZoomController::StartAnimation sets the previous sample time to the moment the
fling starts, so the first step runs from there to the first sample.
"""

import math
import re
import struct

FLING = re.compile(r"accepting fling with velocity \(([-\d.e]+),([-\d.e]+)\)")
ACCEL = re.compile(r"Applying fling y-acceleration from ([-\d.e]+) to ([-\d.e]+)")
TRACKER = re.compile(r"\|Y updating velocity to ([-\d.e]+) with touch")
SNAP = re.compile(r"scroll snapping near \(([-\d.e]+),([-\d.e]+)\)")


def f32(value):
    return struct.unpack("f", struct.pack("f", value))[0]


def flings(lines, friction=0.002):
    """Each fling APZ started, in order: {"accepted": px/ms from the velocity tracker,
    "velocity": px/ms it started with (after any acceleration), "accelerated": bool,
    "samples": the tracker's velocity samples of that pan, "offset": APZ's offset when it
    accepted the fling}. The offset comes from the snap search APZ logs right after accepting:
    it looks near offset + v / -ln(1 - friction), DesktopFlingPhysics' whole travel."""
    out, samples, snap_next = [], [], False
    for line in lines:
        if "/apz.axis " in line:
            continue   # the axis' own lines (tracker.py) come between a fling and its snap search
        match = SNAP.search(line)
        if match and snap_next and out:
            out[-1]["offset"] = float(match.group(2)) + out[-1]["accepted"] / math.log(1.0 - friction)
        snap_next = False
        match = TRACKER.search(line)
        if match:
            samples.append(float(match.group(1)))
            continue
        match = FLING.search(line)
        if match:
            v = float(match.group(2))
            out.append({"accepted": v, "velocity": v, "accelerated": False, "samples": samples,
                        "offset": None})
            samples, snap_next = [], True
            continue
        match = ACCEL.search(line)
        if match and out:
            out[-1]["velocity"] = float(match.group(2))
            out[-1]["accelerated"] = True
    return out


def fling_offsets(velocity, start_t, times, friction=0.002, threshold=0.01):
    """DesktopFlingPhysics from `velocity` px/ms with its clock set at start_t: the offset
    gained by each sample time in `times` (until it stops, then constant)."""
    v = f32(velocity)
    decay = f32(1.0 - friction)
    last, x, out, done = start_t, 0.0, [], False
    for t in times:
        dt = t - last
        if not done and dt > 0:
            if abs(v) <= threshold:
                done = True
            else:
                v = f32(v * f32(decay ** f32(dt)))
                x += v * dt
            last = t
        out.append(x)
    return out


def align(sample_times, raf_times):
    """The offset d (ms) with sample time - d = rAF timestamp: APZ samples at the vsync times the
    page's requestAnimationFrame also gets, so the true d makes many times coincide. Returns
    (d, matches, runner-up matches)."""
    buckets = {}
    samples = sorted(sample_times)
    for f in raf_times:
        for s in samples:
            key = round(s - f, 1)
            buckets[key] = buckets.get(key, 0) + 1
    ranked = sorted(buckets.items(), key=lambda kv: -kv[1])
    best = ranked[0][0]
    near = [s - f for f in raf_times for s in samples if abs(s - f - best) <= 0.1]
    near.sort()
    d = near[len(near) // 2]
    runner = next((n for k, n in ranked[1:] if abs(k - best) > 0.25), 0)
    return d, len(near), runner
