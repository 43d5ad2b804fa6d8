#!/usr/bin/env bash
# compare under four settings (parallel runs) vs the same four runs one after another, and vs four
# sequential `replay --headless --trace`: wall-clock seconds, interleaved rounds, medians.
# Usage: scripts/bench-compare.sh [handoff] [rounds]   (default .build/release/handoff, 5)
set -euo pipefail
cd "$(dirname "$0")/.."
HANDOFF=${1:-.build/release/handoff}
ROUNDS=${2:-5}
SESSION=$(mktemp --suffix .jsonl)
TRACE=$(mktemp)
trap 'rm -f "$SESSION" "$TRACE"' EXIT
scripts/make-flick-session.py 60 "$SESSION"
SETTINGS=(ios:nested ios:latch android:nested android:latch)
seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null; end=$(date +%s.%N); echo "$end - $start" | bc; }
parallel=(); sequential=(); replays=()
for _ in $(seq "$ROUNDS"); do
  parallel+=("$(seconds "$HANDOFF" compare "$SESSION" --physics ios,android --handoff nested,latch --json)")
  sequential+=("$(seconds bash -c "for s in ${SETTINGS[*]}; do \"$HANDOFF\" compare \"$SESSION\" --physics \${s%%:*} --handoff \${s##*:} --json; done")")
  replays+=("$(seconds bash -c "for s in ${SETTINGS[*]}; do \"$HANDOFF\" replay \"$SESSION\" --headless --trace \"$TRACE\"; done")")
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
p=$(median "${parallel[@]}"); s=$(median "${sequential[@]}"); r=$(median "${replays[@]}")
echo "frames per run: $("$HANDOFF" replay "$SESSION" --headless --summary | python3 -c 'import json,sys; print(json.load(sys.stdin)["frames"])')"
echo "compare, 4 settings, parallel:      median ${p} s  (${parallel[*]})"
echo "compare, same 4 runs sequentially:  median ${s} s  (${sequential[*]})  ratio $(echo "scale=2; $p / $s" | bc)"
echo "4 x replay --headless --trace:      median ${r} s  (${replays[*]})  ratio $(echo "scale=2; $p / $r" | bc)"
echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p'), load $(cut -d' ' -f1-3 /proc/loadavg)"
