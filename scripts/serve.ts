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
import {
  builtinDatabasePlan,
  type BuiltinDatabasePlan,
} from '../src/server/builtinDb/builtinDatabasePlan.ts';
import {
  launchBuiltinDatabase,
  offerBuiltinDatabaseThroughPrimary,
} from '../src/server/builtinDb/launchBuiltinDatabase.ts';
import type { BuiltinDatabaseServer } from '../src/server/builtinDb/builtinDatabaseServer.ts';
import {
  builtinDatabaseControl,
  type BuiltinDatabaseControl,
} from '../src/server/builtinDb/builtinDatabaseControl.ts';

type AppHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const SHUTDOWN_GRACE_MS = 10_000;
const SHUTDOWN_HOOKS_MS = 5_000;

function log(message: string): void {
  const who = cluster.isPrimary ? 'Plaza' : `Plaza worker ${process.pid}`;
  console.log(`${who}: ${message}`);
}

interface Launch {
  processes: number;
  dataDir: string;
  builtinDatabase: BuiltinDatabasePlan;
}

/** Exits with a readable message when the configuration is wrong; answers how to launch. */
function checkConfiguration(): Launch {
  let dataDir: string;
  let builtinDatabase: BuiltinDatabasePlan;
  try {
    const env = parseEnv(process.env);
    process.env.PORT = String(env.PORT);
    process.env.HOST = env.HOST;
    dataDir = resolve(env.DATA_DIR);
    builtinDatabase = builtinDatabasePlan(readInstallConfig(), env.DATABASE_URL);
    // A wrong TWO_FACTOR_KEY stops the start, not a member's sign-in later.
    resolveTwoFactorKey(resolve(env.DATA_DIR), env.TWO_FACTOR_KEY, false);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof TwoFactorKeyError) fail(error.message);
    throw error;
  }
  try {
    pageCacheSeconds();
    return { processes: processCount(), dataDir, builtinDatabase };
  } catch (error) {
    return fail((error as Error).message);
  }
}

function fail(message: string): never {
  console.error(`Plaza cannot start. ${message}`);
  process.exit(1);
}

async function serveHere(builtinDatabase?: BuiltinDatabaseServer): Promise<void> {
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
    provideBuiltinDatabaseControl(control: BuiltinDatabaseControl): void;
  };
  process.off('SIGTERM', noteStop);
  process.off('SIGINT', noteStop);
  if (stopWhileLoading) process.exit(0);
  // The wizard's way to the built-in database's supervisor (decision 067), handed to the app's own copy.
  const control = builtinDatabaseControl();
  if (control) entry.provideBuiltinDatabaseControl(control);
  const { server } = entry.startServer();
  keepIdleConnectionsOpen(server.server);
  entry.openBuiltFrontDoor(server.server, entry.handler, outDir);
  shutDownGracefully(server.server, {
    graceMs: SHUTDOWN_GRACE_MS,
    hooksMs: SHUTDOWN_HOOKS_MS,
    // The built-in database stops last, once the app has drained and closed its pools.
    runHooks: async (timeoutMs) => {
      const failed = await entry.runShutdownHooks(timeoutMs);
      await builtinDatabase?.stop();
      return failed;
    },
    log,
  });
  // A worker whose primary is gone stops too rather than serve unsupervised.
  if (cluster.isWorker) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

/** Starts the built-in database before anything uses it (decision 067), or readies it for the wizard. */
async function startBuiltinDatabase(launch: Launch): Promise<BuiltinDatabaseServer | undefined> {
  try {
    return await launchBuiltinDatabase({
      plan: launch.builtinDatabase,
      dataDir: launch.dataDir,
      projectDir: resolve(import.meta.dirname, '..'),
      log,
    });
  } catch (error) {
    return fail(`The built-in database did not start: ${(error as Error).message}`);
  }
}

async function main(): Promise<void> {
  const launch = checkConfiguration();
  if (cluster.isWorker) {
    if (launch.builtinDatabase === 'on-request') offerBuiltinDatabaseThroughPrimary();
    return serveHere();
  }
  const builtinDatabase = await startBuiltinDatabase(launch);
  const { migrateInstalledDatabase } = await import('../src/server/db/migrateOnStart.ts');
  await migrateInstalledDatabase();
  if (launch.processes === 1) return serveHere(builtinDatabase);
  log(`starting ${launch.processes} processes`);
  superviseWorkers(launch.processes, log, async () => await builtinDatabase?.stop());
}

await main();
