import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client.ts';
import { isInstalled } from '@/server/install/installState.ts';
import { newestMigrationMillis } from './migrationJournal.ts';

export type Readiness =
  { ready: true } | { ready: false; reason: 'not-installed' | 'database-unreachable' | 'migrations-pending' };

/** A probe must answer quickly even when the database hangs. */
const CHECK_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`readiness check took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function newestAppliedMigration(): Promise<number> {
  // Through the primary: a lagging replica must not make a migrated forum look unready.
  const [rows] = (await getDb().execute(
    sql`SELECT MAX(created_at) AS newest FROM __drizzle_migrations`,
  )) as unknown as [{ newest: string | number | null }[]];
  return Number(rows[0]?.newest ?? 0);
}

/** Ready: installed, the database answers, and every migration this build ships is applied. */
export async function checkReadiness(): Promise<Readiness> {
  if (!isInstalled()) return { ready: false, reason: 'not-installed' };
  let applied: number;
  try {
    applied = await withTimeout(newestAppliedMigration(), CHECK_TIMEOUT_MS);
  } catch {
    return { ready: false, reason: 'database-unreachable' };
  }
  if (applied < newestMigrationMillis()) return { ready: false, reason: 'migrations-pending' };
  return { ready: true };
}
