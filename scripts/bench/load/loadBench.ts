// `npm run bench -- load --preset <p>`: autocannon against the built server on a generated dataset, for an
// anonymous reader and a signed-in member, a write mix, and the same bytes from a static server as the ceiling.
// Relative imports only: this runs with Node's type stripping.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type autocannon from 'autocannon';
import type { BenchOptions, Preset } from '../benchOptions.ts';
import { recordResults } from '../recordResults.ts';
import { prepareBenchDataset } from './benchDataset.ts';
import { startBenchServer, type BenchServer } from './benchServer.ts';
import { loadMarkdown } from './loadMarkdown.ts';
import { readTargets, type ReadTarget } from './loadTargets.ts';
import {
  judgeMeasurement,
  memoryPassed,
  rowsPassed,
  type Audience,
  type JudgedMeasurement,
  type LoadMeasurement,
} from './loadVerdicts.ts';
import { sampleTreeMemory } from './processMemory.ts';
import { loadSettingsFromEnv, measure, type LoadSettings } from './runAutocannon.ts';
import { recentMomentIds, signInMembers } from './signInMembers.ts';
import { capturePages, startStaticCeilingServer, type CapturedPage } from './staticCeilingServer.ts';
import { checkinRequest, writeMixRequests } from './writeMix.ts';
import { measureMemberViews, viewerPathOfHtml } from './memberViews.ts';
import { MIXED_WRITES_PER_SECOND, measureReadsBesideWrites } from './readsBesideWrites.ts';
import { pageCacheSeconds } from '../../../src/server/pageCache/pageCacheSettings.ts';

const PORTS = { server: 4900, staticCeiling: 4901, otherCacheServer: 4902 } as const;
const MEMBERS_SIGNED_IN = Number(process.env.BENCH_MEMBERS ?? 50);
const WRITE_MOMENTS = 200;

export interface LoadRun {
  preset: Preset;
  measurements: LoadMeasurement[];
  peakRssMb: number;
  passed: boolean;
}

/**
 * The anonymous pages are measured once more with the page cache switched the other way: off when it is
 * on (as by default), else on for BENCH_PAGE_CACHE_SECONDS (5) seconds. Those rows are informational.
 */
function cacheAlternative(): { audience: Audience; env: Record<string, string>; note: string } {
  const configured = pageCacheSeconds(process.env);
  if (configured > 0) {
    const setting = process.env.PAGE_CACHE_SECONDS?.trim() ? '' : ' (the default)';
    return {
      audience: 'anonymous-uncached',
      env: { PAGE_CACHE_SECONDS: '0' },
      note: `PAGE_CACHE_SECONDS=${configured}${setting} for the anonymous rows, 0 (off) for the anonymous-uncached rows`,
    };
  }
  const seconds = process.env.BENCH_PAGE_CACHE_SECONDS ?? '5';
  return {
    audience: 'anonymous-cached',
    env: { PAGE_CACHE_SECONDS: seconds },
    note: `off (PAGE_CACHE_SECONDS=0) for the anonymous rows; PAGE_CACHE_SECONDS=${seconds} for the anonymous-cached rows`,
  };
}

function row(
  target: ReadTarget,
  audience: Audience,
  figures: Omit<LoadMeasurement, 'targetId' | 'kind' | 'page' | 'audience'>,
): LoadMeasurement {
  return { targetId: target.id, kind: target.kind, page: target.page, audience, ...figures };
}

async function measureAnonymous(
  server: BenchServer,
  targets: readonly ReadTarget[],
  audience: Audience,
  settings: LoadSettings,
): Promise<LoadMeasurement[]> {
  const rows: LoadMeasurement[] = [];
  for (const target of targets) {
    const figures = await measure({ url: `${server.url}${target.path}` }, settings);
    rows.push(row(target, audience, figures));
    console.log(`load: ${target.id} ${audience}: ${figures.rps.toFixed(0)} rps, p99 ${figures.p99} ms`);
  }
  return rows;
}

/** A member's page view: the page's HTML and the viewer request its HTML names, counted as one view. */
async function measureMemberViewRows(
  server: BenchServer,
  targets: readonly ReadTarget[],
  pages: ReadonlyMap<string, CapturedPage>,
  cookies: readonly string[],
  settings: LoadSettings,
): Promise<LoadMeasurement[]> {
  const rows: LoadMeasurement[] = [];
  for (const target of targets) {
    const page = pages.get(target.path);
    const figures =
      target.page && page
        ? await measureMemberViews(
            server.url,
            target.path,
            viewerPathOfHtml(page.body.toString('utf8')),
            cookies,
            settings,
          )
        : await measure({ url: `${server.url}${target.path}`, headers: { cookie: cookies[0]! } }, settings);
    rows.push(row(target, 'member', figures));
    console.log(
      `load: ${target.id} member: ${figures.rps.toFixed(0)} ${target.page ? 'views' : 'rps'}, p99 ${figures.p99} ms`,
    );
  }
  return rows;
}

