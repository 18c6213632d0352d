#!/bin/sh
# Installs dependencies from the committed lockfile when node_modules is missing or stale.
# `npm ci` cannot work against this registry (decision 026), so this runs `npm install` and then
# refuses a real drift: an installed package resolved to another version or integrity than the
# lockfile says. Other platforms' optional binaries that come and go in the registry's metadata
# are not a drift; the committed lockfile is kept as it is.
set -e
cd "$(dirname "$0")/.."
if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ] && [ ! package.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
echo "Installing dependencies..."
mkdir -p .tmp
committed=.tmp/package-lock.committed.json
cp -p package-lock.json "$committed"
trap 'cp -p "$committed" package-lock.json' EXIT
npm install --no-audit --no-fund --loglevel=error
if ! cmp -s package-lock.json "$committed"; then
  if ! node_modules/.bin/node scripts/lockfileDrift.ts "$committed" package-lock.json node_modules/.package-lock.json; then
    echo "package-lock.json does not match what npm installed (above): run 'npm install' and commit the lockfile." >&2
    exit 1
  fi
  echo "package-lock.json: only other platforms' optional packages differ from the registry's metadata; kept as committed."
fi
touch node_modules/.package-lock.json
