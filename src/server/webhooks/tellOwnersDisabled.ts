import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users, webhookEndpoints } from '../db/schema/index.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { createMessage } from '../messages/createMessage.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { loadPrivateSettings, isSmtpConfigured } from '../settings/privateSettings.ts';
import { noticeLocale } from '../notifications/noticeLocale.ts';
import { getEnv } from '../config/env.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { WEBHOOK_DISABLED_NOTICE, WEBHOOKS_ADMIN_PATH } from '@/shared/webhooks/webhookNotice.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The `webhook.disabled` handler: every owner gets a message-centre notice (the endpoint's URL as its
 * quote) and, when the forum can send mail, a mail in their language. Answers the mails to send.
 */
export async function tellOwnersDisabled(db: Database, endpointId: number): Promise<DomainEvent[]> {
  const [endpoint] = await db
    .select({ url: webhookEndpoints.url, disabledAt: webhookEndpoints.disabledAt })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint?.disabledAt) return [];
  const owners = await db
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'owner'), eq(users.status, UserStatus.active)));
  for (const owner of owners) {
    // The unique key of messages keeps one per disabling: its time stands in the comment column.
    const disabling = Math.floor(endpoint.disabledAt.getTime() / 1000);
    await createMessage(
      {
        userId: owner.id,
        actorId: 0,
        type: WEBHOOK_DISABLED_NOTICE,
        commentId: disabling,
        quote: endpoint.url,
      },
      db,
    );
  }
  if (!isSmtpConfigured((await loadPrivateSettings(db)).smtp)) return [];
  const config = await loadSiteConfig(db);
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  return owners.flatMap((owner): DomainEvent[] => {
    if (!owner.email) return [];
    const locale = noticeLocale(owner.locale, config.language);
    const site = config.siteTitle || 'Plaza';
    const text = [
      m.webhooks_mail_disabled_text({ url: endpoint.url }, { locale }),
      `${origin}${WEBHOOKS_ADMIN_PATH}/${endpointId}`,
    ].join('\n\n');
    const subject = m.webhooks_mail_disabled_subject({ site }, { locale });
    return [{ type: 'mail.requested', mail: { to: owner.email, subject, text } }];
  });
}
