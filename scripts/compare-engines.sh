#!/usr/bin/env bash
# Regenerates the figures and tables of docs/compare.md from the committed flick sessions:
#   assets/compare/flick-up.png and flick-down.png (compare --plot) and the tables on stdout.
# Usage: scripts/compare-engines.sh [path/to/handoff]   (default: a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
HANDOFF=${1:-}
if [ -z "$HANDOFF" ]; then
  swift build -c release --product handoff >/dev/null
  HANDOFF=.build/release/handoff
fi
PRESETS=$("$HANDOFF" physics list 2>/dev/null | awk '{print $1}' | paste -sd, - || true)
PRESETS=${PRESETS:-ios,android}

echo "## flick up from the list at rest, each preset with its own handoff policy"
# Presets named alone: each runs under its own default policy.
"$HANDOFF" compare assets/compare/flick-up.jsonl --physics "$PRESETS" --json --plot assets/compare/flick-up.png |
python3 -c '
import json, sys
print("| preset | handoff | estimator | curve | lift v (px/s) | release v (px/s) | travel (px) | duration (ms) | lost (px) | overscroll lead / trail (px) | seams (v_in → v_out px/s) |")
print("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
for line in sys.stdin:
    r = json.loads(line)
    seams = ", ".join("%s→%s %.0f→%.0f" % (s["from"], s["to"], s["v_in"], s["v_out"]) for s in r["seams"]) or "none"
    print("| %s | %s | %s | %s | %.0f | %.0f | %.0f | %.0f | %.1f | %.1f / %.1f | %s |" % (r["physics"], r["handoff"],
          r["estimator"] or "—", r["curve"] or "—", r["lift_v"], r["release_v"], r["travel"], r["duration_ms"],
          r["momentum_lost"], r["overscroll_lead"], r["overscroll_trail"], seams))
'
echo
echo "## flick down with the header collapsed: nested vs latch"
"$HANDOFF" compare assets/compare/flick-down.jsonl --physics ios --handoff nested,latch,inner-first,none \
  --plot assets/compare/flick-down.png
