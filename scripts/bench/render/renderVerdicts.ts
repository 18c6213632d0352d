/** Issue 15: each page renders, with the cache off, at least twice as fast as the build it started from. */
export const RENDER_SPEEDUP_TARGET = 2;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface PageTurns {
  id: string;
  /** Server CPU milliseconds per request, one value per turn. */
  baseline: number[];
  current: number[];
  /** Bytes of one answer of each build. */
  baselineBytes: number;
  currentBytes: number;
}

export interface PageSpeedup {
  id: string;
  baselineMs: number;
  currentMs: number;
  /** How many times cheaper the current render is: baseline CPU ÷ current CPU (medians). */
  speedup: number;
  passed: boolean;
}

export function pageSpeedup(page: PageTurns, target = RENDER_SPEEDUP_TARGET): PageSpeedup {
  const baselineMs = median(page.baseline);
  const currentMs = median(page.current);
  const speedup = baselineMs / currentMs;
  return { id: page.id, baselineMs, currentMs, speedup, passed: speedup >= target };
}

const ms = (value: number) => value.toFixed(2);
const spread = (values: readonly number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

export function renderMarkdown(options: {
  baselineCommit: string;
  currentCommit: string;
  pages: PageTurns[];
  settings: string;
  machine: string;
  target?: number;
}): string {
  const target = options.target ?? RENDER_SPEEDUP_TARGET;
  const rows = options.pages.map((page) => {
    const verdict = pageSpeedup(page, target);
    return `| ${page.id} | ${ms(verdict.baselineMs)} (${spread(page.baseline)}) | ${ms(verdict.currentMs)} (${spread(page.current)}) | ${verdict.speedup.toFixed(2)} | ${page.baselineBytes} → ${page.currentBytes} | ${verdict.passed ? 'PASS' : `FAIL (< ${target}x)`} |`;
  });
  return [
    `## Render with the cache off: \`${options.currentCommit}\` against \`${options.baselineCommit}\``,
    '',
    `Both builds served the same data set at once with \`PAGE_CACHE_SECONDS=0\`, measured in alternating turns (${options.settings}). Server CPU per request (user + system, the server's processes, from \`/proc\`): median over the turns, lowest–highest in brackets. Target: the baseline's CPU ÷ the current CPU at least ${target} (issue 15). ${options.machine}`,
    '',
    '| page | baseline ms | current ms | speedup | bytes | verdict |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}
