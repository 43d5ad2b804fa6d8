"""Percentiles of latency samples and Handoff's inside figure held against the outside one."""

import json


def percentile(values, p):
    """The p-quantile (0..1) by linear interpolation between closest ranks; None when empty."""
    if not values:
        return None
    ordered = sorted(values)
    rank = p * (len(ordered) - 1)
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def spread(values):
    """n, p50, p95, p99 (ms, rounded to 0.01)."""
    def r(v):
        return None if v is None else round(v, 2)
    return {"n": len(values), "p50": r(percentile(values, 0.5)), "p95": r(percentile(values, 0.95)),
            "p99": r(percentile(values, 0.99))}


def latencies(samples):
    """The timed inputs' latencies (send to first change), ms, and how many were lost."""
    timed = [s.latency_ms for s in samples if s.latency_ms is not None]
    return timed, len(samples) - len(timed)


def inside_against_outside(samples, log_lines):
    """Handoff's own latency (server time to CompleteNotify ust, `run --latency-log`) for the same
    inputs as the outside samples, matched by server time; per-input differences."""
    presented = {}
    for line in log_lines:
        entry = json.loads(line)
        presented.setdefault(entry["input_ms"], []).append(entry["presented_ms"])
    inside, outside, shown_after_present, stamp_before_send = [], [], [], []
    for sample in samples:
        if sample.shown_ms is None or sample.server_ms is None:
            continue
        times = presented.get(sample.server_ms)
        if not times:
            continue
        present = min(times)
        inside.append(present - sample.server_ms)
        outside.append(sample.shown_ms - sample.sent_ms)
        shown_after_present.append(sample.shown_ms - present)
        stamp_before_send.append(sample.sent_ms - sample.server_ms)
    return {
        "matched": len(inside),
        "inside": spread(inside),
        "outside": spread(outside),
        "p50_outside_minus_inside": None if not inside else round(percentile(outside, 0.5) - percentile(inside, 0.5), 2),
        "per_input_shown_minus_presented": spread(shown_after_present),
        "per_input_sent_minus_server_stamp": spread(stamp_before_send),
    }


def overlay_against_outside(samples, log_lines):
    """What Handoff's profiling overlay showed once the last of `samples` was on screen (its
    input-to-screen p50 and p99 over the latest inputs, logged with that input by `--latency-log`)
    against the outside p50 and p99 of the same samples; None when that input is not in the log."""
    overlay = {}
    for line in log_lines:
        entry = json.loads(line)
        if "overlay_p50_ms" in entry:
            overlay[entry["input_ms"]] = (entry["overlay_p50_ms"], entry["overlay_p99_ms"])
    last = next((s for s in reversed(samples) if s.server_ms in overlay), None)
    timed, _ = latencies(samples)
    if last is None or not timed:
        return None
    p50, p99 = overlay[last.server_ms]
    outside = spread(timed)
    return {"overlay_p50": p50, "overlay_p99": p99, "outside_p50": outside["p50"], "outside_p99": outside["p99"],
            "p50_outside_minus_overlay": round(outside["p50"] - p50, 2)}
