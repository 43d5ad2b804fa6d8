#!/usr/bin/env bash
# Live pacing of several builds run by turns, so the VM's changes of speed by the hour fall on all
# of them alike: ROUNDS times, each build's pacing.sh in turn (one build, then the next), then per
# rate and build the input→present p99 (median and range over the runs), how many runs were within
# one refresh + 3 ms, the frames missed, and the core p99. Usage:
#   Benchmarks/live/by-turns.sh [--size WxH] LABEL=BINARY [LABEL=BINARY ...]
# Environment: ROUNDS=4, RATES="60 144 240" (passed to pacing.sh), RAW=FILE keeps every row.
# Example (4K, the committed build against an older one):
#   ROUNDS=8 RATES="60 144" Benchmarks/live/by-turns.sh --size 3840x2160 new=.build/release/handoff old=/tmp/handoff-old
set -euo pipefail
cd "$(dirname "$0")/../.."
SIZE=()
if [ "${1:-}" = "--size" ]; then
  SIZE=(--size "${2:?by-turns.sh: --size needs WxH}")
  shift 2
fi
[ $# -ge 1 ] || { echo "by-turns.sh: give at least one LABEL=BINARY" >&2; exit 2; }
for build in "$@"; do
  [[ "$build" == *=* ]] || { echo "by-turns.sh: '$build' is not LABEL=BINARY" >&2; exit 2; }
  [ -x "${build#*=}" ] || { echo "by-turns.sh: ${build#*=} not found or not executable" >&2; exit 1; }
done
ROUNDS=${ROUNDS:-4}
RAW=${RAW:-$(mktemp)}
: > "$RAW"
for round in $(seq "$ROUNDS"); do
  for build in "$@"; do
    label=${build%%=*} binary=${build#*=}
    Benchmarks/live/pacing.sh "${SIZE[@]}" "$binary" | tail -n +2 | sed "s/^/$label $round /" | tee -a "$RAW"
  done
done
echo
python3 - "$RAW" "$@" <<'PY'
import statistics, sys
raw, builds = sys.argv[1], [b.split('=', 1)[0] for b in sys.argv[2:]]
runs = {}
for line in open(raw):
    f = line.split()
    if len(f) < 13: continue
    label, rate, hz, missed, i2p99, core99 = f[0], int(f[2]), float(f[3]), int(f[6]), float(f[11]), float(f[12])
    runs.setdefault((rate, label), []).append((hz, missed, i2p99, core99))
print(f'{"rate":<5} {"build":<12} {"runs":<5} {"p99 median":<11} {"p99 range":<14} {"within":<8} {"missed (per run)":<20} {"core p99 median":<8}')
for rate in sorted({r for r, _ in runs}):
    for label in builds:
        rows = runs.get((rate, label), [])
        if not rows: continue
        line = [1000 / hz + 3 for hz, _, _, _ in rows]  # one refresh at the measured rate, + 3 ms
        p99 = [r[2] for r in rows]
        within = sum(1 for p, l in zip(p99, line) if p <= l)
        missed = ' '.join(str(r[1]) for r in rows)
        print(f'{rate:<5} {label:<12} {len(rows):<5} {statistics.median(p99):<11.2f} '
              f'{min(p99):.2f}–{max(p99):<9.2f} {within}/{len(rows):<6} {missed:<20} {statistics.median(r[3] for r in rows):.2f}')
PY
