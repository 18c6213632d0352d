import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

export const MAX_BACKUPS_KEPT = 365;

/** The owner's daily backup: on or off, at a time of day in the site's time zone, keeping the newest `keep`. */
export interface BackupSchedule {
  enabled: boolean;
  /** 'HH:MM', 24-hour, on the wall clock of the site's time zone. */
  time: string;
  keep: number;
}

export const DEFAULT_BACKUP_SCHEDULE: BackupSchedule = { enabled: false, time: '03:00', keep: 7 };

/** The settings form's fields (a checkbox sends 'on' or nothing; numbers arrive as text). */
export const backupScheduleFormSchema = z.object({
  enabled: z
    .union([z.literal('on'), z.literal('true'), z.boolean()])
    .optional()
    .transform((value) => value === 'on' || value === 'true' || value === true),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => m.status_backup_time_invalid() }),
  keep: z.coerce
    .number({ error: () => m.status_backup_keep_invalid({ max: MAX_BACKUPS_KEPT }) })
    .int({ error: () => m.status_backup_keep_invalid({ max: MAX_BACKUPS_KEPT }) })
    .min(1, { error: () => m.status_backup_keep_invalid({ max: MAX_BACKUPS_KEPT }) })
    .max(MAX_BACKUPS_KEPT, { error: () => m.status_backup_keep_invalid({ max: MAX_BACKUPS_KEPT }) }),
});

/** What is stored: the form's fields plus when the owner saved them (a slot before that is not "missed"). */
export const storedBackupScheduleSchema = z.object({
  enabled: z.boolean(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  keep: z.number().int().min(1).max(MAX_BACKUPS_KEPT),
  savedAt: z.string().optional(),
});
