#!/bin/sh
# Builds the X11Host sources plus main.swift into one optimized binary, outside SwiftPM so the
# demo needs no Package.swift entry. Usage: scripts/x11-smoke/build.sh [out]  (then run with DISPLAY set)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/tmp/x11-smoke}
swiftc -O -wmo -swift-version 6 -module-name X11Smoke -I "$root/Sources/CXlib" \
    "$root"/Sources/X11Host/*.swift "$here/main.swift" -o "$out"
echo "$out"
