import type mysql from 'mysql2/promise';
import type { Database } from '../db/client.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { loadBackupSchedule } from './backupSchedule.ts';
import { latestBackupSlot } from './backupSlot.ts';
import { slotAlreadyTaken } from './backupRuns.queries.ts';
import { takeBackup, type BackupOutcome } from './takeBackup.ts';
import type { BackupScript } from './runBackupScript.ts';

export interface BackupPlace extends BackupScript {
  db: Database;
  /** Opens the primary's pool for the named lock, and closes it after: asked only when a run is due. */
  withPool: <T>(work: (pool: mysql.Pool) => Promise<T>) => Promise<T>;
}

type ScheduledBackupCheck = { kind: 'off' } | { kind: 'not-due'; slot: Date } | BackupOutcome;

/**
 * At the clock's time, takes the day's scheduled backup when its slot (the owner's time of day in the site's
 * time zone) has come, was not taken yet and came after the owner saved the schedule. A server that
 * was down at the slot takes it when it is back; a missed day before that is not made up.
 */
export async function runDueBackup(clock: () => Date, place: BackupPlace): Promise<ScheduledBackupCheck> {
  const now = clock();
  const schedule = await loadBackupSchedule(place.db);
  if (!schedule.enabled) return { kind: 'off' };
  const { timeZone } = await loadSiteConfig(place.db);
  const slot = latestBackupSlot(now, schedule.time, timeZone);
  if (slot.getTime() < schedule.savedAt.getTime()) return { kind: 'not-due', slot };
  if (await slotAlreadyTaken(slot, place.db)) return { kind: 'not-due', slot };
  return place.withPool((pool) => takeBackup({ ...place, pool, keep: schedule.keep, now: clock }, slot));
}
