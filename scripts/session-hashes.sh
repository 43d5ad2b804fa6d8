#!/bin/sh
# Prints, for every committed session, the sequence hash and final state of a headless replay
# and a digest of its whole trace; with --variants also under other presets, bounce sides and tab
# memories. A refactor that must not change behaviour diffs this output before and after.
# Usage: scripts/session-hashes.sh [--variants] [path-to-handoff]   (default: the debug build)
set -eu
cd "$(dirname "$0")/.."
variants=""
if [ "${1:-}" = "--variants" ]; then
    variants="--physics=android --physics=firefox --bounce=child --tabs=keep --handoff=latch"
    shift
fi
handoff=${1:-.build/debug/handoff}
for session in assets/sessions/*.jsonl assets/compare/*.jsonl; do
    for setting in "" $variants; do
        summary=$("$handoff" replay "$session" --headless --summary $setting 2>&1) || true
        hash=$(printf '%s' "$summary" | sed -n 's/.*"hash":"\([0-9a-f]*\)".*/\1/p')
        final=$(printf '%s' "$summary" | sed -n 's/.*"final":\({[^}]*\(}[^}]*\)*}\),"frames".*/\1/p')
        trace=$("$handoff" replay "$session" --headless --trace - $setting 2>&1 | md5sum | cut -c1-16)
        printf '%s %s hash=%s trace=%s final=%s\n' "$session" "${setting:-header}" "${hash:-NONE}" "$trace" "${final:-$summary}"
    done
done
