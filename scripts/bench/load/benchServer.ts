import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_METRICS_TOKEN } from './serverCounters.ts';

/** The node flags `npm run serve` passes (heap sizing), so the bench measures the server as it is run. */
export function nodeFlagsOfServeScript(script: string): string[] {
  const match = /^node\s+((?:--\S+\s+)*)scripts\/serve\.ts/.exec(script.trim());
  return match ? match[1]!.split(/\s+/).filter(Boolean) : [];
}

function serveNodeFlags(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return nodeFlagsOfServeScript(manifest.scripts?.serve ?? '');
}

export interface BenchServer {
  url: string;
  pid: number;
  /** Where everything the server printed is kept, for the results it stands beside. */
  logFile: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built forum (`node scripts/serve.ts`, PLAZA_OUT_DIR respected) on a data dir that holds the bench
 * install config. `root` is the checkout whose launcher starts it (another commit's worktree for a baseline).
 * The server's whole output goes to `logFile`. BENCH_CPU_PROF=1 writes a V8 CPU profile to .tmp/bench-prof
 * when the server exits.
 */
export async function startBenchServer(options: {
  port: number;
  dataDir: string;
  logFile: string;
  root?: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const root = resolve(options.root ?? '.');
  const profile = process.env.BENCH_CPU_PROF === '1';
  const profileDir = resolve('.tmp/bench-prof');
  if (profile) mkdirSync(profileDir, { recursive: true });
  const profileArgs = [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    '--import',
    pathToFileURL(resolve('scripts/bench/load/profileExit.mjs')).href,
  ];
  const args = [...serveNodeFlags(root), ...(profile ? profileArgs : []), 'scripts/serve.ts'];
  let output = '';
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  log.write(`# ${new Date().toISOString()} node ${args.join(' ')} (in ${root}), port ${options.port}\n`);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
      NODE_ENV: 'production',
      // The data set is generated again at will: a pre-upgrade backup of it (decision 070) only costs time.
      SKIP_UPGRADE_BACKUP: 'true',
      // Its /metrics, read around every row (serverCounters.ts); builds before the endpoint ignore it.
      METRICS_TOKEN: BENCH_METRICS_TOKEN,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.once('exit', (code, signal) => log.end(`# exited: ${signal ?? code}\n`));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/install/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bench server did not start:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    pid: child.pid!,
    logFile: options.logFile,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill(profile ? 'SIGUSR2' : 'SIGTERM');
      }),
  };
}
