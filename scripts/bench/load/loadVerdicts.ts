import type { TargetKind } from './loadTargets.ts';
import type { ServerCounters } from './serverCounters.ts';
import type { CpuBeside } from './processCpu.ts';
import type { LoadFigures } from './runAutocannon.ts';
import { pairedShare } from './measureRounds.ts';

/**
 * Who sends the requests: a signed-out reader against the server as configured, the same with the page cache
 * switched the other way (off or on), the same while members write beside them, a signed-in member (a page
 * view: the HTML and its viewer request), or the static copy of the same bytes.
 */
export type Audience =
  'anonymous' | 'anonymous-uncached' | 'anonymous-cached' | 'anonymous-mixed' | 'member' | 'static';

/** Which build served the requests: the one being measured, or the baseline served beside it. */
export type Build = 'current' | 'baseline';

/** What one autocannon run measured, and against what. */
export interface LoadMeasurement extends LoadFigures {
  targetId: string;
  kind: TargetKind;
  page: boolean;
  audience: Audience;
  build: Build;
  /** Each round's throughput, when the row was measured in rounds (its rps is their median). */
  roundsRps?: number[];
  /** What the server's own /metrics counted over the row's rounds (warm-up included), when it has them. */
  server?: ServerCounters | undefined;
  /** The CPU the other processes of the machine took during the row's rounds. */
  beside?: CpuBeside | undefined;
}

export const BUDGETS = {
  /** Anonymous read pages reach at least this share of the static-file ceiling's throughput. */
  minStaticRatio: 0.4,
  /** p99 latency of anonymous reads at 50 connections (judged on small and medium). */
  maxP99Ms: 100,
  peakRssMb: 300,
  /** Member page views (the HTML plus its viewer request) per second, judged where the p99 budget is. */
  minMemberViewsPerSecond: 1000,
  /** Anonymous reads while members write beside them, as a share of the reads-only throughput. */
  minMixedShare: 0.8,
  /** List, detail and search cost may grow at most this much from small to large. */
  maxScaleGrowth: 1.5,
  /** The current build's throughput on a counted row, as a share of the baseline's in the same run. */
  minBaselineShare: 0.9,
} as const;

export interface JudgedMeasurement extends LoadMeasurement {
  /** page rps / static rps of the same bytes; undefined when there is no static figure. */
  ratio: number | undefined;
  failures: string[];
  /** Counted in the exit code; informational rows (uncached, static) are shown but not counted. */
  counted: boolean;
}

export function staticRatio(rps: number, staticRps: number | undefined): number | undefined {
  if (staticRps === undefined || staticRps <= 0) return undefined;
  return rps / staticRps;
}

/**
 * Applies the issues' targets to one row; `judgeP99` is off for presets the latency and member-view budgets do
 * not cover; `readsOnlyRps` is the same page's anonymous throughput without writes, for the mixed rows.
 */
export function judgeMeasurement(
  measurement: LoadMeasurement,
  staticRps: number | undefined,
  judgeP99: boolean,
  readsOnlyRps?: number,
): JudgedMeasurement {
  const ratio = measurement.audience === 'static' ? undefined : staticRatio(measurement.rps, staticRps);
  const failures: string[] = [];
  if (measurement.requests === 0) failures.push('no request completed');
  if (measurement.errors + measurement.non2xx > 0) {
    const statuses = Object.entries(measurement.otherStatuses ?? {})
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
    failures.push(
      `${measurement.errors + measurement.non2xx} failed requests${statuses ? `: ${statuses}` : ''}`,
    );
  }
  // The issue's latency target is for anonymous read pages; signed-in pages and JSON are reported.
  const anonymousPage = measurement.page && measurement.audience.startsWith('anonymous');
  if (judgeP99 && anonymousPage && measurement.p99 >= BUDGETS.maxP99Ms) {
    failures.push(`p99 ≥ ${BUDGETS.maxP99Ms} ms`);
  }
  if (anonymousPage && ratio !== undefined && ratio < BUDGETS.minStaticRatio) {
    failures.push(`ratio < ${BUDGETS.minStaticRatio.toFixed(2)}`);
  }
  const memberPage = measurement.page && measurement.audience === 'member';
  if (judgeP99 && memberPage && measurement.p99 >= BUDGETS.maxP99Ms)
    failures.push(`p99 ≥ ${BUDGETS.maxP99Ms} ms`);
  if (judgeP99 && memberPage && measurement.rps < BUDGETS.minMemberViewsPerSecond) {
    failures.push(`views/s < ${BUDGETS.minMemberViewsPerSecond}`);
  }
  if (
    measurement.audience === 'anonymous-mixed' &&
    readsOnlyRps !== undefined &&
    measurement.rps < BUDGETS.minMixedShare * readsOnlyRps
  ) {
    failures.push(`< ${BUDGETS.minMixedShare * 100}% of reads alone`);
  }
  const counted =
    measurement.build === 'current' &&
    ['anonymous', 'anonymous-mixed', 'member'].includes(measurement.audience);
  return { ...measurement, ratio, failures, counted };
}

/** One counted row of the current build beside the same row of the baseline. */
export interface BuildComparison {
  targetId: string;
  audience: Audience;
  baselineRps: number;
  currentRps: number;
  /** current / baseline throughput: paired round by round and the median share, when both were measured in rounds. */
  share: number;
  /** Each round's throughput of both builds, when they were measured in rounds. */
  rounds?: { baseline: number[]; current: number[] };
  passed: boolean;
}

/** Holds every counted row of the current build against the baseline's same row, where both were measured. */
export function compareBuilds(measurements: readonly LoadMeasurement[]): BuildComparison[] {
  const baseline = new Map(
    measurements
      .filter((m) => m.build === 'baseline')
      .map((m) => [`${m.targetId} ${m.audience}`, m] as const),
  );
  const comparisons: BuildComparison[] = [];
  for (const current of measurements) {
    if (current.build !== 'current' || !['anonymous', 'anonymous-mixed', 'member'].includes(current.audience))
      continue;
    const before = baseline.get(`${current.targetId} ${current.audience}`);
    if (!before || before.rps <= 0) continue;
    const rounds =
      before.roundsRps && current.roundsRps
        ? { baseline: before.roundsRps, current: current.roundsRps }
        : undefined;
    const share = rounds ? pairedShare(rounds.baseline, rounds.current) : current.rps / before.rps;
    comparisons.push({
      targetId: current.targetId,
      audience: current.audience,
      baselineRps: before.rps,
      currentRps: current.rps,
      share,
      ...(rounds ? { rounds } : {}),
      passed: share >= BUDGETS.minBaselineShare,
    });
  }
  return comparisons;
}

export function comparisonsPassed(comparisons: readonly BuildComparison[]): boolean {
  return comparisons.every((comparison) => comparison.passed);
}

export function verdictText(row: JudgedMeasurement): string {
  if (row.audience === 'static') return 'ceiling';
  const verdict = row.failures.length === 0 ? 'PASS' : `FAIL (${row.failures.join('; ')})`;
  return row.counted ? verdict : `info: ${verdict}`;
}

export function rowsPassed(rows: readonly JudgedMeasurement[]): boolean {
  return rows.every((row) => !row.counted || row.failures.length === 0);
}

export function memoryPassed(peakRssMb: number): boolean {
  return peakRssMb < BUDGETS.peakRssMb;
}
