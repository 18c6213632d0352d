import { loadBackupSchedule } from './backupSchedule.ts';
import { forumBackupPlace } from './backupPlace.ts';
import { takeBackup, type BackupOutcome } from './takeBackup.ts';

/** The owner's "Back up now": the same run as a scheduled one, recorded without a slot, rotated alike. */
export async function takeBackupNow(): Promise<BackupOutcome> {
  const place = forumBackupPlace();
  const { keep } = await loadBackupSchedule(place.db);
  return place.withPool((pool) => takeBackup({ ...place, pool, keep, now: () => new Date() }, null));
}
