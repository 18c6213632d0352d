// `npm run bench -- load --preset <p>`: autocannon against the built server on a generated dataset, for an
// anonymous reader and a signed-in member, a write mix, and the same bytes from a static server as the ceiling;
// a baseline build is served beside it and measured in turns with it, so the two can be compared.
// Relative imports only: this runs with Node's type stripping.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { BenchOptions, Preset } from '../benchOptions.ts';
import { DEFAULT_BASELINE, ensureCommitBuild } from '../baselineBuild.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { prepareBenchDataset } from './benchDataset.ts';
import { startBenchServer, type BenchServer } from './benchServer.ts';
import { loadMarkdown } from './loadMarkdown.ts';
import { readTargets, type ReadTarget } from './loadTargets.ts';
import {
  compareBuilds,
  comparisonsPassed,
  judgeMeasurement,
  memoryPassed,
  rowsPassed,
  type Audience,
  type Build,
  type JudgedMeasurement,
  type LoadMeasurement,
} from './loadVerdicts.ts';
import { sampleTreeMemory, type MemorySampler } from './processMemory.ts';
import { loadSettingsFromEnv, measure, type LoadFigures, type LoadSettings } from './runAutocannon.ts';
import { recentMomentIds, signInMembers } from './signInMembers.ts';
import { capturePages, startStaticCeilingServer, type CapturedPage } from './staticCeilingServer.ts';
import { checkinRequest, writeMixRequests } from './writeMix.ts';
import { figuresOfRounds, orderOfRound, settingsOfRound } from './measureRounds.ts';
import { countersBetween, readServerCounters, sumCounters, type ServerCounters } from './serverCounters.ts';
import { countCpuBeside, databaseServerPid, sumCpuBeside, type CpuBeside } from './processCpu.ts';
import { measureMemberViews, viewerPathOfHtml } from './memberViews.ts';
import { MIXED_WRITES_PER_SECOND, measureReadsBesideWrites } from './readsBesideWrites.ts';
import { pageCacheSeconds } from '../../../src/server/pageCache/pageCacheSettings.ts';

const PORTS = { current: 4900, staticCeiling: 4901, otherCacheServer: 4902, baseline: 4903 } as const;
const MEMBERS_SIGNED_IN = Number(process.env.BENCH_MEMBERS ?? 50);
const WRITE_MOMENTS = 200;

export interface LoadRun {
  preset: Preset;
  /** The current build's figures; the baseline's are in `baselineMeasurements`. */
  measurements: LoadMeasurement[];
  baselineMeasurements: LoadMeasurement[];
  baselineCommit: string | undefined;
  peakRssMb: number;
  baselinePeakRssMb: number | undefined;
  passed: boolean;
}

/** A build the run serves: the current one, and the baseline it is held against beside it. */
interface ServedBuild {
  build: Build;
  server: BenchServer;
  memory: MemorySampler;
  pages: Map<string, CapturedPage>;
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
  build: Build,
  figures: Omit<LoadMeasurement, 'targetId' | 'kind' | 'page' | 'audience' | 'build'>,
): LoadMeasurement {
  return { targetId: target.id, kind: target.kind, page: target.page, audience, build, ...figures };
}

/**
 * Measures every target on every served build in `settings.rounds` rounds: in each round both builds
 * are measured one right after the other, in an order reversed every other round, and a row keeps the
 * median of its rounds (measureRounds.ts). A spell of the machine that slows one slice then decides
 * neither the row nor the comparison, and neither build always runs second, after the other's writes.
 */
async function inTurns(
  builds: readonly ServedBuild[],
  targets: readonly ReadTarget[],
  audience: Audience,
  settings: LoadSettings,
  measureOne: (served: ServedBuild, target: ReadTarget, settings: LoadSettings) => Promise<LoadFigures>,
): Promise<LoadMeasurement[]> {
  const rows: LoadMeasurement[] = [];
  const databasePid = databaseServerPid();
  for (const target of targets) {
    const rounds = new Map<Build, LoadFigures[]>(builds.map((served) => [served.build, []]));
    const counters = new Map<Build, Array<ServerCounters | undefined>>(
      builds.map((served) => [served.build, []]),
    );
    const besides = new Map<Build, CpuBeside[]>(builds.map((served) => [served.build, []]));
    for (let round = 0; round < settings.rounds; round++) {
      for (const served of orderOfRound(builds, round)) {
        const before = await readServerCounters(served.server.url);
        const otherServers = builds.filter((other) => other !== served).map((other) => other.server.pid);
        const cpuBeside = countCpuBeside(otherServers, databasePid);
        const figures = await measureOne(served, target, settingsOfRound(settings, round));
        besides.get(served.build)!.push(cpuBeside());
        const after = await readServerCounters(served.server.url);
        rounds.get(served.build)!.push(figures);
        counters.get(served.build)!.push(before && after ? countersBetween(before, after) : undefined);
        console.log(
          `load: ${target.id} ${audience} (${served.build}) round ${round + 1}: ${figures.rps.toFixed(0)} rps, p99 ${figures.p99} ms`,
        );
      }
    }
    for (const served of builds) {
      const server = sumCounters(counters.get(served.build)!);
      const beside = sumCpuBeside(besides.get(served.build)!);
      rows.push(
        row(target, audience, served.build, {
          ...figuresOfRounds(rounds.get(served.build)!),
          server,
          beside,
        }),
      );
    }
  }
  return rows;
}

