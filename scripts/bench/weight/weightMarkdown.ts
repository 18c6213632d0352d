import { totalsOf, type PageWeight } from './pageWeight.ts';
import type { LighthouseScores } from './lighthouseRun.ts';
import { JS_BUDGET_GZIP_BYTES, jsWithinBudget, missedLighthouseTargets } from './weightVerdicts.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

export function weightMarkdown(
  preset: string,
  pages: readonly PageWeight[],
  runs: readonly LighthouseScores[],
): string {
  const lines = [
    `## Page weight (${preset} data set, Chromium)`,
    '',
    `Sizes in KiB: raw / gzip -9. JavaScript budget per page, gzipped: ${kib(JS_BUDGET_GZIP_BYTES.visitor)} KiB for a ` +
      `visitor before any interaction, ${kib(JS_BUDGET_GZIP_BYTES.member)} KiB for a member with every island hydrated.`,
    '',
    '| page | reader | status | HTML | JS (files) | CSS (files) | JS budget |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const page of pages) {
    const totals = totalsOf(page.assets);
    lines.push(
      `| ${page.name} \`${page.path}\` | ${page.audience} | ${page.status} | ${kib(totals.htmlBytes)} / ${kib(totals.htmlGzipBytes)} | ` +
        `${kib(totals.jsBytes)} / ${kib(totals.jsGzipBytes)} (${totals.jsFiles}) | ` +
        `${kib(totals.cssBytes)} / ${kib(totals.cssGzipBytes)} (${totals.cssFiles}) | ` +
        `${jsWithinBudget(totals, page.audience) ? 'PASS' : 'FAIL'} |`,
    );
  }
  lines.push(
    '',
    '## Lighthouse',
    '',
    'Targets: performance 95+, accessibility, best practices and SEO 100.',
    '',
    '| page | form factor | performance | accessibility | best practices | SEO | verdict |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const run of runs) {
    const missed = missedLighthouseTargets(run);
    lines.push(
      `| \`${new URL(run.url).pathname}\` | ${run.formFactor} | ${run.scores.performance} | ${run.scores.accessibility} | ` +
        `${run.scores['best-practices']} | ${run.scores.seo} | ${missed.length === 0 ? 'PASS' : `FAIL (${missed.join(', ')})`} |`,
    );
  }
  const failing = runs.flatMap((run) =>
    run.failing.map(
      (audit) =>
        `- \`${new URL(run.url).pathname}\` ${run.formFactor}, ${audit.category}: ${audit.id} — ${audit.title}`,
    ),
  );
  if (failing.length > 0) lines.push('', 'Audits below full score:', '', ...new Set(failing));
  const errors = runs
    .filter((run) => run.runtimeError !== undefined)
    .map((run) => `- \`${new URL(run.url).pathname}\` ${run.formFactor}: ${run.runtimeError}`);
  if (errors.length > 0) lines.push('', 'Lighthouse could not score:', '', ...errors);
  return lines.join('\n');
}
