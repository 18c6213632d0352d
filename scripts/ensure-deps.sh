#!/bin/sh
# Installs dependencies from the committed lockfile when node_modules is missing or stale.
# `npm ci` fails against this registry (DESIGN §11), so this runs `npm install` and then
# refuses a lockfile that the install changed.
set -e
cd "$(dirname "$0")/.."
if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ] && [ ! package.json -nt node_modules/.package-lock.json ]; then
  exit 0
fi
echo "Installing dependencies..."
cp package-lock.json .package-lock.before
npm install --no-audit --no-fund --loglevel=error
if ! cmp -s package-lock.json .package-lock.before; then
  mv .package-lock.before package-lock.json
  echo "package-lock.json is out of date with package.json: run 'npm install' and commit the lockfile." >&2
  exit 1
fi
rm -f .package-lock.before
touch node_modules/.package-lock.json
