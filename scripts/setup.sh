#!/usr/bin/env bash
# Installs the Debian packages that are missing for a purpose: `build`, `test` (build + test)
# or `ci` (all), or `truth` (only the real engines scripts/truth.sh records), or `latency`
# (truth's engines, the window's test tools and what Benchmarks/latency adds), from
# scripts/debian-packages. Says what it installs and why; uses sudo when not root; retries
# while another apt/dpkg holds the lock. Does nothing when all are there.
# Usage: scripts/setup.sh [build|test|ci|truth|latency]   (default: test)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
purpose="${1:-test}"
case "$purpose" in
  build) wanted="build" ;;
  test) wanted="build test" ;;
  ci) wanted="build test ci" ;;
  truth) wanted="truth" ;;
  latency) wanted="build test truth latency" ;;
  *) echo "usage: $0 [build|test|ci|truth|latency]" >&2; exit 64 ;;
esac

missing=()
reasons=()
while read -r package needed_by why; do
  [[ -z "$package" || "$package" == \#* ]] && continue
  [[ " $wanted " == *" $needed_by "* ]] || continue
  if ! dpkg-query -W -f='${Status}\n' "$package" 2>/dev/null | grep -q '^install ok installed$'; then
    missing+=("$package")
    reasons+=("  $package: $why")
  fi
done < "$here/debian-packages"

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null; then
  echo "setup: these packages are missing and apt-get is not available; install them by hand:" >&2
  printf '%s\n' "${reasons[@]}" >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" != 0 ]; then
  if ! command -v sudo >/dev/null; then
    echo "setup: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  fi
  sudo="sudo"
fi
echo "setup: installing ${#missing[@]} missing Debian package(s) for '$purpose' with ${sudo:-root} apt-get:"
printf '%s\n' "${reasons[@]}"
for attempt in 1 2 3 4 5 6; do
  if $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq \
     && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; then
    echo "setup: installed ${missing[*]}"
    exit 0
  fi
  echo "setup: apt-get failed (attempt $attempt of 6); another apt may hold the dpkg lock: retrying in 10 s" >&2
  sleep 10
done
echo "setup: could not install ${missing[*]}" >&2
exit 1
