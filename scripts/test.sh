#!/usr/bin/env bash
# README's test command: installs what is missing (scripts/setup.sh test), then runs every test.
# Extra arguments go to `swift test` (e.g. scripts/test.sh --filter SessionsTests).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
[ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
command -v swift >/dev/null || { echo "test: Swift 6.1 or later is needed (https://swift.org/install)" >&2; exit 1; }
scripts/setup.sh test
swift test "$@"
