#!/usr/bin/env bash
# Makes the README's screenshots: the last frame of a committed session per scene, replayed
# headlessly (the pictures are deterministic: the same on every machine and build).
#
#   scripts/screenshots.sh [HANDOFF]     HANDOFF defaults to .build/debug/handoff
#
# Writes docs/screenshots/SCENE.png, and profile-overlay.png with the profiling overlay on
# (its figures are measured, so that one picture differs from run to run).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
handoff="${1:-$root/.build/debug/handoff}"
[ -x "$handoff" ] || { echo "screenshots.sh: $handoff is missing: run 'swift build' first" >&2; exit 1; }
out="$root/docs/screenshots"
mkdir -p "$out"

# scene  session
shots=(
  "profile|tabs"
  "sections|sections-tap"
  "feed|feed-snap"
  "chat|chat-refresh"
)
for entry in "${shots[@]}"; do
  IFS='|' read -r scene session <<< "$entry"
  "$handoff" replay "$root/assets/sessions/$session.jsonl" --headless --screenshot "$out/$scene.png" >/dev/null
  echo "wrote $out/$scene.png (from assets/sessions/$session.jsonl)"
done
"$handoff" replay "$root/assets/sessions/fling-seam-down.jsonl" --headless --overlay \
  --screenshot "$out/profile-overlay.png" >/dev/null
echo "wrote $out/profile-overlay.png (from assets/sessions/fling-seam-down.jsonl, overlay on)"
