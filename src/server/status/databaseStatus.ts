import mysql from 'mysql2/promise';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { databaseSettingsFromUrl } from '../config/installConfig.ts';

const CHECK_TIMEOUT_MS = 3000;

export type ServerHealth = { up: true; version: string; roundTripMs: number } | { up: false; reason: string };

export interface ReplicaHealth {
  /** `host:port`: never the URL, which holds the password. */
  address: string;
  health: ServerHealth;
  /** Seconds behind the primary; null when not replicating (stopped, or not a replica at all). */
  lagSeconds: number | null;
  replicating: boolean;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/** The primary's version and one round trip's time. */
export async function primaryHealth(db: Database = getDb()): Promise<ServerHealth> {
  const started = performance.now();
  try {
    // Through execute: the primary, even when reads go to replicas.
    const [rows] = (await withTimeout(db.execute(sql`SELECT VERSION() AS version`))) as unknown as [
      Array<{ version: string }>,
    ];
    return {
      up: true,
      version: rows[0]?.version ?? '',
      roundTripMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return { up: false, reason: reasonOf(error) };
  }
}

async function replicaHealth(url: string, database: string): Promise<ReplicaHealth> {
  const settings = databaseSettingsFromUrl(url);
  const address = `${settings.host}:${settings.port}`;
  const started = performance.now();
  let connection: mysql.Connection | undefined;
  try {
    connection = await withTimeout(
      mysql.createConnection({
        host: settings.host,
        port: settings.port,
        user: settings.username,
        password: settings.password,
        database: settings.database || database,
        connectTimeout: CHECK_TIMEOUT_MS,
      }),
    );
    const [versionRows] = await withTimeout(connection.query('SELECT VERSION() AS version'));
    const version = (versionRows as Array<{ version: string }>)[0]?.version ?? '';
    const roundTripMs = Math.round(performance.now() - started);
    let lagSeconds: number | null = null;
    let replicating = false;
    try {
      const [statusRows] = await withTimeout(connection.query('SHOW SLAVE STATUS'));
      const status = (statusRows as Array<Record<string, unknown>>)[0];
      const lag = status?.['Seconds_Behind_Master'];
      replicating = lag !== null && lag !== undefined;
      lagSeconds = replicating ? Number(lag) : null;
    } catch {
      // An account without the REPLICATION CLIENT privilege: the version still says it answers.
    }
    return { address, health: { up: true, version, roundTripMs }, lagSeconds, replicating };
  } catch (error) {
    return { address, health: { up: false, reason: reasonOf(error) }, lagSeconds: null, replicating: false };
  } finally {
    await connection?.end().catch(() => undefined);
  }
}

/** Each replica (DATABASE_REPLICA_URLS): reachable, its version, and how far it lags. */
export async function replicasHealth(
  urls: readonly string[],
  primaryDatabase: string,
): Promise<ReplicaHealth[]> {
  return Promise.all(urls.map((url) => replicaHealth(url, primaryDatabase)));
}
