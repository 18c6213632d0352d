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
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (playwright?.stats.skipped ?? 0);
if (!vitest) console.log('vitest report missing');
if (!playwright) console.log('playwright report missing');
console.log(
  skipped > 0
    ? `${passed} passed, ${failed} failed, ${skipped} skipped`
    : `${passed} passed, ${failed} failed`,
);
process.exit(failed > 0 || !vitest || !playwright ? 1 : 0);
