// Starts the built server: validates configuration first, migrates an installed database, then serves,
// in this process or, with PLAZA_PROCESSES > 1, in that many cluster workers sharing the port.
// Runs with Node 24's type stripping, so it imports only files that use relative `.ts` imports.
import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, parseEnv } from '../src/server/config/env.ts';
import { readInstallConfig } from '../src/server/config/installConfig.ts';
import { pageCacheSeconds } from '../src/server/pageCache/pageCacheSettings.ts';
import { processCount } from '../src/server/shutdown/processCount.ts';
import { superviseWorkers } from '../src/server/shutdown/clusterSupervisor.ts';
import { shutDownGracefully } from '../src/server/shutdown/gracefulHttpShutdown.ts';
import { keepIdleConnectionsOpen } from '../src/server/http/connectionTimeouts.ts';
import { resolveTwoFactorKey, TwoFactorKeyError } from '../src/server/twoFactor/twoFactorKey.ts';

type AppHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const SHUTDOWN_GRACE_MS = 10_000;
const SHUTDOWN_HOOKS_MS = 5_000;

function log(message: string): void {
  const who = cluster.isPrimary ? 'Plaza' : `Plaza worker ${process.pid}`;
  console.log(`${who}: ${message}`);
}

/** Exits with a readable message when the configuration is wrong; answers the number of processes. */
function checkConfiguration(): number {
  try {
    const env = parseEnv(process.env);
    process.env.PORT = String(env.PORT);
    process.env.HOST = env.HOST;
    readInstallConfig();
    // A wrong TWO_FACTOR_KEY stops the start, not a member's sign-in later.
    resolveTwoFactorKey(resolve(env.DATA_DIR), env.TWO_FACTOR_KEY, false);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TwoFactorKeyError) fail(error.message);
    throw error;
  }
  try {
    pageCacheSeconds();
    return processCount();
  } catch (error) {
    return fail((error as Error).message);
  }
}

function fail(message: string): never {
  console.error(`Plaza cannot start. ${message}`);
  process.exit(1);
}

async function serveHere(): Promise<void> {
  // The adapter would start its own server; this launcher starts it to own the shutdown.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const outDir = resolve(process.env.PLAZA_OUT_DIR ?? 'dist');
  // Told to stop while still loading (a cluster stopping during start-up): leave without serving.
  let stopWhileLoading = false;
  const noteStop = () => (stopWhileLoading = true);
  process.once('SIGTERM', noteStop);
  process.once('SIGINT', noteStop);
  // The build's entry (src/server/front/serverEntry.ts): the adapter's server, the app's front door
  // and its shutdown hooks; the launcher reaches the app through nothing else.
  const entry = (await import(pathToFileURL(join(outDir, 'server/entry.mjs')).href)) as {
    startServer(): { server: { server: Server } };
    handler: AppHandler;
    openBuiltFrontDoor(server: Server, app: AppHandler, outDir: string): void;
    runShutdownHooks(timeoutMs: number): Promise<string[]>;
  };
  process.off('SIGTERM', noteStop);
  process.off('SIGINT', noteStop);
  if (stopWhileLoading) process.exit(0);
  const { server } = entry.startServer();
  keepIdleConnectionsOpen(server.server);
  entry.openBuiltFrontDoor(server.server, entry.handler, outDir);
  shutDownGracefully(server.server, {
    graceMs: SHUTDOWN_GRACE_MS,
    hooksMs: SHUTDOWN_HOOKS_MS,
    runHooks: entry.runShutdownHooks,
    log,
  });
  // A worker whose primary is gone stops too rather than serve unsupervised.
  if (cluster.isWorker) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

async function main(): Promise<void> {
  const processes = checkConfiguration();
  if (cluster.isWorker) return serveHere();
  const { migrateInstalledDatabase } = await import('../src/server/db/migrateOnStart.ts');
  await migrateInstalledDatabase();
  if (processes === 1) return serveHere();
  log(`starting ${processes} processes`);
  superviseWorkers(processes, log);
}

await main();
