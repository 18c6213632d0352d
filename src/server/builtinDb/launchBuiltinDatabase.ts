// Only node: and relative imports: scripts/serve.ts loads this with type stripping.
import { spawnSync } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import {
  builtinDatabaseControl,
  provideBuiltinDatabaseControl,
  type BuiltinDatabaseAvailability,
} from './builtinDatabaseControl.ts';
import { builtinDatabasePaths } from './builtinDatabasePaths.ts';
import type { BuiltinDatabasePlan } from './builtinDatabasePlan.ts';
import { BuiltinDatabaseServer } from './builtinDatabaseServer.ts';

// A cluster's workers learn from the primary, through their environment, why the option is missing.
const UNAVAILABLE_ENV = 'PLAZA_BUILTIN_DATABASE_UNAVAILABLE';
const MESSAGE_TAG = 'plaza:builtin-database';

interface StartRequest {
  tag: typeof MESSAGE_TAG;
  id: number;
}
interface StartAnswer {
  tag: typeof MESSAGE_TAG;
  id: number;
  error?: string;
}

function isMessage(value: unknown): value is StartRequest & StartAnswer {
  return typeof value === 'object' && value !== null && (value as { tag?: unknown }).tag === MESSAGE_TAG;
}

/** Installs MariaDB's programs when missing and possible (scripts/ensure-builtin-database.sh); else says what to install. */
function ensurePrograms(projectDir: string): BuiltinDatabaseAvailability {
  const result = spawnSync('sh', [join(projectDir, 'scripts/ensure-builtin-database.sh')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status === 0) return { available: true };
  const reason = (result.stderr || result.error?.message || 'MariaDB is not installed').trim();
  process.stderr.write(`${reason}\n`);
  return { available: false, reason };
}

/**
 * The primary's part: makes sure the programs exist, starts the server now when the forum is
 * installed on it, or offers it to the wizard (this process's app, or the workers over IPC).
 * Answers the server to stop after the app, if there is one.
 */
export async function launchBuiltinDatabase(options: {
  plan: BuiltinDatabasePlan;
  dataDir: string;
  projectDir: string;
  log: (message: string) => void;
}): Promise<BuiltinDatabaseServer | undefined> {
  if (options.plan === 'none') return undefined;
  let availability = ensurePrograms(options.projectDir);
  let server: BuiltinDatabaseServer | undefined;
  if (availability.available) {
    try {
      const { uid, username } = userInfo();
      server = new BuiltinDatabaseServer(
        builtinDatabasePaths(options.dataDir),
        { uid, username },
        options.log,
      );
    } catch (error) {
      availability = { available: false, reason: (error as Error).message };
    }
  }
  if (options.plan === 'start') {
    if (!server) throw new Error(availability.available ? 'no built-in database' : availability.reason);
    options.log('starting the built-in database');
    await server.start();
    return server;
  }
  const ready = server;
  provideBuiltinDatabaseControl({
    availability,
    start: () => (ready ? ready.start() : Promise.reject(new Error(unavailableReason(availability)))),
  });
  if (!availability.available) process.env[UNAVAILABLE_ENV] = availability.reason;
  if (ready && cluster.isPrimary) answerWorkers(ready);
  return server;
}

function unavailableReason(availability: BuiltinDatabaseAvailability): string {
  return availability.available ? '' : availability.reason;
}

function answerWorkers(server: BuiltinDatabaseServer): void {
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message)) return;
    server.start().then(
      () => worker.send({ tag: MESSAGE_TAG, id: message.id } satisfies StartAnswer),
      (error: unknown) =>
        worker.send({
          tag: MESSAGE_TAG,
          id: message.id,
          error: (error as Error).message,
        } satisfies StartAnswer),
    );
  });
}

/** A worker's part: its app asks the primary, which owns the server, to start it. */
export function offerBuiltinDatabaseThroughPrimary(): void {
  if (builtinDatabaseControl()) return;
  const reason = process.env[UNAVAILABLE_ENV];
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 1;
  process.on('message', (message: unknown) => {
    if (!isMessage(message)) return;
    const request = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error) request?.reject(new Error(message.error));
    else request?.resolve();
  });
  provideBuiltinDatabaseControl({
    availability: reason ? { available: false, reason } : { available: true },
    start: () =>
      new Promise<void>((resolve, reject) => {
        if (reason) return reject(new Error(reason));
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        process.send?.({ tag: MESSAGE_TAG, id } satisfies StartRequest);
      }),
  });
}
