import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pushDevices, users } from '../db/schema/index.ts';
import type { EventOf } from '../events/domainEvent.ts';
import { membersWanting } from '../notifications/notificationChoices.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import type { NotificationKind } from '@/shared/notifications/notificationKinds.ts';
import type { PushPayload } from '@/shared/push/pushPayload.ts';
import type { Locale } from '@/i18n/locales.ts';

/** The forum's name and the member's language, for composing a payload. */
export interface PushWords {
  site: string;
  locale: Locale;
}

/**
 * One `push.requested` per device of a member who wants pushes of this kind (decision 063), so a
 * retry re-sends only to the device that failed; none, and nothing composed, for a member without
 * devices or who turned the kind's pushes off.
 */
export async function pushRequests(
  userId: number,
  kind: NotificationKind,
  compose: (words: PushWords) => Promise<PushPayload | undefined>,
  db: Database,
): Promise<Array<EventOf<'push.requested'>>> {
  const devices = await db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId));
  if (devices.length === 0) return [];
  if ((await membersWanting([userId], kind, 'push', db)).length === 0) return [];
  const [member] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!member) return [];
  const config = await loadSiteConfig(db);
  const payload = await compose({
    site: config.siteTitle || 'Plaza',
    locale: noticeLocale(member.locale, config.language),
  });
  if (!payload) return [];
  return devices.map((device) => ({ type: 'push.requested', userId, deviceId: device.id, payload }));
}
