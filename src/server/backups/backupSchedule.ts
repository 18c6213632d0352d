import { getDb, type Database } from '../db/client.ts';
import type { SettingsActor } from '../adminsettings/auditedSettingsSave.ts';
import { loadOwnerSetting, saveOwnerSetting } from '../settings/ownerSetting.ts';
import {
  DEFAULT_BACKUP_SCHEDULE,
  storedBackupScheduleSchema,
  type BackupSchedule,
} from '@/shared/backups/backupScheduleSchema.ts';

/** When scheduled backups run and how many are kept; an owner setting (settings/ownerSetting.ts). */
const SCHEDULE_KEY = 'backups.schedule';

export interface StoredBackupSchedule extends BackupSchedule {
  /** When the owner last saved it: a slot before then was never due. */
  savedAt: Date;
}

export async function loadBackupSchedule(db: Database = getDb()): Promise<StoredBackupSchedule> {
  const stored = await loadOwnerSetting(SCHEDULE_KEY, storedBackupScheduleSchema, null, db);
  if (!stored) return { ...DEFAULT_BACKUP_SCHEDULE, savedAt: new Date(0) };
  const { savedAt, ...schedule } = stored;
  return { ...schedule, savedAt: savedAt ? new Date(savedAt) : new Date(0) };
}

export async function saveBackupSchedule(
  actor: SettingsActor,
  schedule: BackupSchedule,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<void> {
  await saveOwnerSetting(actor, SCHEDULE_KEY, { ...schedule, savedAt: now.toISOString() }, db, schedule);
}