/** A member's page view: the page's HTML and the viewer request its HTML names, counted as one view. */
function memberView(cookies: readonly string[]) {
  return (served: ServedBuild, target: ReadTarget, settings: LoadSettings): Promise<LoadFigures> => {
    const page = served.pages.get(target.path);
    return target.page && page
      ? measureMemberViews(
          served.server.url,
          target.path,
          viewerPathOfHtml(page.body.toString('utf8')),
          cookies,
          settings,
        )
      : measure({ url: `${served.server.url}${target.path}`, headers: { cookie: cookies[0]! } }, settings);
  };
}

async function startServedBuild(
  build: Build,
  options: Parameters<typeof startBenchServer>[0],
  targets: readonly ReadTarget[],
): Promise<ServedBuild> {
  const server = await startBenchServer(options);
  const memory = sampleTreeMemory(server.pid);
  const pages = await capturePages(
    server.url,
    targets.map((target) => target.path),
  );
  return { build, server, memory, pages };
}

/** The baseline build (BENCH_LOAD_BASELINE, default the commit issue 38 holds budgets against; `none` skips it). */
function baselineCommit(): string | undefined {
  const named = process.env.BENCH_LOAD_BASELINE?.trim();
  if (named === 'none') return undefined;
  return named || DEFAULT_BASELINE;
}

