import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The node flags `npm run serve` passes (heap sizing), so the bench measures the server as it is run. */
export function nodeFlagsOfServeScript(script: string): string[] {
  const match = /^node\s+((?:--\S+\s+)*)scripts\/serve\.ts/.exec(script.trim());
  return match ? match[1]!.split(/\s+/).filter(Boolean) : [];
}

function serveNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts?: Record<string, string> };
  return nodeFlagsOfServeScript(manifest.scripts?.serve ?? '');
}

export interface BenchServer {
  url: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built forum (`node scripts/serve.ts`, PLAZA_OUT_DIR respected) on a data dir that holds the bench
 * install config. BENCH_CPU_PROF=1 writes a V8 CPU profile to .tmp/bench-prof when the server exits.
 */
export async function startBenchServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const profile = process.env.BENCH_CPU_PROF === '1';
  const profileDir = resolve('.tmp/bench-prof');
  if (profile) mkdirSync(profileDir, { recursive: true });
  const profileArgs = [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    '--import',
    './scripts/bench/load/profileExit.mjs',
  ];
  const args = [...serveNodeFlags(), ...(profile ? profileArgs : []), 'scripts/serve.ts'];
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '10000',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
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
