#!/bin/sh
# Builds the X11Host sources plus main.swift into one optimized binary, outside SwiftPM so the
# demo needs no Package.swift entry. Usage: scripts/x11-smoke/build.sh [out]  (then run with DISPLAY set)
# X11Host takes its clock from Playground: that one file is built first as a small `Playground`
# module (the demo needs nothing else of it).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/tmp/x11-smoke}
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT
swiftc -O -wmo -swift-version 6 -parse-as-library -module-name Playground -emit-library -static \
    -emit-module -emit-module-path "$modules/Playground.swiftmodule" \
    "$root/Sources/Playground/MonotonicClock.swift" -o "$modules/libPlayground.a"
swiftc -O -wmo -swift-version 6 -module-name X11Smoke -I "$root/Sources/CXlib" -I "$modules" -L "$modules" -lPlayground \
    "$root"/Sources/X11Host/*.swift "$here/main.swift" -o "$out"
echo "$out"
