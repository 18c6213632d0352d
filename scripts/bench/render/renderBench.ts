// `npm run bench -- render [--preset p]`: the uncached render of a baseline build and the current one,
// side by side. Both serve the same data set at once with the page cache off; each page's server CPU
// per request is measured in alternating turns and reported as a ratio (no target: the render is kept
// from growing, judged by a person). Relative imports only (type stripping).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { BenchOptions } from '../benchOptions.ts';
import { prepareBenchDataset } from '../load/benchDataset.ts';
import { startBenchServer, type BenchServer } from '../load/benchServer.ts';
import { readTargets } from '../load/loadTargets.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { DEFAULT_BASELINE, ensureCommitBuild } from '../baselineBuild.ts';
import { cpuPerRequestInTurns, send, type TurnSettings } from './cpuTurns.ts';
import { pageRatio, renderMarkdown, type PageTurns } from './renderVerdicts.ts';

const BASE_PORT = Number(process.env.BENCH_RENDER_PORT ?? 4940);

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function currentCommit(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' });
  return dirty.trim() === '' ? head : `${head} with uncommitted changes`;
}

export async function renderBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const currentOut = resolve(process.env.PLAZA_OUT_DIR ?? 'dist');
  if (!existsSync(join(currentOut, 'server', 'entry.mjs'))) {
    throw new Error(`render: no build in ${currentOut}; run \`npx astro build\` first`);
  }
  const baselineCommit = process.env.BENCH_RENDER_BASELINE ?? DEFAULT_BASELINE;
  const baseline = ensureCommitBuild(baselineCommit, console.log);
  const settings: TurnSettings = {
    rounds: positive('BENCH_RENDER_ROUNDS', 4),
    requests: positive('BENCH_RENDER_REQUESTS', 100),
    connections: positive('BENCH_RENDER_CONNECTIONS', 4),
  };
  const warmup = positive('BENCH_RENDER_WARMUP', 200);
  // A server process has CPU costs of its own (JIT and heap decisions) that turns within it cannot
  // even out: both builds are started afresh this many times and the turns of all starts pooled.
  const starts = positive('BENCH_RENDER_STARTS', 3);
  const { info, dataDir } = await prepareBenchDataset(options.preset);
  const targets = readTargets(info).filter((candidate) => candidate.page);
  const pages = new Map<string, PageTurns>(
    targets.map((target) => [
      target.id,
      { id: target.id, baseline: [], current: [], baselineBytes: 0, currentBytes: 0 },
    ]),
  );
  const loadStart = loadavg()[0]!;
  const builds = [
    { label: 'baseline', root: baseline.root, outDir: baseline.outDir },
    { label: 'current', root: '.', outDir: currentOut },
  ];
  const logFiles = builds.map((build) => serverLogFile(`render-${options.preset}`, build.label));
  for (let start = 0; start < starts; start += 1) {
    const servers: BenchServer[] = [];
    try {
      for (const [index, build] of builds.entries()) {
        servers.push(
          await startBenchServer({
            port: BASE_PORT + index,
            dataDir,
            root: build.root,
            logFile: logFiles[index]!,
            env: { PAGE_CACHE_SECONDS: '0', PLAZA_OUT_DIR: build.outDir },
          }),
        );
      }
      // Every page warmed on both servers before any is measured: the first page measured must not pay
      // for the code the others share (JIT, pools, memos).
      for (const target of targets) {
        for (const server of servers) await send(server.url + target.path, warmup, settings.connections);
      }
      for (const target of targets) {
        const { perRequestMs, bytes } = await cpuPerRequestInTurns(servers, target.path, settings);
        const page = pages.get(target.id)!;
        page.baseline.push(...perRequestMs[0]!);
        page.current.push(...perRequestMs[1]!);
        page.baselineBytes = bytes[0]!;
        page.currentBytes = bytes[1]!;
      }
    } finally {
      for (const server of servers) await server.stop();
    }
    console.log(`render: start ${start + 1} of ${starts} measured`);
  }
  for (const page of pages.values()) {
    const compared = pageRatio(page);
    console.log(
      `render: ${page.id}: ${compared.baselineMs.toFixed(2)} → ${compared.currentMs.toFixed(2)} ms, ratio ${compared.ratio.toFixed(2)}`,
    );
  }
  const markdown = renderMarkdown({
    baselineCommit,
    currentCommit: currentCommit(),
    pages: [...pages.values()],
    settings: `both servers started ${starts} times; each time ${settings.rounds} rounds of ${settings.requests} requests over ${settings.connections} connections per build and page, after ${warmup} to warm up every page; preset ${options.preset}`,
    machine: `Machine: ${cpus().length} cores, 1-minute load average ${loadStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end.`,
  });
  const file = recordResults(`render-${options.preset}`, markdown);
  console.log(`render: recorded in ${file} (a comparison, no verdict); server logs: ${logFiles.join(', ')}`);
  return { passed: true };
}
