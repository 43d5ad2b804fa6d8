#!/usr/bin/env bash
# Import speed and memory: writes a 10-minute two-finger touchpad capture (125 frames a second,
# scroll strokes and lifts, over half a million kernel events, 10 per frame) as evemu-record text and as
# `libinput record --with-libinput` YAML, imports each with `handoff import` ROUNDS times, and
# prints the median wall time and the peak resident memory (the child's ru_maxrss) per format.
# Usage: Benchmarks/import/import.sh [HANDOFF_BINARY]   (build first: swift build -c release)
# Environment: MINUTES=10, ROUNDS=3, KEEP=1 keeps the captures in $TMPDIR.
set -euo pipefail
cd "$(dirname "$0")/../.."
HANDOFF=${1:-.build/release/handoff}
[ -x "$HANDOFF" ] || { echo "import.sh: no $HANDOFF (swift build -c release)" >&2; exit 2; }
exec python3 - "$HANDOFF" "${MINUTES:-10}" "${ROUNDS:-3}" "${KEEP:-0}" <<'PY'
import os, statistics, subprocess, sys, tempfile, time

handoff, minutes, rounds, keep = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
folder = tempfile.mkdtemp(prefix="handoff-import-bench-")

def frames():
    """(microseconds, [(type, code, value)], scroll dy or None) for every frame of the capture."""
    t, y, down, stroke = 1_000_000, 1000, False, 0
    end = t + int(minutes * 60e6)
    while t < end:
        stroke += 1
        # A stroke: two fingers land, move 0.6 s, lift; then 0.2 s with no contact. Each frame carries
        # what a real pad sends: both slots, the single-touch ABS_Y and ABS_PRESSURE, MSC_TIMESTAMP.
        events = [(3, 47, 0), (3, 57, stroke * 2), (3, 53, 2000), (3, 54, y),
                  (3, 47, 1), (3, 57, stroke * 2 + 1), (3, 53, 3000), (3, 54, y), (1, 333, 1)]
        yield t, events, None
        for step in range(75):
            t += 8000
            y += 12 if stroke % 2 else -12
            yield t, [(3, 47, 0), (3, 54, y), (3, 58, 40 + step % 9), (3, 47, 1), (3, 54, y), (3, 58, 41), (3, 1, y), (3, 24, 40 + step % 9), (4, 5, t % 100000)], 12.0
        t += 8000
        yield t, [(3, 47, 0), (3, 57, -1), (3, 47, 1), (3, 57, -1), (1, 333, 0)], 0.0
        t += 200_000

header = {
    "evemu": "# EVEMU 1.3\nN: Bench Touchpad\nI: 0018 06cb 7e7e 0100\nP: 05 00 00 00 00 00 00 00\n"
             "B: 00 0b 00\nA: 2f 0 1 0 0 0\nA: 35 0 6900 0 0 100\nA: 36 0 5000 0 0 100\nA: 18 0 255 0 0 0\nA: 39 0 65535 0 0 0\nA: 3a 0 255 0 0 0\n",
    "libinput-record": "# libinput record\nversion: 1\nndevices: 1\nlibinput:\n  version: \"1.25.0\"\n  git: \"unknown\"\n"
             "system:\n  os: \"bench\"\n  kernel: \"6.12\"\n  dmi: \"dmi:\"\ndevices:\n- node: /dev/input/event7\n  evdev:\n"
             "    # Name: Bench Touchpad\n    name: \"Bench Touchpad\"\n    id: [24, 1739, 32382, 256]\n"
             "    codes:\n      0: [0, 1, 3, 4]\n      1: [272, 325, 330, 333, 334]\n      3: [0, 1, 24, 47, 53, 54, 57, 58]\n      4: [5]\n"
             "    absinfo:\n      0: [0, 6900, 0, 0, 100]\n      1: [0, 5000, 0, 0, 100]\n      47: [0, 1, 0, 0, 0]\n"
             "      24: [0, 255, 0, 0, 0]\n      53: [0, 6900, 0, 0, 100]\n      54: [0, 5000, 0, 0, 100]\n      57: [0, 65535, 0, 0, 0]\n      58: [0, 255, 0, 0, 0]\n"
             "    properties: [0, 2]\n  udev:\n    properties:\n    - ID_INPUT=1\n    - ID_INPUT_TOUCHPAD=1\n  events:\n",
}

def write(kind):
    path = os.path.join(folder, "touchpad." + ("evemu" if kind == "evemu" else "yml"))
    lines = 0
    with open(path, "w") as out:
        out.write(header[kind])
        for t, events, dy in frames():
            s, us = divmod(t - 1_000_000, 1_000_000)
            if kind == "evemu":
                stamp = "%d.%06d" % (t // 1_000_000, t % 1_000_000)
                for type_, code, value in events + [(0, 0, 0)]:
                    out.write("E: %s %04x %04x %d\n" % (stamp, type_, code, value))
            else:
                out.write("  - evdev:\n")
                for type_, code, value in events + [(0, 0, 0)]:
                    out.write("    - [%3d, %6d, %3d, %3d, %6d] # event\n" % (s, us, type_, code, value))
                if dy is not None:
                    out.write("  - libinput:\n    - {time: %d.%06d, type: POINTER_AXIS, axes: [0.00, %.2f], discrete: [0, 0], source: finger}\n" % (s, us, dy))
                    lines += 1
            lines += len(events) + 1
    return path, lines

def run(path):
    start = time.perf_counter()
    child = subprocess.Popen([handoff, "import", path, "-o", os.devnull], stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.stderr.read()
    if status != 0:
        sys.exit("import.sh: handoff import %s failed (status %d)" % (path, status))
    return elapsed, usage.ru_maxrss / 1024

print("| format | capture | event lines | median wall (%d runs) | peak RSS |" % rounds)
print("| --- | ---: | ---: | ---: | ---: |")
for kind in ["evemu", "libinput-record"]:
    path, lines = write(kind)
    runs = [run(path) for _ in range(rounds)]
    print("| %s | %.1f MB | %d | %.2f s | %.0f MB |" % (kind, os.path.getsize(path) / 1e6, lines,
          statistics.median(r[0] for r in runs), max(r[1] for r in runs)))
    if not keep:
        os.remove(path)
if not keep:
    os.rmdir(folder)
else:
    print("captures kept in " + folder)
PY