/** Runs every measurement of one preset and returns the raw figures (also kept in .tmp/bench for `scale`). */
export async function runLoad(preset: Preset): Promise<LoadRun> {
  const settings = loadSettingsFromEnv();
  const loadAtStart = loadavg()[0]!;
  const baselineName = baselineCommit();
  const baseline = baselineName ? ensureCommitBuild(baselineName, console.log) : undefined;
  const { info, dataDir } = await prepareBenchDataset(preset);
  const targets = readTargets(info);
  const pageTargets = targets.filter((candidate) => candidate.page);
  const measurements: LoadMeasurement[] = [];
  const logFiles: string[] = [];
  const notes: string[] = [
    "member rows of pages: page views per second, each view the HTML (with the member's cookie, gzip) and then the " +
      "viewer request its HTML names (src/stores/viewerLoader.ts); p50/p99 are the two answers' times added up.",
  ];
  const logFile = (label: string) => {
    const file = serverLogFile(`load-${preset}`, label);
    logFiles.push(file);
    return file;
  };

  const builds: ServedBuild[] = [];
  try {
    if (baseline) {
      builds.push(
        await startServedBuild(
          'baseline',
          {
            port: PORTS.baseline,
            dataDir,
            root: baseline.root,
            logFile: logFile('baseline'),
            env: { PLAZA_OUT_DIR: baseline.outDir },
          },
          targets,
        ),
      );
    }
    builds.push(
      await startServedBuild(
        'current',
        { port: PORTS.current, dataDir, logFile: logFile('current') },
        targets,
      ),
    );
    const current = builds[builds.length - 1]!;
    // Sessions and the data set are shared: one sign-in serves both builds.
    const members = info.sample.members.slice(0, MEMBERS_SIGNED_IN);
    const cookies = await signInMembers(current.server.url, members);
    const momentIds = (await recentMomentIds(current.server.url, WRITE_MOMENTS)).filter(
      (id) => id !== info.sample.momentWithCommentsId,
    );

    measurements.push(
      ...(await inTurns(builds, targets, 'anonymous', settings, (served, target, roundSettings) =>
        measure({ url: `${served.server.url}${target.path}` }, roundSettings),
      )),
    );
    measurements.push(...(await inTurns(builds, targets, 'member', settings, memberView(cookies))));
    const writesBeside = new Map<string, { perSecond: number[]; failures: number }>();
    measurements.push(
      ...(await inTurns(
        builds,
        pageTargets,
        'anonymous-mixed',
        settings,
        async (served, target, roundSettings) => {
          const writes = [
            ...writeMixRequests(served.server.url, cookies, momentIds),
            checkinRequest(served.server.url, cookies),
          ];
          const url = served.server.url;
          const mixed = await measureReadsBesideWrites(`${url}${target.path}`, url, writes, roundSettings);
          const key = `${target.id} (${served.build})`;
          const tally = writesBeside.get(key) ?? { perSecond: [], failures: 0 };
          tally.perSecond.push(mixed.writesPerSecond);
          tally.failures += mixed.writeFailures;
          writesBeside.set(key, tally);
          return mixed.reads;
        },
      )),
    );
    notes.push(
      `anonymous-mixed: the same anonymous reads while members comment, like and check in at ${MIXED_WRITES_PER_SECOND}/s ` +
        `(a repeated check-in the same day answers 409 by design); judged against the anonymous row of the same page and build.`,
      ...[...writesBeside].map(
        ([key, tally]) =>
          `${key}: writes beside the reads ${tally.perSecond.map((rate) => rate.toFixed(1)).join(' / ')}/s ` +
          `by round, ${tally.failures} answered 5xx or failed`,
      ),
    );
    const writeTarget: ReadTarget = {
      id: 'write-mix (comment + like)',
      kind: 'write',
      path: '',
      page: false,
    };
    measurements.push(
      ...(await inTurns(builds, [writeTarget], 'member', settings, (served, _target, roundSettings) =>
        measure(
          { url: served.server.url, requests: writeMixRequests(served.server.url, cookies, momentIds) },
          roundSettings,
        ),
      )),
    );

    const ceiling = await startStaticCeilingServer(current.pages, PORTS.staticCeiling);
    try {
      for (const target of targets) {
        const figures = await measure({ url: `${ceiling.url}${target.path}` }, settings);
        measurements.push(row(target, 'static', 'current', figures));
        console.log(`load: ${target.id} static: ${figures.rps.toFixed(0)} rps`);
      }
    } finally {
      await ceiling.close();
    }
  } catch (error) {
    for (const served of builds) console.error(served.server.output());
    throw error;
  } finally {
    for (const served of builds) {
      served.memory.stop();
      await served.server.stop();
    }
  }
  const peakOf = (build: Build) => builds.find((served) => served.build === build)?.memory.peakMb();
  const comparedPeakRssMb = peakOf('current') ?? 0;

  const alternative = cacheAlternative();
  const other = await startBenchServer({
    port: PORTS.otherCacheServer,
    dataDir,
    logFile: logFile('current-other-cache'),
    env: alternative.env,
  });
  const otherMemory = sampleTreeMemory(other.pid);
  try {
    for (const target of targets) {
      const figures = await measure({ url: `${other.url}${target.path}` }, settings);
      measurements.push(row(target, alternative.audience, 'current', figures));
      console.log(
        `load: ${target.id} ${alternative.audience}: ${figures.rps.toFixed(0)} rps, p99 ${figures.p99} ms`,
      );
    }
  } finally {
    otherMemory.stop();
    await other.stop();
  }
  const otherCachePeakRssMb = otherMemory.peakMb();
  const peakRssMb = Math.max(comparedPeakRssMb, otherCachePeakRssMb);
  const judged = judgeRun(preset, measurements);
  const baselinePeakRssMb = peakOf('baseline');
  const comparisons = compareBuilds(measurements);
  const run: LoadRun = {
    preset,
    measurements: measurements.filter((m) => m.build === 'current'),
    baselineMeasurements: measurements.filter((m) => m.build === 'baseline'),
    baselineCommit: baselineName,
    peakRssMb,
    baselinePeakRssMb,
    passed:
      rowsPassed(judged.filter((m) => m.build === 'current')) &&
      memoryPassed(peakRssMb) &&
      comparisonsPassed(comparisons),
  };
  mkdirSync('.tmp/bench', { recursive: true });
  writeFileSync(`.tmp/bench/load-${preset}.json`, JSON.stringify(run, null, 2));
  notes.push(`server logs of this run: ${logFiles.map((file) => `\`${file}\``).join(', ')}`);
  const markdown = loadMarkdown(
    {
      preset,
      counts: info.counts,
      durationS: settings.durationS,
      rounds: settings.rounds,
      roundS: settings.roundS,
      warmupS: settings.warmupS,
      connections: settings.connections,
      cacheNote: alternative.note,
      peakRssMb,
      peakRssByServer: { compared: comparedPeakRssMb, otherCache: otherCachePeakRssMb },
      baseline: baselineName ? { commit: baselineName, peakRssMb: baselinePeakRssMb ?? 0 } : undefined,
      loadAverages: [loadAtStart, loadavg()[0]!],
      cpus: availableParallelism(),
      notes,
    },
    judged,
    comparisons,
  );
  console.log(markdown);
  console.log(`load: recorded in ${recordResults(`load-${preset}`, markdown)}`);
  return run;
}

function judgeRun(preset: Preset, measurements: readonly LoadMeasurement[]): JudgedMeasurement[] {
  const rpsOf = (audience: Audience, build: Build) =>
    new Map(
      measurements
        .filter((m) => m.audience === audience && m.build === build)
        .map((m) => [m.targetId, m.rps] as const),
    );
  const staticRps = rpsOf('static', 'current');
  return measurements.map((m) =>
    judgeMeasurement(
      m,
      staticRps.get(m.targetId),
      preset !== 'large',
      rpsOf('anonymous', m.build).get(m.targetId),
    ),
  );
}

export async function loadBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const run = await runLoad(options.preset);
  console.log(`load ${options.preset}: ${run.passed ? 'PASS' : 'FAIL'}`);
  return { passed: run.passed };
}
