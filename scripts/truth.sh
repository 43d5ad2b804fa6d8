#!/usr/bin/env bash
# Re-records the truth files of a real engine under assets/truth/ENGINE/: installs what it needs
# (scripts/setup.sh truth), then runs that engine's recorder under truth/ENGINE/.
# Usage: scripts/truth.sh ENGINE [recorder arguments...]   ENGINE: chromium, qtquick, firefox, gtk, android
# chromium and firefox also record the nested-scroller files (nested-*.json) after the others;
# `--nested` records only those (docs/truth.md, "Nested scrollers").
# (android runs AOSP's OverScroller.java as code under a JDK: truth/android/README.md)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
engine="${1:-}"
[ $# -gt 0 ] && shift
# Debian's python3 has the truth packages (python3-websocket, python3-xlib); a python3 earlier
# on PATH may lack them.
case "$engine" in
  chromium)
    "$here/setup.sh" truth
    exec /usr/bin/python3 "$root/truth/chromium/record.py" "$@" ;;
  qtquick)
    "$here/setup.sh" truth
    exec /usr/bin/python3 "$root/truth/qtquick/record.py" "$@" ;;
  firefox) "$here/setup.sh" truth; exec /usr/bin/python3 "$root/truth/firefox/record.py" "$@" ;;
  gtk) "$here/setup.sh" truth; exec /usr/bin/python3 "$root/truth/gtk/record.py" "$@" ;;
  android) "$here/setup.sh" truth; exec /usr/bin/python3 "$root/truth/android/record.py" "$@" ;;
  *)
    echo "usage: $0 ENGINE [args...]   (ENGINE: chromium, qtquick, firefox, gtk, android)" >&2
    exit 64 ;;
esac
