#!/usr/bin/env python3
"""Writes the smooth-scroll and touch sessions in assets/sessions.

They are synthetic: Xvfb has no scroll or touch classes and cannot inject XI2 events, and this
machine has no /dev/uinput, so a touchpad or touchscreen cannot be recorded here. The deltas follow
what xf86-input-libinput reports for a two-finger scroll (a report every 7 ms, deltas in pixels,
an ease-in then steady finger, a (0, 0) delta on the lift) and a touchscreen (a report every 8 ms).
Run from the repository root: python3 scripts/make-touch-sessions.py
"""
import json

HEADER = {"handoff": 1, "scene": "profile", "physics": "ios", "size": [1280, 800], "hz": 60}


def line(obj):
    return json.dumps(obj, separators=(",", ":"))


def number(value):
    value = round(value, 3)
    return int(value) if value == int(value) else value


def scroll_gesture(events, start, direction, reports, peak):
    """One two-finger scroll: deltas ease in to `peak` px per report, then the lift."""
    t = start
    for i in range(reports):
        speed = peak * min(1.0, (i + 1) / 6)
        events.append({"t": number(t), "type": "scroll", "x": 640, "y": 560, "dx": 0, "dy": number(direction * speed)})
        t += 7
    events.append({"t": number(t), "type": "scroll", "x": 640, "y": 560, "dx": 0, "dy": 0})
    return t


def touchpad():
    events = []
    # Up the page from the open header: the fling collapses the header and carries into the list.
    scroll_gesture(events, 500, +1, 14, 9)
    # Back down from the list: the list returns to its top, the header opens and bounces.
    scroll_gesture(events, 3500, -1, 20, 14)
    events.append({"t": 7000, "type": "end"})
    return events


def touch():
    events = []
    t = 400.0
    events.append({"t": t, "type": "touch", "phase": "begin", "id": 21, "x": 640, "y": 700})
    for i in range(1, 13):
        t += 8
        events.append({"t": t, "type": "touch", "phase": "move", "id": 21, "x": 640, "y": 700 - 28 * i})
        if i == 4:  # a second finger joins: recorded, otherwise ignored
            events.append({"t": t, "type": "touch", "phase": "begin", "id": 22, "x": 300, "y": 500})
        if i == 9:
            events.append({"t": t, "type": "touch", "phase": "end", "id": 22, "x": 300, "y": 520})
    events.append({"t": t + 8, "type": "touch", "phase": "end", "id": 21, "x": 640, "y": 364})
    # A tap on the "Media" tab once the page rests, then a drag that the system cancels: no fling.
    events.append({"t": 4000, "type": "touch", "phase": "begin", "id": 23, "x": 480, "y": 20})
    events.append({"t": 4060, "type": "touch", "phase": "end", "id": 23, "x": 481, "y": 21})
    t = 4500.0
    events.append({"t": t, "type": "touch", "phase": "begin", "id": 24, "x": 640, "y": 600})
    for i in range(1, 9):
        t += 8
        events.append({"t": t, "type": "touch", "phase": "move", "id": 24, "x": 640, "y": 600 - 25 * i})
    events.append({"t": t + 8, "type": "touch", "phase": "cancel", "id": 24, "x": 640, "y": 400})
    events.append({"t": 6000, "type": "end"})
    return events


for name, events in [("touchpad-fling-seam", touchpad()), ("touch-drag", touch())]:
    with open(f"assets/sessions/{name}.jsonl", "w") as f:
        f.write(line(HEADER) + "\n")
        for event in events:
            f.write(line(event) + "\n")
