import type { LighthouseCategory, LighthouseScores } from './lighthouseRun.ts';
import { totalsOf, type PageWeight } from './pageWeight.ts';

/** Issue 38: JavaScript per page and Lighthouse stay within 10% of the baseline build. */
const ALLOWED_SHARE = 0.1;
const CATEGORIES: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface WeightComparisonRow {
  /** `home (visitor)` or `/ mobile, performance`. */
  label: string;
  baseline: number;
  current: number;
  /** For bytes, current ≤ 110% of the baseline; for scores, current ≥ 90% of it. */
  passed: boolean;
}

const keyOf = (page: PageWeight) => `${page.name} (${page.audience})`;

/** Gzipped JavaScript of each page both builds served, current against baseline. */
export function compareJavaScript(
  baseline: readonly PageWeight[],
  current: readonly PageWeight[],
): WeightComparisonRow[] {
  const baselineByKey = new Map(baseline.map((page) => [keyOf(page), page]));
  return current.flatMap((page) => {
    const before = baselineByKey.get(keyOf(page));
    if (!before) return [];
    const baselineBytes = totalsOf(before.assets).jsGzipBytes;
    const currentBytes = totalsOf(page.assets).jsGzipBytes;
    return [
      {
        label: keyOf(page),
        baseline: baselineBytes,
        current: currentBytes,
        passed: currentBytes <= baselineBytes * (1 + ALLOWED_SHARE),
      },
    ];
  });
}

const runKey = (run: LighthouseScores) => `${new URL(run.url).pathname} ${run.formFactor}`;

/** Each Lighthouse category of each page and form factor both builds were scored on. */
export function compareLighthouse(
  baseline: readonly LighthouseScores[],
  current: readonly LighthouseScores[],
): WeightComparisonRow[] {
  const baselineByKey = new Map(baseline.map((run) => [runKey(run), run]));
  return current.flatMap((run) => {
    const before = baselineByKey.get(runKey(run));
    if (!before) return [];
    return CATEGORIES.map((category) => ({
      label: `${runKey(run)}, ${category}`,
      baseline: before.scores[category],
      current: run.scores[category],
      passed: run.scores[category] >= before.scores[category] * (1 - ALLOWED_SHARE),
    }));
  });
}

export function weightComparisonMarkdown(
  commit: string,
  javaScript: readonly WeightComparisonRow[],
  lighthouse: readonly WeightComparisonRow[],
): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const verdict = (row: WeightComparisonRow) => (row.passed ? 'PASS' : 'FAIL');
  return [
    `### Against ${commit}, both builds served in the same run`,
    '',
    'Gzipped JavaScript per page: the current build at most 110% of the baseline.',
    '',
    `| page | ${commit} KiB | current KiB | current / baseline | verdict |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...javaScript.map(
      (row) =>
        `| ${row.label} | ${kib(row.baseline)} | ${kib(row.current)} | ` +
        `${row.baseline === 0 ? '–' : (row.current / row.baseline).toFixed(2)} | ${verdict(row)} |`,
    ),
    '',
    'Lighthouse: each category of the current build at least 90% of the baseline’s score.',
    '',
    `| page, category | ${commit} | current | verdict |`,
    '| --- | ---: | ---: | --- |',
    ...lighthouse.map((row) => `| ${row.label} | ${row.baseline} | ${row.current} | ${verdict(row)} |`),
  ].join('\n');
}
