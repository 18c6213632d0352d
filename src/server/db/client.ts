import mysql from 'mysql2/promise';
import { drizzle, type MySql2Database } from 'drizzle-orm/mysql2';
import * as schema from './schema/index.ts';
import type { DatabaseSettings } from '../config/installConfig.ts';
import { activeDatabaseSettings } from '../install/installState.ts';
import { databaseSettingsFromUrl } from '../config/installConfig.ts';
import { getEnv } from '../config/env.ts';
import { countQueriesOf } from './queryCount.ts';
import { connectionTarget } from './connectionTarget.ts';
import { failoverPool, routeReads, watchReplicaLag, type Replica } from './replicas.ts';
import { watchPools } from './poolMetrics.ts';

export type Database = MySql2Database<typeof schema>;

export function createPool(
  settings: DatabaseSettings,
  options: { connectionLimit?: number; trace?: boolean; multipleStatements?: boolean } = {},
) {
  const pool = mysql.createPool({
    ...connectionTarget(settings),
    user: settings.username,
    password: settings.password,
    database: settings.database,
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    dateStrings: false,
    connectionLimit: options.connectionLimit ?? 10,
    connectTimeout: 5000,
    enableKeepAlive: true,
    trace: options.trace ?? true,
    multipleStatements: options.multipleStatements ?? false,
  });
  // Times are UTC in the database too, so CURRENT_TIMESTAMP defaults agree with the values we write.
  pool.pool.on('connection', (connection) => {
    connection.query("SET time_zone = '+00:00'");
  });
  return getEnv().QUERY_COUNT ? countQueriesOf(pool) : pool;
}

// mode 'planetscale': the default relational mode emits LATERAL joins that MariaDB lacks.
export function createDatabase(pool: mysql.Pool): Database {
  return drizzle(pool, { schema, mode: 'planetscale' });
}

export interface Connected {
  key: string;
  pool: mysql.Pool;
  /** The primary again, allowing several statements per query: the viewer request's pool alone (getViewerPool). */
  viewerPool: mysql.Pool;
  replicas: Replica[];
  db: Database;
  stopWatching: () => void;
}

let current: Connected | undefined;

const REPLICA_LAG_CHECK_MS = 2000;

/**
 * The primary's pool and database, plus one pool per replica with reads routed by replicas.ts
 * (decision 020). getDb() keeps one per key; the replica test opens its own.
 */
export function openDatabase(key: string, settings: DatabaseSettings, replicaUrls: string[]): Connected {
  // The forum's own pools capture no call-site stack per query (mysql2 `trace`): it cost ~3.5% of a
  // viewer request's CPU. Their errors keep their MySQL code and message; scripts' pools keep it.
  const pool = createPool(settings, { trace: false });
  const viewerPool = createPool(settings, { trace: false, multipleStatements: true });
  const primary = createDatabase(pool);
  const replicas = replicaUrls.map((url): Replica => {
    const replicaSettings = databaseSettingsFromUrl(url);
    const replicaPool = createPool(
      { ...replicaSettings, database: replicaSettings.database || settings.database },
      { trace: false },
    );
    const state = { restUntil: 0 };
    return Object.assign(state, {
      pool: replicaPool,
      db: createDatabase(failoverPool(state, replicaPool, pool)),
    });
  });
  const unwatchPools = watchPools([
    [pool, 'primary'],
    [viewerPool, 'primary'],
    ...replicas.map((replica) => [replica.pool, 'replica'] as const),
  ]);
  const [first, ...rest] = replicas;
  if (!first) return { key, pool, viewerPool, replicas, db: primary, stopWatching: unwatchPools };
  const stopLagChecks = watchReplicaLag(replicas, REPLICA_LAG_CHECK_MS);
  return {
    key,
    pool,
    viewerPool,
    replicas,
    db: routeReads(primary, [first, ...rest]),
    stopWatching: () => {
      stopLagChecks();
      unwatchPools();
    },
  };
}

export async function closeDatabase(connected: Connected | undefined): Promise<void> {
  if (!connected) return;
  connected.stopWatching();
  await Promise.all([
    connected.pool.end(),
    connected.viewerPool.end(),
    ...connected.replicas.map((replica) => replica.pool.end()),
  ]);
}

export class DatabaseNotConfiguredError extends Error {
  override name = 'DatabaseNotConfiguredError';
}

/** Whether `db` is the forum's own database (getDb()), not a test's or a script's. */
export function isForumDatabase(db: Database): boolean {
  return current?.db === db;
}

/** The forum's database; the pool is created on first use and follows the active settings. */
export function getDb(): Database {
  return connectedDatabase().db;
}

/**
 * The primary's pool on which one query may hold several statements: for the member's viewer
 * request alone (memberViewerRound.ts), whose session look-up and union share one round trip. Every
 * other statement goes through getDb(), whose pools allow one statement per query.
 */
export function getViewerPool(): mysql.Pool {
  return connectedDatabase().viewerPool;
}

function connectedDatabase(): Connected {
  const settings = activeDatabaseSettings();
  if (!settings) throw new DatabaseNotConfiguredError('The forum is not installed');
  const replicaUrls = getEnv().DATABASE_REPLICA_URLS;
  const key = JSON.stringify([settings, replicaUrls]);
  if (current?.key !== key) {
    const previous = current;
    current = openDatabase(key, settings, replicaUrls);
    void closeDatabase(previous);
  }
  return current;
}

export async function closeDb(): Promise<void> {
  const previous = current;
  current = undefined;
  await closeDatabase(previous);
}
