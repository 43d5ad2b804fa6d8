#!/usr/bin/env bash
# Frame pacing under Xvfb at 60, 144 and 240 Hz (Xvfb's fake vblank, -fakescreenfps): for each rate,
# start `handoff run --summary`, drive an 8-s drag and 2 s of wheel notches with xdotool, quit, and
# print one row of the summary's figures. Usage:
#   Benchmarks/live/pacing.sh [--size WxH] [HANDOFF_BINARY] [-- extra run arguments]
# --size sets the window (run --size) and makes the Xvfb screen at least that big (default: run's
# own size on a 1920x1080 screen). The drag runs in the window's top-left 1280x800 either way.
# Environment: RATES="60 144 240", DISPLAY_BASE=140 (displays :140.. are used), DRAG_SECONDS=8.
# Needs Xvfb, xdotool and python3. Build first: swift build -c release.
set -euo pipefail
cd "$(dirname "$0")/../.."
SIZE=""
if [ "${1:-}" = "--size" ]; then
  SIZE=${2:?pacing.sh: --size needs WxH}
  [[ "$SIZE" =~ ^[0-9]+x[0-9]+$ ]] || { echo "pacing.sh: --size wants WxH, got $SIZE" >&2; exit 2; }
  shift 2
fi
SCREEN=1920x1080
if [ -n "$SIZE" ]; then
  w=${SIZE%x*} h=${SIZE#*x}
  SCREEN="$(( w > 1920 ? w : 1920 ))x$(( h > 1080 ? h : 1080 ))"
fi
HANDOFF=${1:-.build/release/handoff}
shift || true
[ "${1:-}" = "--" ] && shift
EXTRA=("$@")
[ -n "$SIZE" ] && EXTRA=(--size "$SIZE" "${EXTRA[@]}")
# The profiling overlay is part of what is measured: builds that start with it hidden are asked
# to show it (older builds show it unasked and do not know the flag).
if "$HANDOFF" run --help 2>/dev/null | grep -q -- '--overlay/--no-overlay'; then EXTRA=(--overlay "${EXTRA[@]}"); fi
RATES=${RATES:-"60 144 240"}
BASE=${DISPLAY_BASE:-140}
DRAG_SECONDS=${DRAG_SECONDS:-8}
WORK=$(mktemp -d)
XVFB_PID=""
cleanup() { [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true; rm -rf "$WORK"; }
trap cleanup EXIT

[ -x "$HANDOFF" ] || { echo "pacing.sh: $HANDOFF not found (swift build -c release)" >&2; exit 1; }

# One xdotool process for the whole drag (spawning one per move would load the machine): down at
# the list, then up and down over 500 px in 10-px steps, one step every 4 ms of sleep.
drag_command() {
  local steps=$(( DRAG_SECONDS * 1000 / 5 )) y=700 dir=-10 args=(mousemove 640 700 mousedown 1)
  for ((i = 0; i < steps; i++)); do
    y=$(( y + dir ))
    if (( y <= 150 )); then dir=10; elif (( y >= 700 )); then dir=-10; fi
    args+=(mousemove 640 "$y" sleep 0.004)
  done
  args+=(mouseup 1)
  printf '%s\n' "${args[@]}"
}
mapfile -t DRAG < <(drag_command)

printf '%-5s %-8s %-8s %-7s %-7s %-9s %-9s %-9s %-9s %-9s %-9s %-8s\n' \
  rate hz source frames missed hitch/s int_p50 int_p99 i2p_p50 i2p_p99 core_p99 pacing
n=0
for rate in $RATES; do
  display=":$(( BASE + n ))"; n=$(( n + 1 ))
  Xvfb "$display" -screen 0 "${SCREEN}x24" -fakescreenfps "$rate" -nolisten tcp -noreset >/dev/null 2>&1 &
  XVFB_PID=$!
  for _ in $(seq 50); do xdpyinfo -display "$display" >/dev/null 2>&1 && break; sleep 0.1; done
  DISPLAY=$display "$HANDOFF" run --summary "${EXTRA[@]}" >"$WORK/summary-$rate.json" 2>"$WORK/stderr-$rate.txt" &
  app=$!
  for _ in $(seq 100); do DISPLAY=$display xdotool search --pid "$app" >/dev/null 2>&1 && break; sleep 0.05; done
  # The window measures the display first (about 0.7 s at 60 Hz, seconds on a loaded machine) and
  # reads no input meanwhile: wait until it says it is live, so no input waits for its start-up.
  for _ in $(seq 400); do grep -q "live: " "$WORK/stderr-$rate.txt" 2>/dev/null && break; sleep 0.05; done
  kill -0 "$app" 2>/dev/null || { echo "pacing.sh: handoff exited before it went live at $rate Hz:" >&2; cat "$WORK/stderr-$rate.txt" >&2; exit 1; }
  grep -q "live: " "$WORK/stderr-$rate.txt" || echo "pacing.sh: no 'live:' line from the window at $rate Hz (a build before it?): dragging anyway" >&2
  sleep 0.5   # its first frames (the first after start-up is a whole one)
  DISPLAY=$display xdotool "${DRAG[@]}"
  for _ in $(seq 8); do DISPLAY=$display xdotool mousemove 640 500 click 5; sleep 0.25; done
  sleep 1
  DISPLAY=$display xdotool key q
  wait "$app" || { echo "pacing.sh: handoff exited $? at $rate Hz:" >&2; cat "$WORK/stderr-$rate.txt" >&2; exit 1; }
  kill "$XVFB_PID"; wait "$XVFB_PID" 2>/dev/null || true; XVFB_PID=""
  pacing=$(grep -o '(\(vblank\|timer\) pacing' "$WORK/stderr-$rate.txt" | tr -d '(' | cut -d' ' -f1 || true)
  python3 - "$rate" "$WORK/summary-$rate.json" "${pacing:-?}" <<'PY'
import json, sys
rate, path, pacing = sys.argv[1], sys.argv[2], sys.argv[3]
s = json.load(open(path))
print(f'{rate:<5} {s["hz"]:<8} {s["hz_source"]:<8} {s["frames"]:<7} {s["missed"]:<7} '
      f'{s["hitch_ms_per_s"]:<9} {s["interval_ms"]["p50"]:<9} {s["interval_ms"]["p99"]:<9} '
      f'{s["input_to_present_ms"]["p50"]:<9} {s["input_to_present_ms"]["p99"]:<9} {s["core_ms"]["p99"]:<9} {pacing:<8}')
PY
done
