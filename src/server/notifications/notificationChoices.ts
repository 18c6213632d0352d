import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { notificationChoices, users } from '../db/schema/index.ts';
import {
  DEFAULT_NOTIFICATION_CHOICES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationChoices,
  type NotificationKind,
  type NotificationSettings,
} from '@/shared/notifications/notificationKinds.ts';
import { isLocale } from '@/i18n/locales.ts';

type Reader = Database | Transaction;

function isKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

function sameChoice(a: NotificationChoices[NotificationKind], b: NotificationChoices[NotificationKind]) {
  return a.inApp === b.inApp && a.email === b.email && a.push === b.push;
}

/** A member's notification settings: the defaults overlaid with their stored choices. */
export async function loadNotificationSettings(
  userId: number,
  db: Reader = getDb(),
): Promise<NotificationSettings> {
  const [member] = await db
    .select({ locale: users.locale, digestDays: users.digestDays })
    .from(users)
    .where(eq(users.id, userId));
  const rows = await db.select().from(notificationChoices).where(eq(notificationChoices.userId, userId));
  const choices = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
  for (const row of rows) {
    if (isKind(row.kind)) choices[row.kind] = { inApp: row.inApp, email: row.email, push: row.push };
  }
  const digestDays = member?.digestDays === 0 || member?.digestDays === 1 ? member.digestDays : 7;
  return { choices, digestDays, locale: isLocale(member?.locale) ? member.locale : '' };
}

/** Saves a member's settings in one transaction; only choices that differ from the defaults keep a row. */
export async function saveNotificationSettings(
  userId: number,
  settings: NotificationSettings,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ locale: settings.locale, digestDays: settings.digestDays })
      .where(eq(users.id, userId));
    await tx.delete(notificationChoices).where(eq(notificationChoices.userId, userId));
    const differing = NOTIFICATION_KINDS.filter(
      (kind) => !sameChoice(settings.choices[kind], DEFAULT_NOTIFICATION_CHOICES[kind]),
    );
    if (differing.length === 0) return;
    await tx
      .insert(notificationChoices)
      .values(differing.map((kind) => ({ userId, kind, ...settings.choices[kind] })));
  });
}

/**
 * Of these members, those who want notices of this kind on this channel: the default unless a row
 * says otherwise. One query, whatever the number of members.
 */
export async function membersWanting(
  userIds: readonly number[],
  kind: NotificationKind,
  channel: NotificationChannel,
  db: Reader = getDb(),
): Promise<number[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      userId: notificationChoices.userId,
      inApp: notificationChoices.inApp,
      email: notificationChoices.email,
      push: notificationChoices.push,
    })
    .from(notificationChoices)
    .where(and(inArray(notificationChoices.userId, unique), eq(notificationChoices.kind, kind)));
  const stored = new Map(rows.map((row) => [row.userId, row[channel]]));
  const byDefault = DEFAULT_NOTIFICATION_CHOICES[kind][channel];
  return unique.filter((userId) => stored.get(userId) ?? byDefault);
}
