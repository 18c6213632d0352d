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

export interface PageRatio {
  id: string;
  baselineMs: number;
  currentMs: number;
  /** Baseline CPU ÷ current CPU (medians): above 1 the current render is cheaper. */
  ratio: number;
}

/**
 * The uncached render has no target (issue 15's was withdrawn by issue 38): the bench reports how
 * the current build compares with a baseline, measured side by side, so a change can be judged.
 */
export function pageRatio(page: PageTurns): PageRatio {
  const baselineMs = median(page.baseline);
  const currentMs = median(page.current);
  return { id: page.id, baselineMs, currentMs, ratio: baselineMs / currentMs };
}

const ms = (value: number) => value.toFixed(2);
const spread = (values: readonly number[]) => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`;

export function renderMarkdown(options: {
  baselineCommit: string;
  currentCommit: string;
  pages: PageTurns[];
  settings: string;
  machine: string;
}): string {
  const rows = options.pages.map((page) => {
    const compared = pageRatio(page);
    return `| ${page.id} | ${ms(compared.baselineMs)} (${spread(page.baseline)}) | ${ms(compared.currentMs)} (${spread(page.current)}) | ${compared.ratio.toFixed(2)} | ${page.baselineBytes} → ${page.currentBytes} |`;
  });
  return [
    `## Render with the cache off: \`${options.currentCommit}\` against \`${options.baselineCommit}\``,
    '',
    `Both builds served the same data set at once with \`PAGE_CACHE_SECONDS=0\`, measured in alternating turns (${options.settings}). Server CPU per request (user + system, the server's processes, from \`/proc\`): median over the turns, lowest–highest in brackets. Ratio: the baseline's CPU ÷ the current CPU (above 1, the current render is cheaper); a change inside the run-to-run spread is no change. ${options.machine}`,
    '',
    '| page | baseline ms | current ms | ratio | bytes |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}
