import type { LighthouseCategory, LighthouseScores } from './lighthouseRun.ts';
import type { WeightTotals } from './pageWeight.ts';

/** DESIGN §8: anonymous read pages ship at most 75 KB of gzipped JavaScript. */
export const JS_BUDGET_GZIP_BYTES = 75 * 1024;

/** Issue 8: performance 95+, the other three categories 100. */
export const LIGHTHOUSE_TARGETS: Record<LighthouseCategory, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export function jsWithinBudget(totals: WeightTotals): boolean {
  return totals.jsGzipBytes <= JS_BUDGET_GZIP_BYTES;
}

/** The categories of one run that missed their target. */
export function missedLighthouseTargets(run: LighthouseScores): LighthouseCategory[] {
  return (Object.keys(LIGHTHOUSE_TARGETS) as LighthouseCategory[]).filter(
    (category) => run.scores[category] < LIGHTHOUSE_TARGETS[category],
  );
}
