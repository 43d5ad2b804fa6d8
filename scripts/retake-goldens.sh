#!/bin/sh
# Re-takes every golden the tests compare against, then commits them with the reason given:
#   scripts/retake-goldens.sh "why the pictures or the figures changed on purpose"
# - Tests/HandoffTests/ExperimentTests.swift: hash, frames and final offsets of each committed
#   session under ios and android (from `handoff replay --headless --summary`);
# - Tests/FramePipelineTests/GoldenDigests.swift: the frame loop's reference pixel digests, one per
#   registered scene (a new scene's is added here);
# - Tests/RasterTests/Goldens/*.ppm: glyph and shape pictures (HANDOFF_UPDATE_GOLDENS=1);
# - assets/recordings/golden.tsv: the real recordings' final offsets under every preset
#   (HANDOFF_UPDATE_GOLDEN=1 with RealRecordingTests; a new preset's lines are added here).
# A golden is a promise that nothing changed: re-take them only for a change you meant, look at
# the pictures first (`handoff replay … --screenshot`), and say why — the reason is the commit message.
set -eu
cd "$(dirname "$0")/.."
goldens="Tests/HandoffTests/ExperimentTests.swift Tests/FramePipelineTests/GoldenDigests.swift Tests/RasterTests/Goldens
assets/recordings/golden.tsv"
reason=${1:-}
if [ -z "$reason" ]; then
    echo "usage: scripts/retake-goldens.sh \"why the goldens change\" (the reason goes in the commit)" >&2
    exit 2
fi
if ! git diff --quiet -- $goldens; then
    echo "retake-goldens: the golden files have uncommitted changes; commit or drop them first" >&2
    exit 1
fi
export PATH=/opt/swift/usr/bin:$PATH
swift build --build-tests >/dev/null

# Session goldens: replay each row and write its new figures in place.
python3 - <<'PY'
import json, re, subprocess
path = "Tests/HandoffTests/ExperimentTests.swift"
text = open(path).read()
row = re.compile(r'\("([a-z-]+)", "([a-z]+)", "[0-9a-f]{16}", \d+, [-0-9.e]+, [-0-9.e]+\)')
def fresh(match):
    name, physics = match.group(1), match.group(2)
    out = subprocess.run([".build/debug/handoff", "replay", f"assets/sessions/{name}.jsonl", "--physics", physics,
                          "--handoff", "nested", "--headless", "--summary"], capture_output=True, text=True, check=True)
    summary = json.loads(out.stdout)
    final = summary["final"]
    return f'("{name}", "{physics}", "{summary["hash"]}", {summary["frames"]}, {float(final["outer"])!r}, {float(final["inner"])!r})'
open(path, "w").write(row.sub(fresh, text))
PY

# Pixel digests: the test prints each state's digest where it differs from the golden (or has
# none: a new scene); the dictionary is written again whole, sorted by name.
swift test --skip-build --filter "FrameLoopTests/goldenDigests" 2>&1 | python3 -c '
import re, sys
path = "Tests/FramePipelineTests/GoldenDigests.swift"
text = open(path).read()
values = dict(re.findall(r"\"([a-z0-9-]+)\": 0x([0-9a-f_]+)", text))
for name, value in re.findall(r"([a-z0-9-]+): 0x([0-9a-f]+)", sys.stdin.read()):
    value = value.rjust(16, "0")
    values[name] = "_".join(value[i:i + 4] for i in range(0, 16, 4))
rows = "".join("        \"%s\": 0x%s,\n" % (name, values[name]) for name in sorted(values))
text = re.sub(r"(static let values: \[String: UInt64\] = \[\n)(.*?)(    \])", lambda m: m.group(1) + rows + m.group(3), text, flags=re.S)
open(path, "w").write(text)
'

# Raster pictures: the test rewrites them itself under HANDOFF_UPDATE_GOLDENS=1.
HANDOFF_UPDATE_GOLDENS=1 swift test --skip-build --filter GoldenImageTests >/dev/null 2>&1 || true

# Real recordings: the test writes its table under HANDOFF_UPDATE_GOLDEN=1.
HANDOFF_UPDATE_GOLDEN=1 swift test --skip-build --filter RealRecordingTests/goldenFinalStates >/dev/null

if git diff --quiet -- $goldens; then
    echo "retake-goldens: every golden still holds; nothing to commit"
    exit 0
fi
git diff --stat -- $goldens
git add $goldens
git commit -q -m "Goldens re-taken: $reason" \
    -m "Re-taken with scripts/retake-goldens.sh (replay summaries, frame-loop digests, raster pictures, real recordings)."
echo "retake-goldens: committed; run the tests again to see them pass"
