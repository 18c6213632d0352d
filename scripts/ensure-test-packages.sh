#!/bin/sh
# What the end-to-end tests need from Debian, installed when missing and apt is available:
# Chromium (Playwright cannot download browsers here) with a CJK font for Chinese text, and nginx
# with the cache-purge module for the spec of a forum on several servers behind a caching proxy.
set -e
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
need=""
[ -x "$CHROMIUM" ] || need="chromium"
if command -v fc-list >/dev/null 2>&1; then
  fc-list | grep -qi "wenquanyi\|wqy" || need="$need fonts-wqy-microhei"
else
  need="$need fonts-wqy-microhei"
fi
[ -x /usr/sbin/nginx ] || need="$need nginx-light"
[ -f /usr/lib/nginx/modules/ngx_http_cache_purge_module.so ] || need="$need libnginx-mod-http-cache-purge"
need="${need# }"
[ -z "$need" ] && exit 0
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing $need for the end-to-end tests..."
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  # Debian starts the packaged nginx on port 80; the tests start their own.
  if [ -x /usr/sbin/nginx ] && [ -f /run/nginx.pid ]; then /usr/sbin/nginx -s quit 2>/dev/null || true; fi
  exit 0
fi
echo "Missing for the end-to-end tests: $need. Install with: sudo apt-get install $need (or set CHROMIUM_PATH)." >&2
exit 1
