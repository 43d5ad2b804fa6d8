#!/bin/sh
# Builds the X11Host sources plus main.swift into one optimized binary, outside SwiftPM so the
# demo needs no Package.swift entry. Usage: scripts/x11-smoke/build.sh [out]  (then run with DISPLAY set)
# X11Host imports HostInterface (events, clock) and Pixels (rectangles, moves, fills): each is
# built first as a small static module; the pacer demo compiles Live's FramePacer in.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/tmp/x11-smoke}
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT
for module in HostInterface Pixels; do
    swiftc -O -wmo -swift-version 6 -parse-as-library -module-name "$module" -emit-library -static \
        -emit-module -emit-module-path "$modules/$module.swiftmodule" \
        "$root/Sources/$module"/*.swift -o "$modules/lib$module.a"
done
swiftc -O -wmo -swift-version 6 -module-name X11Smoke -I "$root/Sources/CXlib" -I "$modules" -L "$modules" \
    -lHostInterface -lPixels "$root"/Sources/X11Host/*.swift "$root/Sources/Live/FramePacer.swift" "$here/main.swift" -o "$out"
echo "$out"
