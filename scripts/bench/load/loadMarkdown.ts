import {
  BUDGETS,
  memoryPassed,
  verdictText,
  type BuildComparison,
  type JudgedMeasurement,
} from './loadVerdicts.ts';

export interface LoadReportContext {
  preset: string;
  counts: Record<string, number>;
  durationS: number;
  /** The compared rows' rounds and seconds per round (the static and other-cache rows are measured once). */
  rounds: number;
  roundS: number;
  warmupS: number;
  connections: number;
  /** e.g. "PAGE_CACHE_SECONDS default (on)" */
  cacheNote: string;
  peakRssMb: number;
  /**
   * The current build's peak per server: the one measured in the compared rows, and the one started
   * with the other page-cache setting (the uncached rows); the run's peak is the larger.
   */
  peakRssByServer?: { compared: number; otherCache: number } | undefined;
  /** The build served beside the current one, when there was one. */
  baseline?: { commit: string; peakRssMb: number } | undefined;
  /** 1-minute load averages at the start and the end of the run: other work on the machine skews the figures. */
  loadAverages: [number, number];
  cpus: number;
  /** Anything measured by hand around the run: before/after of fixes, profiles. */
  notes?: string[];
}

const AUDIENCE_ORDER = [
  'anonymous',
  'anonymous-uncached',
  'anonymous-cached',
  'anonymous-mixed',
  'member',
  'static',
];

function number(value: number, digits = 0): string {
  return value.toFixed(digits);
}

function roundsText(rounds: { baseline: number[]; current: number[] }): string {
  return rounds.baseline
    .map((rps, round) => `${number(rps)} → ${number(rounds.current[round] ?? 0)}`)
    .join(', ');
}

/** The per-preset report: one row per target and audience, then memory. */
export function loadMarkdown(
  context: LoadReportContext,
  rows: readonly JudgedMeasurement[],
  comparisons: readonly BuildComparison[] = [],
): string {
  const sorted = [...rows].sort(
    (a, b) => AUDIENCE_ORDER.indexOf(a.audience) - AUDIENCE_ORDER.indexOf(b.audience),
  );
  const counts = Object.entries(context.counts)
    .map(([name, count]) => `${name} ${count.toLocaleString('en-US')}`)
    .join(', ');
  const lines = [
    `## Load, preset ${context.preset}`,
    '',
    `Data: ${counts}. autocannon on loopback, ${context.connections} connections. The anonymous, member, ` +
      `anonymous-mixed and write rows: ${context.rounds} rounds of ${context.roundS} s after a ${context.warmupS} s ` +
      `warm-up, both builds measured in each round one after the other, in an order reversed every other ` +
      `round; a row shows the median of its rounds. The static and other-cache rows: ${context.durationS} s ` +
      `after a warm-up. Static ceiling = the same bytes from a minimal node:http server in the same run. ` +
      `Page cache: ${context.cacheNote}. Targets: anonymous pages ≥ ${BUDGETS.minStaticRatio * 100}% of the ceiling, ` +
      `p99 < ${BUDGETS.maxP99Ms} ms, no failed requests; peak RSS < ${BUDGETS.peakRssMb} MB. ` +
      `Machine: ${context.cpus} cores, 1-minute load average ${number(context.loadAverages[0], 1)} at the start and ` +
      `${number(context.loadAverages[1], 1)} at the end (anything above ${context.cpus} means other processes ` +
      `competed for the CPU and every figure is lower than on a quiet machine).`,
    '',
    '| target | audience | build | rps | p50 ms | p99 ms | errors / non-2xx | ratio to static | verdict |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...sorted.map(
      (row) =>
        `| ${row.targetId} | ${row.audience} | ${row.build} | ${number(row.rps)} | ${number(row.p50, 1)} | ` +
        `${number(row.p99, 1)} | ${row.errors} / ${row.non2xx} | ${row.ratio === undefined ? '–' : number(row.ratio, 2)} | ` +
        `${verdictText(row)} |`,
    ),
    '',
    `Peak server memory (sum of VmRSS over the server's processes, sampled every 100 ms): ` +
      `${number(context.peakRssMb, 1)} MB → ${memoryPassed(context.peakRssMb) ? 'PASS' : 'FAIL'} (< ${BUDGETS.peakRssMb} MB)` +
      (context.peakRssByServer
        ? ` (the server of the compared rows ${number(context.peakRssByServer.compared, 1)} MB, the server of the ` +
          `other-cache rows ${number(context.peakRssByServer.otherCache, 1)} MB)`
        : '') +
      (context.baseline ? `; the baseline's ${number(context.baseline.peakRssMb, 1)} MB.` : '.'),
  ];
  if (context.baseline && comparisons.length > 0) {
    lines.push(
      '',
      `### Against ${context.baseline.commit}, served beside it and measured in turns, target by target`,
      '',
      `current / baseline: each round's current throughput over the baseline's in the same round, the median of ` +
        `those shares.`,
      '',
      `| target | audience | ${context.baseline.commit} rps | current rps | rps by round (${context.baseline.commit} → current) | current / baseline | verdict (≥ ${BUDGETS.minBaselineShare}) |`,
      '| --- | --- | ---: | ---: | --- | ---: | --- |',
      ...comparisons.map(
        (row) =>
          `| ${row.targetId} | ${row.audience} | ${number(row.baselineRps)} | ${number(row.currentRps)} | ` +
          `${row.rounds ? roundsText(row.rounds) : '–'} | ${number(row.share, 2)} | ${row.passed ? 'PASS' : 'FAIL'} |`,
      ),
    );
  }
  lines.push(...serverCountersSection(sorted));
  if (context.notes && context.notes.length > 0) lines.push('', ...context.notes.map((note) => `- ${note}`));
  return lines.join('\n');
}

