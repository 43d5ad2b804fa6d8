#!/usr/bin/env bash
# Re-records the truth files of a real engine into assets/truth/ENGINE/: installs what that
# engine needs (scripts/setup.sh truth), runs it headless on the truth gestures and writes one
# file per gesture. Extra arguments go to the engine's recorder (gesture names, --help).
# Usage: scripts/truth.sh ENGINE [ARGS...]   (ENGINE: a folder of truth/ with a record.py)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
engine="${1:-}"
if [ -z "$engine" ] || [ ! -f "$root/truth/$engine/record.py" ]; then
  known="$(cd "$root/truth" && ls -d */record.py 2>/dev/null | sed 's,/record.py,,' | tr '\n' ' ')"
  echo "usage: $0 ENGINE [ARGS...]   (engines: ${known% })" >&2
  exit 64
fi
shift
"$here/setup.sh" truth
cd "$root"
# Debian's python3 has the truth packages (python3-websocket ...), not another one on PATH.
export PATH="/usr/bin:$PATH"
case "$engine" in
  chromium) exec python3 truth/chromium/record.py "$@" ;;
  # qtquick: the Qt Quick recorder's line goes here.
esac
