#!/bin/sh
# npm start: install dependencies and build on first run (or when sources changed), then serve.
set -e
cd "$(dirname "$0")/.."
sh scripts/ensure-deps.sh
if [ ! -f dist/server/entry.mjs ] || [ -n "$(find src messages public db project.inlang astro.config.ts package-lock.json -newer dist/server/entry.mjs -print -quit 2>/dev/null)" ]; then
  echo "Building Plaza..."
  npm run build --silent
fi
exec npm run serve --silent
