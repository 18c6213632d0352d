#!/bin/sh
# End-to-end tests drive Debian's Chromium (Playwright cannot download browsers here).
# Installs it, and a CJK font for Chinese text, when missing and apt is available.
set -e
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
need=""
[ -x "$CHROMIUM" ] || need="chromium"
if command -v fc-list >/dev/null 2>&1; then
  fc-list | grep -qi "wenquanyi\|wqy" || need="$need fonts-wqy-microhei"
else
  need="$need fonts-wqy-microhei"
fi
[ -z "$need" ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing$need for the browser tests..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  exit 0
fi
echo "Missing for browser tests:$need. Install with: sudo apt-get install$need (or set CHROMIUM_PATH)." >&2
exit 1
