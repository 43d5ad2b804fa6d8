#!/usr/bin/env bash
# README's run command: installs what is missing (scripts/setup.sh build), builds the release
# binary, and opens the window. Arguments go to `handoff` (e.g. scripts/run.sh --scene feed,
# scripts/run.sh replay assets/sessions/wheel.jsonl).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "run: Swift 6.1 or later is needed (https://swift.org/install)" >&2; exit 1; }
scripts/setup.sh build
swift build -c release --product handoff >&2
exec "$root/.build/release/handoff" "$@"
