import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';
import { recordAction } from '../moderation/recordAction.ts';
import {
  DEFAULT_BACKUP_SCHEDULE,
  storedBackupScheduleSchema,
  type BackupSchedule,
} from '@/shared/backups/backupScheduleSchema.ts';

/**
 * Stored in site_configs under its own key, outside SiteConfig: browsers never see it and the
 * admins' site settings endpoint cannot write it (only the owner may).
 */
const SCHEDULE_KEY = 'backups.schedule';

export interface StoredBackupSchedule extends BackupSchedule {
  /** When the owner last saved it: a slot before then was never due. */
  savedAt: Date;
}

export async function loadBackupSchedule(db: Database = getDb()): Promise<StoredBackupSchedule> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, SCHEDULE_KEY)).limit(1);
  const fallback = { ...DEFAULT_BACKUP_SCHEDULE, savedAt: new Date(0) };
  if (!rows[0]) return fallback;
  let stored: unknown;
  try {
    stored = JSON.parse(rows[0].value);
  } catch {
    return fallback;
  }
  const parsed = storedBackupScheduleSchema.safeParse(stored);
  if (!parsed.success) return fallback;
  const { savedAt, ...schedule } = parsed.data;
  return { ...schedule, savedAt: savedAt ? new Date(savedAt) : new Date(0) };
}

export async function saveBackupSchedule(
  actor: { id: number; ip: string },
  schedule: BackupSchedule,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<void> {
  const value = JSON.stringify({ ...schedule, savedAt: now.toISOString() });
  await db.transaction(async (tx) => {
    await tx
      .insert(siteConfigs)
      .values({ key: SCHEDULE_KEY, value })
      .onDuplicateKeyUpdate({
        set: { value: sql`VALUES(config_value)`, updatedAt: sql`CURRENT_TIMESTAMP(3)` },
      });
    await recordAction(tx, {
      actorId: actor.id,
      action: 'settings.update',
      targetType: 'settings',
      detail: { keys: [SCHEDULE_KEY], ...schedule },
      ip: actor.ip,
    });
  });
}
