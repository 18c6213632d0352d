import type { LighthouseCategory, LighthouseScores } from './lighthouseRun.ts';
import type { WeightTotals } from './pageWeight.ts';

/** Who loaded the page: a visitor before any interaction, or a member once every island is hydrated. */
export type WeightAudience = 'visitor' | 'member';

/** Issue 15: a visitor's page before any interaction at most 30 KB of gzipped JavaScript; a member's, every island hydrated and React included, 110 KB. */
export const JS_BUDGET_GZIP_BYTES: Record<WeightAudience, number> = {
  visitor: 30 * 1024,
  member: 110 * 1024,
};

/** Issue 8: performance 95+, the other three categories 100. */
const LIGHTHOUSE_TARGETS: Record<LighthouseCategory, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export function jsWithinBudget(totals: WeightTotals, audience: WeightAudience): boolean {
  return totals.jsGzipBytes <= JS_BUDGET_GZIP_BYTES[audience];
}

/** The categories of one run that missed their target. */
export function missedLighthouseTargets(run: LighthouseScores): LighthouseCategory[] {
  return (Object.keys(LIGHTHOUSE_TARGETS) as LighthouseCategory[]).filter(
    (category) => run.scores[category] < LIGHTHOUSE_TARGETS[category],
  );
}
