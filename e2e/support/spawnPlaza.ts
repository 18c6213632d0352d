import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DatabaseSettings } from '../../src/server/config/installConfig.ts';
import { E2E_ADMIN } from './servers.ts';
import { E2E_SIGNUP, E2E_SPAWNED_POST_REVIEW } from './e2eSignupSettings.ts';

/** Port offsets above PLAZA_E2E_PORT_BASE that specs starting their own servers may use (50–99). */
export function systemPort(offset: number): number {
  if (offset < 50 || offset > 99) throw new Error(`system port offset ${offset} is outside 50–99`);
  return Number(process.env.PLAZA_E2E_PORT_BASE ?? 3100) + offset;
}

export interface SpawnedPlaza {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

interface LaunchOptions {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** The checkout (or a copy of a release) to start from: its scripts/, dist/ and db/migrations. */
  cwd?: string;
}

function launch(options: LaunchOptions): { child: ChildProcess; output: () => string } {
  mkdirSync(resolve(options.dataDir), { recursive: true });
  let output = '';
  const child = spawn(process.execPath, ['scripts/serve.ts'], {
    ...(options.cwd ? { cwd: options.cwd } : {}),
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Starts the launcher where it must refuse to start: resolves with its exit code and output once it has ended. */
export function startRefused(
  options: LaunchOptions,
  timeoutMs = 60_000,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(options);
  return new Promise((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`Plaza on port ${options.port} did not stop within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output: output() });
    });
  });
}

/**
 * Starts the built forum (`node scripts/serve.ts`) as its own process, for specs about processes,
 * faults and scale-out that cannot use the shared end-to-end servers.
 */
export async function spawnPlaza(options: LaunchOptions): Promise<SpawnedPlaza> {
  const { child, output } = launch(options);
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Plaza on ${url} exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/install/status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Plaza on ${url} did not start:\n${output()}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    process: child,
    output,
    stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode);
      return new Promise((done) => {
        child.once('exit', (code) => done(code));
        child.kill(signal);
      });
    },
  };
}

/** Installs a spawned forum on an existing empty database through the public install API. */
export async function installPlaza(url: string, database: DatabaseSettings): Promise<void> {
  const response = await fetch(`${url}/api/install/install`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({
      siteTitle: 'Plaza system test',
      siteDescription: 'A forum started by a system spec',
      language: 'en-US',
      dbConfig: database,
      username: E2E_ADMIN.username,
      password: E2E_ADMIN.password,
      rePassword: E2E_ADMIN.password,
    }),
  });
  const body = (await response.json()) as { success?: boolean };
  if (!body.success) throw new Error(`install failed: ${JSON.stringify(body)}`);
  await saveE2eForumSettings(url);
}

/** Gives a freshly installed forum the e2e sign-up and post review settings, as the owner would on the settings screen. */
export async function saveE2eForumSettings(url: string): Promise<void> {
  const signin = await fetch(`${url}/api/login/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username: E2E_ADMIN.username, password: E2E_ADMIN.password }),
  });
  const token = ((await signin.json()) as { data?: { token?: string } }).data?.token;
  const saved = await fetch(`${url}/api/admin/settings/site`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, authorization: `Bearer ${token ?? ''}` },
    body: JSON.stringify({ signup: E2E_SIGNUP, postReview: E2E_SPAWNED_POST_REVIEW }),
  });
  if (!saved.ok) throw new Error(`saving the e2e forum settings failed: ${await saved.text()}`);
}
