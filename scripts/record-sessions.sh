#!/usr/bin/env bash
# Records the sessions in assets/sessions/ with the real window under Xvfb, driven by xdotool:
# real X events, real timestamps. Usage: scripts/record-sessions.sh [path/to/handoff]
set -euo pipefail
cd "$(dirname "$0")/.."
HANDOFF=${1:-.build/release/handoff}
OUT=assets/sessions
mkdir -p "$OUT"
DISPLAY_NUMBER=${DISPLAY_NUMBER:-57}
Xvfb ":$DISPLAY_NUMBER" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
trap 'kill $XVFB 2>/dev/null || true' EXIT
export DISPLAY=":$DISPLAY_NUMBER"
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

# drag X Y0 Y1 STEPS PAUSE_BEFORE_RELEASE: press, move in steps ~8 ms apart, release.
drag() {
  local x=$1 y0=$2 y1=$3 steps=$4 hold=${5:-0}
  xdotool mousemove "$x" "$y0" mousedown 1
  for i in $(seq 1 "$steps"); do
    xdotool mousemove "$x" $(( y0 + (y1 - y0) * i / steps ))
    sleep 0.008
  done
  sleep "$hold"
  xdotool mouseup 1
}

record() {
  local name=$1; shift
  "$HANDOFF" run --record "$OUT/$name.jsonl" "$@" 2>/dev/null &
  local pid=$!
  sleep 1.5
  "record_$name"
  sleep 0.3
  xdotool key q
  wait $pid
  echo "recorded $OUT/$name.jsonl ($(wc -l < "$OUT/$name.jsonl") lines)"
}

# A slow drag up across the seam (header collapses, then the list scrolls), held still before release.
record_slow-drag-seam() { drag 640 700 150 60 0.2; sleep 0.5; }
# A fast flick up from the header: the fling collapses the header and carries into the list.
record_fling-seam-down() { drag 640 600 480 4 0; sleep 3; }
# Collapse, scroll the list a little, then flick down: the list returns to its top and the
# fling carries into the header, which bounces at the top.
record_fling-seam-up() { drag 640 700 100 30 0.2; sleep 0.3; drag 640 300 450 4 0; sleep 3; }
# Wheel clicks down (some during the ease, so they accumulate), then up.
record_wheel() {
  xdotool mousemove 640 500
  for _ in 1 2 3 4 5; do xdotool click 5; sleep 0.05; done; sleep 0.6
  for _ in 1 2 3; do xdotool click 5; sleep 0.3; done
  for _ in 1 2 3 4 5 6 7 8 9 10; do xdotool click 4; sleep 0.05; done; sleep 1
}
# Tab switches: tap tabs and use keys, with scrolling in between (the tab-reset rules).
record_tabs() {
  drag 640 700 100 40 0.2; sleep 0.3           # collapse + scroll Posts
  xdotool mousemove 480 24 click 1; sleep 0.4  # tap Media (tab bar pinned at top)
  drag 640 700 400 20 0.2; sleep 0.3
  xdotool key 1; sleep 0.4                     # back to Posts: kept its offset
  drag 640 200 750 40 0.2; sleep 0.8           # down until the header shows: others reset
  xdotool key 2; sleep 0.4
}
# Sections: tap a tab (animated scroll), interrupt one animation with a touch, scroll-spy.
record_sections-tap() {
  xdotool mousemove 800 304 click 1; sleep 0.8
  xdotool key 2; sleep 0.1; drag 640 500 480 3 0.1; sleep 0.5
  drag 640 600 300 30 0.2; sleep 0.5
  xdotool key 4; sleep 0.8
}
# Feed: a slow drag of less than half a cell (snaps back), one over half (goes on), a fast flick.
record_feed-snap() {
  drag 640 600 400 20 0.2; sleep 1
  drag 640 700 350 30 0.2; sleep 1
  drag 640 700 300 5 0; sleep 2.5
  drag 640 300 650 5 0; sleep 2.5
}
# Chat: a short pull (pending, no load), then a long pull past ready and release (loads 30 older).
record_chat-refresh() {
  drag 640 200 500 40 0 ; sleep 0.1   # not enough to reach the top from the bottom: scrolls back
  xdotool mousemove 640 400
  for _ in $(seq 40); do xdotool click 4; sleep 0.03; done; sleep 1   # wheel to the top
  drag 640 200 330 20 0.1; sleep 1    # short pull: pending, released → none
  drag 640 200 560 40 0.1; sleep 1.5  # long pull: ready → loading → 30 older messages inserted
}

record slow-drag-seam
record fling-seam-down
record fling-seam-up
record wheel
record tabs
record sections-tap --scene sections
record feed-snap --scene feed
record chat-refresh --scene chat
