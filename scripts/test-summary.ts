// Sums the vitest and Playwright JSON reports into the one closing line CI reads.
import { existsSync, readFileSync } from 'node:fs';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

function read<T>(path: string): T | undefined {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : undefined;
}

const vitest = read<VitestReport>('.tmp/vitest-results.json');
const playwright = read<PlaywrightReport>('.tmp/playwright-results.json');
const passed =
  (vitest?.numPassedTests ?? 0) + (playwright ? playwright.stats.expected + playwright.stats.flaky : 0);
// A run that left no report (a server that did not start, a crashed runner) counts as one failure, so the line never reads "0 failed".
const missingReports = (vitest ? 0 : 1) + (playwright ? 0 : 1);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0) + missingReports;
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0);
if (!vitest) console.log('vitest report missing');
if (!playwright) console.log('playwright report missing');
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 ? 1 : 0);
