#!/bin/sh
# npm test: type check, lint, unit + integration (vitest, real MySQL), end to end (Playwright, Chromium).
# Prints one closing line "N passed, N failed" summing every test run.
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/vitest-results.json .tmp/playwright-results.json
status=0
step() {
  echo "== $1"
  shift
  "$@" || { echo "!! step failed: $*" >&2; status=1; }
}
sh scripts/ensure-deps.sh || exit 1
sh scripts/ensure-services.sh || exit 1
step "i18n compile" npm run i18n:compile --silent
step "type check" npx astro check --minimumSeverity warning
step "lint" npm run lint --silent
step "format" npx prettier --check . --log-level warn
step "unit + integration" npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
if sh scripts/ensure-test-packages.sh; then
  step "build" npx astro build
  step "end to end" npx playwright test
else
  status=1
fi
node scripts/test-summary.ts || status=1
exit $status
