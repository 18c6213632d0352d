import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { messages } from '../db/schema/index.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { savePrivateSettings } from '../settings/privateSettings.ts';
import { createMessagesInDelivery } from './createMessage.ts';
import { turnOffMail } from '../notifications/turnOffMail.ts';
import { loadNotificationSettings, saveNotificationSettings } from '../notifications/notificationChoices.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

/** Runs the batch as a delivery would, and answers what it recorded and announced after the commit. */
async function deliver(actorId: number, entityId: number, userIds: number[]) {
  const recorded: DomainEvent[] = [];
  const later: Array<() => void> = [];
  const created = await t.db.transaction((tx) =>
    createMessagesInDelivery(
      {
        tx,
        record: async (event) => void recorded.push(event),
        afterCommit: (task) => void later.push(task),
      },
      { actorId, type: 'watched_post', kind: 'moment', entityId, quote: 'News' },
      userIds,
    ),
  );
  return { created, mailed: recorded.map((event) => ('userId' in event ? event.userId : 0)), later };
}

async function told(entityId: number): Promise<number[]> {
  const found = await t.db
    .select({ userId: messages.userId })
    .from(messages)
    .where(and(eq(messages.entityId, entityId), eq(messages.type, 'watched_post')))
    .orderBy(messages.userId);
  return found.map((row) => row.userId);
}

describe('createMessagesInDelivery', () => {
  it('tells each member once, never the actor, and asks for mail only where mail can go', async () => {
    const verified = await rows.user({ email: 'v@plaza.test', emailVerified: true });
    const unverified = await rows.user({ email: 'u@plaza.test', emailVerified: false });
    const quiet = await rows.user({ email: 'q@plaza.test', emailVerified: true });
    await turnOffMail(quiet, 'watched', t.db);
    const actor = await rows.user();

    // No SMTP: messages for all three, no mail notices to deliver.
    const first = await deliver(actor, 501, [verified, unverified, quiet, actor, verified]);
    expect(first.created).toBe(3);
    expect(first.mailed).toEqual([]);
    expect(first.later).toHaveLength(1);
    expect(await told(501)).toEqual([verified, unverified, quiet].sort((a, b) => a - b));

    // Delivered again (a retry): nothing new.
    expect((await deliver(actor, 501, [verified, unverified, quiet])).created).toBe(0);
    expect(await told(501)).toHaveLength(3);

    // With SMTP: the notice is recorded for the verified member who wants mail, only.
    await savePrivateSettings(
      {
        smtp: {
          host: 'smtp.plaza.test',
          port: 25,
          secure: false,
          username: '',
          password: '',
          from: 'p@plaza.test',
        },
      },
      t.db,
    );
    const second = await deliver(actor, 502, [verified, unverified, quiet]);
    expect(second.created).toBe(3);
    expect(second.mailed).toEqual([verified]);
  });

  it('keeps no message-centre row for a member who turned in-app off for watched items, and still mails them', async () => {
    const away = await rows.user({ email: 'away@plaza.test', emailVerified: true });
    const present = await rows.user({ email: 'present@plaza.test', emailVerified: true });
    const settings = await loadNotificationSettings(away, t.db);
    settings.choices.watched.inApp = false;
    await saveNotificationSettings(away, settings, t.db);
    const actor = await rows.user();
    // SMTP is configured by the test above.
    const batch = await deliver(actor, 503, [away, present]);
    expect(batch.created).toBe(1);
    expect(await told(503)).toEqual([present]);
    expect(batch.mailed.sort((a, b) => a - b)).toEqual([away, present].sort((a, b) => a - b));
  });
});
