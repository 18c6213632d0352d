import { BUDGETS, type Audience, type LoadMeasurement } from './loadVerdicts.ts';

/** How one target's cost changed between the smallest and the biggest preset measured. */
export interface ScaleRow {
  targetId: string;
  audience: Audience;
  /** big p50 / small p50: above 1 means slower. */
  p50Growth: number;
  /** small rps / big rps: above 1 means less throughput. */
  rpsDrop: number;
  passed: boolean;
}

const SCALED_KINDS = new Set(['list', 'detail', 'search']);

/**
 * Compares each list, detail and search target between two presets. The uncached anonymous figures are
 * used where measured, since a page cache hides how the queries grow.
 */
export function compareScale(small: readonly LoadMeasurement[], big: readonly LoadMeasurement[]): ScaleRow[] {
  const audience: Audience = small.some((row) => row.audience === 'anonymous-uncached')
    ? 'anonymous-uncached'
    : 'anonymous';
  const rows: ScaleRow[] = [];
  for (const before of small) {
    if (before.audience !== audience || !SCALED_KINDS.has(before.kind)) continue;
    const after = big.find((row) => row.targetId === before.targetId && row.audience === audience);
    if (!after) continue;
    const p50Growth = after.p50 / Math.max(before.p50, 1);
    const rpsDrop = before.rps / Math.max(after.rps, 1);
    rows.push({
      targetId: before.targetId,
      audience,
      p50Growth,
      rpsDrop,
      passed: p50Growth <= BUDGETS.maxScaleGrowth && rpsDrop <= BUDGETS.maxScaleGrowth,
    });
  }
  return rows;
}

export function scaleMarkdown(rows: readonly ScaleRow[], smallName: string, bigName: string): string {
  const lines = [
    `| target (${rows[0]?.audience ?? 'anonymous'}) | p50 ${bigName}/${smallName} | rps ${smallName}/${bigName} | verdict (≤ ${BUDGETS.maxScaleGrowth}x) |`,
    '| --- | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.targetId} | ${row.p50Growth.toFixed(2)} | ${row.rpsDrop.toFixed(2)} | ${row.passed ? 'PASS' : 'FAIL'} |`,
    ),
  ];
  return lines.join('\n');
}
