#!/usr/bin/env bash
# Writes the scenario pack, assets/scenarios/*.jsonl, with `handoff flick` (docs/scenarios.md says
# what each shows), then rewrites the golden table assets/scenarios/golden.tsv from them (every
# preset × scenario; the CompareTests target checks it against fresh runs).
# Usage: scripts/make-scenarios.sh [handoff]   (default .build/debug/handoff, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
HANDOFF=${1:-.build/debug/handoff}
[ -x "$HANDOFF" ] || swift build --product handoff
OUT=assets/scenarios
mkdir -p "$OUT"
flick() { local name=$1; shift; "$HANDOFF" flick "$@" > "$OUT/$name.jsonl"; }

# A flick started on the profile's header, lifted before the seam (the default flick).
flick header-flick --v 2500
# The finger rests at the end before the lift: estimators that keep old samples read a stale speed.
for ms in 50 100 200; do flick "pause-$ms" --v 2500 --hold "$ms"; done
# A cold flick from rest: the down and four moves, 32 ms in all.
flick cold-flick --duration 32 --distance 80 --input-hz 125
# Three flicks 200 ms apart: boost and accumulation of a fling caught by the next.
flick repeated-flicks --v 2500 --repeat 3 --gap 200
# A touch that stops the momentum: the flick, then a press and lift 300 ms after its lift.
flick touch-stop --v 2500
lift=$(tail -n 1 "$OUT/touch-stop.jsonl" | sed 's/.*"t":\([0-9.e+-]*\),.*/\1/')
awk -v t="$lift" 'BEGIN {
  printf "{\"t\":%.3f,\"type\":\"down\",\"x\":640,\"y\":500,\"button\":1}\n", t + 300
  printf "{\"t\":%.3f,\"type\":\"up\",\"x\":640,\"y\":500,\"button\":1}\n", t + 340
}' >> "$OUT/touch-stop.jsonl"
# A sideways fling of the pager in the slide scene, by touch.
flick pager-fling --scene slide --device touch --at 900,400 --to 500,400 --v 2500
# The header flick at four frame rates.
for hz in 60 120 144 240; do flick "rate-$hz" --v 2500 --hz "$hz"; done

HANDOFF_UPDATE_GOLDEN=1 swift test --filter ScenarioGoldenTests
