#!/bin/sh
# The tests need MariaDB (or MySQL) at 127.0.0.1:3306 and Redis at 127.0.0.1:6379, and the system specs
# start private servers with `mariadb-install-db`, `mariadbd` and `redis-server`. As root with apt, this
# installs what is missing and starts what is down; otherwise it says exactly what to do.
set -u
missing=""
command -v mysqladmin >/dev/null 2>&1 && command -v mariadb-install-db >/dev/null 2>&1 && [ -x /usr/sbin/mariadbd ] || missing="mariadb-server mariadb-client"
command -v redis-server >/dev/null 2>&1 && command -v redis-cli >/dev/null 2>&1 || missing="$missing redis-server"
can_admin() { [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; }
missing="${missing# }"
if [ -n "$missing" ]; then
  if can_admin; then
    echo "Installing $missing for the tests..."
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null || exit 1
  else
    echo "Missing for the tests: $missing. Install with: sudo apt-get install $missing" >&2
    exit 1
  fi
fi

wait_for() {
  for _ in $(seq 1 30); do "$@" >/dev/null 2>&1 && return 0; sleep 1; done
  return 1
}
mariadb_up() { mysqladmin --host=127.0.0.1 --port=3306 --user=root ping; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

if [ -z "${TEST_MYSQL_URL:-}" ] && ! mariadb_up >/dev/null 2>&1; then
  if can_admin; then
    echo "Starting MariaDB..."
    mkdir -p /run/mysqld && chown mysql:mysql /run/mysqld 2>/dev/null
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
    wait_for mariadb_up || { echo "MariaDB did not start on 127.0.0.1:3306" >&2; exit 1; }
  else
    echo "MariaDB is not reachable at 127.0.0.1:3306 as root: start it, or set TEST_MYSQL_URL." >&2
    exit 1
  fi
fi

if [ -z "${TEST_REDIS_URL:-}" ] && ! redis_up; then
  if can_admin; then
    echo "Starting Redis..."
    mkdir -p /var/lib/redis /var/log/redis
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/plaza-tests.log
    wait_for redis_up || { echo "Redis did not start on 127.0.0.1:6379" >&2; exit 1; }
  else
    echo "Redis is not reachable at 127.0.0.1:6379: start it (redis-server), or set TEST_REDIS_URL." >&2
    exit 1
  fi
fi
exit 0
