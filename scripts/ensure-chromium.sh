#!/bin/sh
# Makes sure the browser suite has its browser before anything slow runs.
# The suite uses Debian's Chromium at CHROMIUM_PATH (default /usr/bin/chromium, as in
# playwright.config.ts). When it is missing: as root with apt-get, install Debian's package;
# otherwise stop at once with the exact command to run. Exit status 0 = the browser is there.
set -eu

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
PACKAGES="chromium fonts-noto-core"

[ -x "$CHROMIUM" ] && exit 0

if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "ensure-chromium: $CHROMIUM is missing; installing Debian's package: apt-get install -y $PACKAGES" >&2
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
    if [ -x "$CHROMIUM" ]; then
      echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")" >&2
      exit 0
    fi
    echo "ensure-chromium: apt-get finished but $CHROMIUM is still missing. Set CHROMIUM_PATH to a Chromium binary and run again." >&2
    exit 1
  fi
  echo "ensure-chromium: the browser tests need Debian's Chromium at $CHROMIUM. Install it, then run the tests again:" >&2
  echo "  sudo sh -c 'apt-get update && apt-get install -y $PACKAGES'" >&2
  exit 1
fi

echo "ensure-chromium: the browser tests need Chromium at $CHROMIUM, and this system has no apt-get." >&2
echo "  Install Chromium with your system's package manager and run: CHROMIUM_PATH=/path/to/chromium npm test" >&2
exit 1
