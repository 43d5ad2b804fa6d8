#!/usr/bin/env bash
# compare.sh: Handoff's raster phase against the same profile frame drawn by cairo and against
# the hand-written optimum (32-bit row fills), at one frame size.
#
#   Benchmarks/peers/compare.sh [WxH] [--frames N] [--runs R] [--skip-build]
#
# WxH defaults to 1920x1080, N to 600 (after 60 warm-up frames), R to 1 (with R > 1 every
# measurement is repeated R times, interleaved, and the table shows the median of the p50s).
# Builds the peers with gcc -O2 -march=x86-64-v2 and Handoff with `swift build -c release
# --product handoff` (from the repository root), runs everything, writes the raw JSON lines to
# Benchmarks/peers/out/ and prints a table. Needs gcc, pkg-config, cairo's headers
# (libcairo2-dev), swift and python3.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$here/out"

size="1920x1080"
frames=600
runs=1
skip_build=0
while [ $# -gt 0 ]; do
    case "$1" in
        --frames) frames="${2:?--frames needs a number}"; shift 2 ;;
        --runs) runs="${2:?--runs needs a number}"; shift 2 ;;
        --skip-build) skip_build=1; shift ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        [0-9]*x[0-9]*) size="$1"; shift ;;
        *) echo "compare.sh: unknown argument '$1' (usage: compare.sh [WxH] [--frames N] [--runs R] [--skip-build])" >&2; exit 64 ;;
    esac
done
[[ "$size" =~ ^[1-9][0-9]*x[1-9][0-9]*$ ]] || { echo "compare.sh: size must be WxH, got '$size'" >&2; exit 64; }
[[ "$frames" =~ ^[1-9][0-9]*$ ]] || { echo "compare.sh: --frames must be a positive number" >&2; exit 64; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "compare.sh: --runs must be a positive number" >&2; exit 64; }

for tool in gcc pkg-config python3 swift; do
    command -v "$tool" >/dev/null || { echo "compare.sh: '$tool' is not installed" >&2; exit 1; }
done
if ! pkg-config --exists cairo || ! echo '#include <cairo.h>' | gcc -E -x c - $(pkg-config --cflags cairo) >/dev/null 2>&1; then
    echo "compare.sh: cairo's headers are missing (no cairo.pc or cairo.h): install them with" >&2
    echo "            apt-get install -y libcairo2-dev" >&2
    exit 1
fi

mkdir -p "$out"
cflags=(-O2 -march=x86-64-v2 -Wall -Wextra)

echo "== building the peers (gcc ${cflags[*]})" >&2
gcc "${cflags[@]}" "$here/profile_cairo.c" -o "$out/profile_cairo" $(pkg-config --cflags --libs cairo) -lm
gcc "${cflags[@]}" "$here/baseline_memset.c" -o "$out/baseline_memset" -lm

if [ "$skip_build" = 0 ]; then
    echo "== building Handoff (swift build -c release --product handoff)" >&2
    (cd "$root" && swift build -c release --product handoff >&2)
fi
bin="$(cd "$root" && swift build -c release --show-bin-path)/handoff"
[ -x "$bin" ] || { echo "compare.sh: $bin is missing: build it with 'swift build -c release --product handoff'" >&2; exit 1; }

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
results="$out/compare-$size-$stamp.jsonl"
: >"$results"
# Handoff's bench also replays assets/sessions/*.jsonl when run from the repository root; run it
# from out/ so that only the synthetic sweep is measured (its numbers are the top-level phases).
for ((r = 1; r <= runs; r++)); do
    echo "== run $r/$runs at $size, $frames frames" >&2
    for overlay in off on; do
        flag=(); [ "$overlay" = off ] && flag=(--no-overlay)
        # --redraw full: the peers draw the whole frame every time, so Handoff does too.
        (cd "$out" && "$bin" bench --size "$size" --frames "$frames" --redraw full --json "${flag[@]}") |
            python3 -c 'import json,sys; d=json.loads(sys.stdin.read()); d["peer"]="handoff"; d.pop("workloads",None); print(json.dumps(d,separators=(",",":")))' >>"$results"
        "$out/profile_cairo" --size "$size" --frames "$frames" "${flag[@]}" >>"$results"
        "$out/baseline_memset" --size "$size" --frames "$frames" "${flag[@]}" >>"$results"
    done
done
echo "== raw results: $results" >&2

machine="$(nproc) cores, $(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1)"
build="$(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')$(cd "$root" && [ -n "$(git status --porcelain -- Sources Package.swift 2>/dev/null)" ] && echo '+uncommitted changes' || true)"
tools="$(swift --version 2>/dev/null | head -1 | sed 's/ (.*//'); $(gcc --version | head -1); cairo $(pkg-config --modversion cairo)"
python3 - "$results" "$size" "$frames" "$runs" "$machine" "$build" "$tools" <<'EOF'
import json, statistics, sys
path, size, frames, runs, machine, build, tools = sys.argv[1:8]
rows = [json.loads(line) for line in open(path) if line.strip()]

def p50(peer, overlay):
    values = []
    for d in rows:
        if d["peer"] != peer:
            continue
        if peer == "handoff":
            if d.get("overlay") != overlay: continue
            values.append(d["phases"]["raster"]["p50"])
        elif peer == "memcpy-frame":
            values.append(d["p50"])  # independent of the overlay
        else:
            if d.get("overlay") != overlay: continue
            values.append(d["p50"])
    return statistics.median(values) if values else float("nan")

def ratio(a, b):
    return f"{a / b:6.2f}x" if b > 0 else "   n/a"

print(f"profile frame {size}, {frames} frames, p50 ms per frame"
      + (f" (median of {runs} runs)" if int(runs) > 1 else ""))
print("ratio = Handoff raster p50 / peer p50 (above 1: Handoff is slower)")
print(f"machine: {machine}; Handoff {build}, release; {tools}")
print()
print(f"{'overlay':8} {'handoff raster':>14} {'cairo':>9} {'vs cairo':>9} {'memset-fill':>12} {'vs memset':>10} {'memcpy-frame':>13}")
for overlay in (False, True):
    h, c, m, cp = p50("handoff", overlay), p50("cairo", overlay), p50("memset-fill", overlay), p50("memcpy-frame", overlay)
    print(f"{'on' if overlay else 'off':8} {h:14.4f} {c:9.4f} {ratio(h, c):>9} {m:12.4f} {ratio(h, m):>10} {cp:13.4f}")
allocs = [d.get("allocs_per_frame") for d in rows if d["peer"] == "handoff"]
print()
print("handoff allocations per frame:", ", ".join(str(a) for a in allocs))
EOF
