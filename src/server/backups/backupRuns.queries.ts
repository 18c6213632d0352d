import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { backupRuns, type BackupRunRow } from '../db/schema/index.ts';

const LISTED_RUNS = 30;

/** The newest runs first (the status page's list): kept archives, deleted ones and failures alike. */
export async function listBackupRuns(db: Database = getDb(), limit = LISTED_RUNS): Promise<BackupRunRow[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit);
}

/** The newest run that produced an archive still on disk. */
export async function lastKeptBackup(db: Database = getDb()): Promise<BackupRunRow | undefined> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(and(ne(backupRuns.file, ''), eq(backupRuns.error, ''), isNull(backupRuns.removedAt)))
    .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
    .limit(1);
  return row;
}

/** The run that made the archive `file`, while rotation has not deleted it. */
export async function keptBackupNamed(
  file: string,
  db: Database = getDb(),
): Promise<BackupRunRow | undefined> {
  const [row] = await db
    .select()
    .from(backupRuns)
    .where(and(eq(backupRuns.file, file), eq(backupRuns.error, ''), isNull(backupRuns.removedAt)))
    .limit(1);
  return row;
}

export async function slotAlreadyTaken(slot: Date, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(eq(backupRuns.scheduledFor, slot))
    .limit(1);
  return rows.length > 0;
}
