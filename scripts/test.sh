#!/usr/bin/env bash
# README's test command: installs what is missing (scripts/setup.sh test), then runs the tests in
# two lanes, one after the other:
#   scripts/test.sh            both lanes (what .ci/run runs)
#   scripts/test.sh --fast     every test that needs no X server, then the truth recorders' own
#                              tests (truth/*/test_*.py: made-up traces and logs, no engine)
#   scripts/test.sh --window   the window lane: the suites marked `.needsXServer` (each starts its
#                              own Xvfb), then the outside latency harness's own test
#                              (Benchmarks/latency/test_latency.py); skipped, saying why, when Xvfb
#                              is not installed
#   --debug                    (before the lane) build and test the debug configuration instead
# Extra arguments go to every `swift test` (e.g. scripts/test.sh --fast --filter SessionsTests).
# Each lane prints its wall-clock time. The tests run an optimized build (release with
# -enable-testing, so @testable imports work): replays and the CLI tests are many times faster
# than in debug; the build takes longer once.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "test: Swift 6.1 or later is needed (https://swift.org/install)" >&2; exit 1; }

lanes="fast window"
config=(-c release -Xswiftc -enable-testing)
if [ "${1:-}" = --debug ]; then config=(); shift; fi
case "${1:-}" in
  --fast) lanes="fast"; shift ;;
  --window) lanes="window"; shift ;;
esac
[ "$lanes" = fast ] && setup=build || setup=test
scripts/setup.sh "$setup"

# The window lane's suites, from the sources: TARGET.SUITE for every suite marked .needsXServer
# (its struct on the @Suite line or the next).
window_suites=$(awk '
  FNR == 1 { split(FILENAME, part, "/"); target = part[2]; marked = 0 }
  /@Suite\(.*\.needsXServer/ { marked = 1 }
  marked && match($0, /struct [A-Za-z0-9_]+/) { print target "." substr($0, RSTART + 7, RLENGTH - 7); marked = 0 }
' $(grep -rl '\.needsXServer' Tests --include '*.swift') | sort -u | paste -sd'|' -)
window_pattern="^($window_suites)/"

swift build "${config[@]}" --build-tests >/dev/null
for lane in $lanes; do
  start=$SECONDS
  if [ "$lane" = fast ]; then
    swift test "${config[@]}" --skip-build --skip "$window_pattern" "$@"
    # The truth recorders' own tests: made-up traces and logs, no engine needed.
    for recorder_test in truth/*/test_*.py; do python3 "$recorder_test"; done
  elif ! command -v Xvfb >/dev/null; then
    echo "test: window lane skipped: Xvfb is not installed (apt-get install xvfb, or scripts/setup.sh test)"
    continue
  else
    swift test "${config[@]}" --skip-build --filter "$window_pattern" "$@"
    # A fake subject that repaints a known delay after each input, measured from outside.
    status=0
    /usr/bin/python3 Benchmarks/latency/test_latency.py || status=$?
    [ "$status" = 0 ] || [ "$status" = 77 ] || exit "$status"
  fi
  echo "test: $lane lane passed in $((SECONDS - start)) s"
done
