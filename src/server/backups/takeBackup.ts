import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type mysql from 'mysql2/promise';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { backupRuns } from '../db/schema/index.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { withNamedLock } from '../db/withNamedLock.ts';
import { logger } from '../log/logger.ts';
import { forgetDirectorySizes } from '../status/directorySize.ts';
import { backupsBeyondRetention } from './backupsBeyondRetention.ts';
import { runBackupScript, type BackupScript } from './runBackupScript.ts';

/** One backup at a time across a cluster: a second caller does not wait, it is told one is running. */
const BACKUP_LOCK = { name: 'plaza_backup', timeoutSeconds: 0 };
const ERROR_COLUMN_CHARS = 1000;

interface BackupTarget extends BackupScript {
  db: Database;
  /** The primary's pool: the named lock lives on one of its connections. */
  pool: mysql.Pool;
  /** How many archives rotation keeps. */
  keep: number;
  now: () => Date;
}

export type BackupOutcome =
  | { kind: 'done'; runId: number; file: string; size: number }
  | { kind: 'failed'; runId: number; error: string }
  /** Another process (or this one) is taking a backup, or already took this slot's. */
  | { kind: 'busy' };

async function rotate(target: BackupTarget): Promise<void> {
  const kept = await target.db
    .select({ id: backupRuns.id, file: backupRuns.file, startedAt: backupRuns.startedAt })
    .from(backupRuns)
    .where(and(ne(backupRuns.file, ''), eq(backupRuns.error, ''), isNull(backupRuns.removedAt)));
  const beyond = backupsBeyondRetention(kept, target.keep);
  const stillKept = new Set(kept.filter((run) => !beyond.includes(run)).map((run) => run.file));
  for (const old of beyond) {
    // Two runs in one second share an archive name: the newer one's file stays.
    if (!stillKept.has(old.file)) await rm(join(target.outputDir, old.file), { force: true });
    await target.db.update(backupRuns).set({ removedAt: target.now() }).where(eq(backupRuns.id, old.id));
    logger.info({ file: old.file }, 'old backup deleted by rotation');
  }
}

async function record(target: BackupTarget, scheduledFor: Date | null): Promise<number | undefined> {
  try {
    const [row] = await target.db
      .insert(backupRuns)
      .values({ scheduledFor, startedAt: target.now() })
      .$returningId();
    return row!.id;
  } catch (error) {
    if (isDuplicateKey(error)) return undefined;
    throw error;
  }
}

async function run(target: BackupTarget, scheduledFor: Date | null): Promise<BackupOutcome> {
  const runId = await record(target, scheduledFor);
  if (runId === undefined) return { kind: 'busy' };
  try {
    const { file, size } = await runBackupScript(target);
    await target.db
      .update(backupRuns)
      .set({ finishedAt: target.now(), file, sizeBytes: size })
      .where(eq(backupRuns.id, runId));
    logger.info({ file, size, scheduledFor }, 'backup taken');
    await rotate(target);
    return { kind: 'done', runId, file, size };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_COLUMN_CHARS);
    await target.db
      .update(backupRuns)
      .set({ finishedAt: target.now(), error: message || 'failed' })
      .where(eq(backupRuns.id, runId));
    logger.error({ err: error, scheduledFor }, 'backup failed');
    return { kind: 'failed', runId, error: message };
  }
}

/**
 * Takes a backup with scripts/backup.sh into the target folder, records it in backup_runs
 * (started, finished, file, size or error) and rotates older archives out. `scheduledFor` names the
 * day's slot of a scheduled run (taken at most once, by one process); null is the owner's "now".
 */
export async function takeBackup(target: BackupTarget, scheduledFor: Date | null): Promise<BackupOutcome> {
  if (!(await lockIsFree(target.pool))) return { kind: 'busy' };
  try {
    return await withNamedLock(target.pool, BACKUP_LOCK, () => run(target, scheduledFor));
  } catch (error) {
    // Claimed by another process between the look and the claim: that process's run is the one.
    if (!(await lockIsFree(target.pool))) return { kind: 'busy' };
    throw error;
  } finally {
    forgetDirectorySizes();
  }
}

async function lockIsFree(pool: mysql.Pool): Promise<boolean> {
  const [rows] = await pool.query('SELECT IS_FREE_LOCK(?) AS free', [BACKUP_LOCK.name]);
  return (rows as Array<{ free: number }>)[0]?.free === 1;
}
