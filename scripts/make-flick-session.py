#!/usr/bin/env python3
"""Writes a synthetic profile-scene session of SECONDS seconds: flicks up and down the list,
one every 1.5 s (8 moves of 24 px, 8 ms apart: 3000 px/s), for compare benchmarks.
Usage: scripts/make-flick-session.py SECONDS OUT.jsonl"""
import json, sys

seconds, out = float(sys.argv[1]), sys.argv[2]
with open(out, "w") as f:
    f.write('{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}\n')
    def event(**fields):
        f.write(json.dumps(fields, separators=(",", ":")) + "\n")
    t, direction = 100.0, -1
    while t + 1500 < seconds * 1000:
        y0 = 700 if direction < 0 else 400
        event(t=t, type="down", x=640, y=y0, button=1)
        for i in range(1, 9):
            event(t=t + 8 * i, type="move", x=640, y=y0 + direction * 24 * i)
        event(t=t + 72, type="up", x=640, y=y0 + direction * 192, button=1)
        t += 1500
        direction = -direction
    event(t=seconds * 1000, type="end")
