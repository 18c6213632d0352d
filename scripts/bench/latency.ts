export interface BenchResult {
  name: string;
  count: number;
  p50: number;
  p95: number;
  max: number;
  budgetMs: number;
  passed: boolean;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** Count, p50, p95 and max of the timings (ms), judged against a p95 budget, printed on one line. */
export function summarize(name: string, timings: readonly number[], budgetMs: number): BenchResult {
  const sorted = [...timings].sort((a, b) => a - b);
  const result: BenchResult = {
    name,
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? 0,
    budgetMs,
    passed: percentile(sorted, 0.95) < budgetMs,
  };
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name}: count ${result.count}, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, max ${ms(result.max)} ` +
      `→ ${result.passed ? 'PASS' : 'FAIL'} (p95 < ${budgetMs} ms)`,
  );
  return result;
}