/**
 * What each server counted over a row's rounds (its own /metrics) and what the machine's other
 * processes took meanwhile: a row that dips shows whether its page cache missed, its process spent
 * its CPU elsewhere, or another process took the cores.
 */
function serverCountersSection(rows: readonly JudgedMeasurement[]): string[] {
  const counted = rows.filter((row) => row.server !== undefined || row.beside !== undefined);
  if (counted.length === 0) return [];
  const seconds = (value: number | undefined) => (value === undefined ? '–' : number(value, 2));
  return [
    '',
    "### What the servers counted during each row, and what the machine's other processes took",
    '',
    "From the measured server's own `/metrics`, read before and after each round and added up over the row's " +
      'rounds (warm-up included): page cache look-ups, CPU seconds of the process and seconds in garbage ' +
      'collection; CPU ms per request = CPU seconds over the requests the row measured (– for a build without ' +
      "`/metrics`). Beside it, from /proc over the same rounds: the CPU seconds of the other build's server, " +
      'of the database server and of the bench process (autocannon). On 2 cores, a row that is slower while its ' +
      'server does no more per request was slowed by these.',
    '',
    '| target | audience | build | cache hits | misses | bypasses | CPU s | GC s | CPU ms per request | other server CPU s | database CPU s | bench CPU s |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...counted.map((row) => {
      const { server, beside } = row;
      const perRequest =
        server && row.requests > 0 ? number((server.cpuSeconds * 1000) / row.requests, 3) : '–';
      return (
        `| ${row.targetId} | ${row.audience} | ${row.build} | ${server?.pageCache.hit ?? '–'} | ` +
        `${server?.pageCache.miss ?? '–'} | ${server?.pageCache.bypass ?? '–'} | ${seconds(server?.cpuSeconds)} | ` +
        `${seconds(server?.gcSeconds)} | ${perRequest} | ${seconds(beside?.otherServerSeconds)} | ` +
        `${seconds(beside?.databaseSeconds)} | ${seconds(beside?.benchSeconds)} |`
      );
    }),
  ];
}
