#!/bin/sh
# The built-in database (decision 067) needs `mariadbd` and `mariadb-install-db`, and backups and
# `npm run db:move-out` need `mariadb-dump` and `mariadb`. As root with apt this installs what is
# missing (the server's core package starts no system service); otherwise it prints in one line
# what to install and exits 1.
set -u
PATH="$PATH:/usr/sbin:/usr/local/sbin"
have() { command -v "$1" >/dev/null 2>&1; }
missing=""
have mariadbd && have mariadb-install-db || missing="mariadb-server-core"
have mariadb-dump && have mariadb || missing="$missing mariadb-client"
missing="${missing# }"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && have apt-get; then
  echo "Installing $missing for the built-in database..."
  apt-get update -qq >/dev/null &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null &&
    exit 0
  echo "Installing $missing with apt-get failed; install it by hand: apt-get install $missing" >&2
  exit 1
fi
echo "The built-in database needs MariaDB's programs: install them with: sudo apt-get install $missing" >&2
exit 1
