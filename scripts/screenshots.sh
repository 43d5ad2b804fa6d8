#!/usr/bin/env bash
# Makes the pictures of README and docs/scenes.md with the release build: the last frame of a committed session,
# replayed headless. The raster is deterministic, so every picture is the same on every machine
# and build, and ScreenshotTests (Tests/FramePipelineTests) fails when a committed one is stale;
# only the profiling overlays' figures are measured times (the test leaves their panels out).
#
#   scripts/screenshots.sh [HANDOFF]     HANDOFF defaults to the release build (built if missing)
#
# Writes docs/screenshots/*.png.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ $# -ge 1 ]; then
  handoff="$1"
else
  (cd "$root" && swift build -c release --product handoff >&2)
  handoff="$(cd "$root" && swift build -c release --show-bin-path)/handoff"
fi
[ -x "$handoff" ] || { echo "screenshots.sh: $handoff is missing" >&2; exit 1; }
out="$root/docs/screenshots"
mkdir -p "$out"

shoot() { # NAME SESSION [replay options…]
  local name="$1" session="$2"
  shift 2
  "$handoff" replay "$root/$session" --headless --screenshot "$out/$name.png" "$@" >/dev/null
  echo "wrote docs/screenshots/$name.png (from $session${*:+ $*})"
}

shoot profile assets/sessions/tabs.jsonl
shoot sections assets/sessions/sections-tap.jsonl
shoot feed assets/sessions/feed-snap.jsonl
shoot chat assets/sessions/chat-refresh.jsonl
shoot profile-overlay assets/sessions/fling-seam-down.jsonl --overlay
shoot profile-scale2 assets/sessions/tabs.jsonl --scale 2
# The session presses i and p, then flicks up on the left pane's list.
shoot compare-panes assets/screenshots/compare-panes.jsonl --compare ios:nested,chromium:latch
