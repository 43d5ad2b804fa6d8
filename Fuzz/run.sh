#!/usr/bin/env bash
# Fuzzes SessionReader (and the JSON line parser, writer and replay schedule behind it),
# preset files (PresetDocument), or the capture readers of `handoff import` (evemu-record text,
# libinput record YAML), with libFuzzer + AddressSanitizer. Not part of `swift build`: the
# target is compiled here, together with the module's sources, into one executable.
#
# Usage: Fuzz/run.sh [seconds] [session|preset|evemu|libinput]       (default 60 session)
# Env:   FUZZ_OUT   working directory (default /tmp/handoff-TARGET-fuzz): the binary,
#                   the growing corpus, and crash-* / timeout-* reproducers land there.
#        FUZZ_OPT   optimization flag (default -Onone: keeps the standard library's
#                   debug bounds checks on unsafe buffers, which ASan cannot see inside
#                   the reader's own buffer).
# Reproduce a crash: $FUZZ_OUT/fz $FUZZ_OUT/crash-<hash>
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
seconds="${1:-60}"
target="${2:-session}"
case "$target" in
  session) source="SessionReaderFuzz.swift"; dict="session.dict"; seeds="seeds"; default_out=/tmp/handoff-sessions-fuzz ;;
  preset) source="PresetDocumentFuzz.swift"; dict="preset.dict"; seeds="seeds-preset"; default_out=/tmp/handoff-presets-fuzz ;;
  evemu) source="CaptureReaderFuzz.swift"; dict="evemu.dict"; seeds="seeds-evemu"; default_out=/tmp/handoff-evemu-fuzz ;;
  libinput) source="CaptureReaderFuzz.swift"; dict="libinput.dict"; seeds="seeds-libinput"; default_out=/tmp/handoff-libinput-fuzz ;;
  *) echo "run.sh: unknown target '$target' (session, preset, evemu or libinput)" >&2; exit 64 ;;
esac
out="${FUZZ_OUT:-$default_out}"
opt="${FUZZ_OPT:--Onone}"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"

mkdir -p "$out/corpus" "$out/modules"
# Sessions imports Scenes, ScrollEngine, HostInterface and Output, and Scenes imports Raster and
# Pixels: build those as plain optimized modules first; only the reader is instrumented.
modules="$out/modules"
# Raster imports CGlyphAtlas (the glyph atlas as a C array): a module map and a static library.
mkdir -p "$modules/CGlyphAtlas"
printf 'module CGlyphAtlas {\n  header "%s"\n  export *\n}\n' "$root/Sources/CGlyphAtlas/include/GlyphAtlas.h" \
    > "$modules/CGlyphAtlas/module.modulemap"
"${CC:-cc}" -O2 -c "$root/Sources/CGlyphAtlas/GlyphAtlasData.c" -I "$root/Sources/CGlyphAtlas/include" \
    -o "$modules/GlyphAtlasData.o"
ar rcs "$modules/libCGlyphAtlas.a" "$modules/GlyphAtlasData.o"
module() {  # name, sources…
  local name="$1"; shift
  "$swiftc" -O -wmo -parse-as-library -module-name "$name" -emit-library -static \
      -emit-module -emit-module-path "$modules/$name.swiftmodule" -I "$modules" -I "$modules/CGlyphAtlas" -I "$root/Sources/CZlib" \
      "$@" -o "$modules/lib$name.a"
}
module HostInterface $(find "$root/Sources/HostInterface" -name "*.swift" | sort)
module ScrollEngine $(find "$root/Sources/ScrollEngine" -name "*.swift" | sort)
module Output $(find "$root/Sources/Output" -name "*.swift" | sort)
module Pixels $(find "$root/Sources/Pixels" -name "*.swift" | sort)
module Raster $(find "$root/Sources/Raster" -name "*.swift" | sort)
module Scenes $(find "$root/Sources/Scenes" -name "*.swift" | sort)
libraries=(-lScenes -lRaster -lPixels -lCGlyphAtlas -lScrollEngine -lHostInterface -lOutput -lz)
case "$target" in
  session|preset) instrumented=$(find "$root/Sources/Sessions" -name "*.swift" | sort); flags=() ;;
  *)
    # The capture readers: Sessions and Yams (with its C part, libyaml) as plain modules, Import
    # instrumented. Yams comes from SwiftPM's checkout (`swift package resolve`).
    yams="${YAMS_DIR:-$root/.build/checkouts/Yams}"
    [ -d "$yams/Sources/Yams" ] || (cd "$root" && swift package resolve)
    for c in "$yams"/Sources/CYaml/src/*.c; do
      "${CC:-cc}" -O2 -DYAML_DECLARE_STATIC -c "$c" -I "$yams/Sources/CYaml/include" -o "$modules/cyaml-$(basename "$c" .c).o"
    done
    ar rcs "$modules/libCYaml.a" "$modules"/cyaml-*.o
    module Sessions $(find "$root/Sources/Sessions" -name "*.swift" | sort)
    module Yams -D SWIFT_PACKAGE -I "$yams/Sources/CYaml/include" -Xcc -DYAML_DECLARE_STATIC $(find "$yams/Sources/Yams" -name "*.swift" | sort)
    libraries=(-lSessions -lYams -lCYaml "${libraries[@]}")
    instrumented=$(find "$root/Sources/Import" -name "*.swift" | sort)
    flags=(-I "$yams/Sources/CYaml/include" -Xcc -DYAML_DECLARE_STATIC)
    [ "$target" = libinput ] && flags+=(-D LIBINPUT)
    ;;
esac
"$swiftc" -sanitize=fuzzer,address -parse-as-library "$opt" -module-name "${target^}Fuzz" \
    -I "$modules" -I "$modules/CGlyphAtlas" -I "$root/Sources/CZlib" "${flags[@]}" -L "$modules" "${libraries[@]}" \
    -o "$out/fz" "$here/$source" $instrumented 2>&1 \
    | grep -v "Cannot export local symbol" || true
test -x "$out/fz"

cd "$out"  # libFuzzer writes crash reproducers into the current directory
exec "$out/fz" -max_total_time="$seconds" -max_len=4096 -dict="$here/$dict" \
    -print_final_stats=1 "$out/corpus" "$here/$seeds"