/** Anonymous reads of each page while members like, comment and check in at a steady rate beside them. */
async function measureMixedRows(
  server: BenchServer,
  targets: readonly ReadTarget[],
  writes: autocannon.Request[],
  settings: LoadSettings,
): Promise<{ rows: LoadMeasurement[]; notes: string[] }> {
  const rows: LoadMeasurement[] = [];
  const notes: string[] = [];
  for (const target of targets.filter((candidate) => candidate.page)) {
    const mixed = await measureReadsBesideWrites(`${server.url}${target.path}`, server.url, writes, settings);
    rows.push(row(target, 'anonymous-mixed', mixed.reads));
    notes.push(
      `${target.id}: writes beside the reads ${mixed.writesPerSecond.toFixed(1)}/s, ${mixed.writeFailures} answered 5xx or failed`,
    );
    console.log(`load: ${target.id} anonymous beside writes: ${mixed.reads.rps.toFixed(0)} rps`);
  }
  return { rows, notes };
}

/** Runs every measurement of one preset and returns the raw figures (also kept in .tmp/bench for `scale`). */
export async function runLoad(preset: Preset): Promise<LoadRun> {
  const settings = loadSettingsFromEnv();
  const loadAtStart = loadavg()[0]!;
  const { info, dataDir } = await prepareBenchDataset(preset);
  const targets = readTargets(info);
  const measurements: LoadMeasurement[] = [];
  const notes: string[] = [
    "member rows of pages: page views per second, each view the HTML (with the member's cookie, gzip) and then the " +
      "viewer request its HTML names (src/stores/viewerLoader.ts); p50/p99 are the two answers' times added up.",
  ];
  let peakRssMb = 0;

  const server = await startBenchServer({ port: PORTS.server, dataDir });
  const memory = sampleTreeMemory(server.pid);
  try {
    const pages = await capturePages(
      server.url,
      targets.map((target) => target.path),
    );
    const members = info.sample.members.slice(0, MEMBERS_SIGNED_IN);
    const cookies = await signInMembers(server.url, members);
    const momentIds = (await recentMomentIds(server.url, WRITE_MOMENTS)).filter(
      (id) => id !== info.sample.momentWithCommentsId,
    );

    measurements.push(...(await measureAnonymous(server, targets, 'anonymous', settings)));
    measurements.push(...(await measureMemberViewRows(server, targets, pages, cookies, settings)));
    const mixedWrites = [
      ...writeMixRequests(server.url, cookies, momentIds),
      checkinRequest(server.url, cookies),
    ];
    const mixed = await measureMixedRows(server, targets, mixedWrites, settings);
    measurements.push(...mixed.rows);
    notes.push(
      `anonymous-mixed: the same anonymous reads while members comment, like and check in at ${MIXED_WRITES_PER_SECOND}/s ` +
        `(a repeated check-in the same day answers 409 by design); judged against the anonymous row of the same page.`,
      ...mixed.notes,
    );

    const ceiling = await startStaticCeilingServer(pages, PORTS.staticCeiling);
    try {
      for (const target of targets) {
        const figures = await measure({ url: `${ceiling.url}${target.path}` }, settings);
        measurements.push(row(target, 'static', figures));
        console.log(`load: ${target.id} static: ${figures.rps.toFixed(0)} rps`);
      }
    } finally {
      await ceiling.close();
    }

    const writes = writeMixRequests(server.url, cookies, momentIds);
    const writeFigures = await measure({ url: server.url, requests: writes }, settings);
    measurements.push({
      targetId: 'write-mix (comment + like)',
      kind: 'write',
      page: false,
      audience: 'member',
      ...writeFigures,
    });
    console.log(`load: write mix: ${writeFigures.rps.toFixed(0)} rps, p99 ${writeFigures.p99} ms`);
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    memory.stop();
    peakRssMb = Math.max(peakRssMb, memory.peakMb());
    await server.stop();
  }

  const alternative = cacheAlternative();
  const other = await startBenchServer({ port: PORTS.otherCacheServer, dataDir, env: alternative.env });
  const otherMemory = sampleTreeMemory(other.pid);
  try {
    measurements.push(...(await measureAnonymous(other, targets, alternative.audience, settings)));
  } finally {
    otherMemory.stop();
    peakRssMb = Math.max(peakRssMb, otherMemory.peakMb());
    await other.stop();
  }

  const judged = judgeRun(preset, measurements);
  const run: LoadRun = {
    preset,
    measurements,
    peakRssMb,
    passed: rowsPassed(judged) && memoryPassed(peakRssMb),
  };
  mkdirSync('.tmp/bench', { recursive: true });
  writeFileSync(`.tmp/bench/load-${preset}.json`, JSON.stringify(run, null, 2));
  const markdown = loadMarkdown(
    {
      preset,
      counts: info.counts,
      durationS: settings.durationS,
      connections: settings.connections,
      cacheNote: alternative.note,
      peakRssMb,
      loadAverages: [loadAtStart, loadavg()[0]!],
      cpus: availableParallelism(),
      notes,
    },
    judged,
  );
  console.log(markdown);
  console.log(`load: recorded in ${recordResults(`load-${preset}`, markdown)}`);
  return run;
}

function judgeRun(preset: Preset, measurements: readonly LoadMeasurement[]): JudgedMeasurement[] {
  const rpsOf = (audience: Audience) =>
    new Map(measurements.filter((m) => m.audience === audience).map((m) => [m.targetId, m.rps] as const));
  const staticRps = rpsOf('static');
  const readsOnly = rpsOf('anonymous');
  return measurements.map((m) =>
    judgeMeasurement(m, staticRps.get(m.targetId), preset !== 'large', readsOnly.get(m.targetId)),
  );
}

export async function loadBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const run = await runLoad(options.preset);
  console.log(`load ${options.preset}: ${run.passed ? 'PASS' : 'FAIL'}`);
  return { passed: run.passed };
}
