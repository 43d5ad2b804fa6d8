#!/usr/bin/env bash
# Re-records the truth files of a real engine under assets/truth/ENGINE/: installs what it needs
# (scripts/setup.sh truth), then runs that engine's recorder under truth/ENGINE/.
# Usage: scripts/truth.sh ENGINE [recorder arguments...]   ENGINE: chromium, qtquick, firefox, gtk, android
# chromium and firefox also record the nested-scroller files (nested-*.json) after the others;
# `--nested` records only those (docs/truth.md, "Nested scrollers").
# For qtquick and gtk, no arguments re-records every file (`--all`): the single-scroller gestures,
# the nested ones (`--nested`) and, for qtquick, the FrameAnimation ones (`--frameanimation`);
# `--all --out DIR` puts them all in DIR. With other arguments, one recorder run as asked
# (truth/ENGINE/README.md).
# android runs AOSP's OverScroller.java as code under a JDK (truth/android/README.md).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
engine="${1:-}"
[ $# -gt 0 ] && shift
# Debian's python3 has the truth packages (python3-websocket, python3-xlib); a python3 earlier
# on PATH may lack them.
py=/usr/bin/python3
case "$engine" in
  chromium)
    "$here/setup.sh" truth
    exec "$py" "$root/truth/chromium/record.py" "$@" ;;
  qtquick)
    "$here/setup.sh" truth
    [ $# -eq 0 ] && set -- --all
    exec "$py" "$root/truth/qtquick/record.py" "$@" ;;
  firefox) "$here/setup.sh" truth; exec "$py" "$root/truth/firefox/record.py" "$@" ;;
  gtk)
    "$here/setup.sh" truth
    [ $# -eq 0 ] && set -- --all
    exec "$py" "$root/truth/gtk/record.py" "$@" ;;
  android) "$here/setup.sh" truth; exec "$py" "$root/truth/android/record.py" "$@" ;;
  *)
    echo "usage: $0 ENGINE [args...]   (ENGINE: chromium, qtquick, firefox, gtk, android)" >&2
    exit 64 ;;
esac
