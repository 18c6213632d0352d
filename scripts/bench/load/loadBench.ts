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
import { capturePages, startStaticCeilingServer } from './staticCeilingServer.ts';
import { writeMixRequests } from './writeMix.ts';
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

async function measureMembers(
  server: BenchServer,
  targets: readonly ReadTarget[],
  cookies: readonly string[],
  settings: LoadSettings,
): Promise<LoadMeasurement[]> {
  const rows: LoadMeasurement[] = [];
  for (const target of targets) {
    const request: autocannon.Request = {
      method: 'GET',
      path: target.path,
      setupRequest: (sent) => ({
        ...sent,
        headers: { cookie: cookies[Math.floor(Math.random() * cookies.length)]! },
      }),
    };
    const figures = await measure({ url: server.url, requests: [request] }, settings);
    rows.push(row(target, 'member', figures));
    console.log(`load: ${target.id} member: ${figures.rps.toFixed(0)} rps, p99 ${figures.p99} ms`);
  }
  return rows;
}

/** Runs every measurement of one preset and returns the raw figures (also kept in .tmp/bench for `scale`). */
export async function runLoad(preset: Preset): Promise<LoadRun> {
  const settings = loadSettingsFromEnv();
  const loadAtStart = loadavg()[0]!;
  const { info, dataDir } = await prepareBenchDataset(preset);
  const targets = readTargets(info);
  const measurements: LoadMeasurement[] = [];
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
    measurements.push(...(await measureMembers(server, targets, cookies, settings)));

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
    },
    judged,
  );
  console.log(markdown);
  console.log(`load: recorded in ${recordResults(`load-${preset}`, markdown)}`);
  return run;
}

export function judgeRun(preset: Preset, measurements: readonly LoadMeasurement[]): JudgedMeasurement[] {
  const staticRps = new Map(
    measurements.filter((m) => m.audience === 'static').map((m) => [m.targetId, m.rps] as const),
  );
  return measurements.map((m) => judgeMeasurement(m, staticRps.get(m.targetId), preset !== 'large'));
}

export async function loadBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const run = await runLoad(options.preset);
  console.log(`load ${options.preset}: ${run.passed ? 'PASS' : 'FAIL'}`);
  return { passed: run.passed };
}
