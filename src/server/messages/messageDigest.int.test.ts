import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { useSmtpSink } from '../../../tests/useSmtpSink.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { messages, outboxEvents, rateLimitBuckets } from '../db/schema/index.ts';
import { deliverDue, settleOutbox } from '../outbox/outboxDelivery.ts';
import { createMessage } from './createMessage.ts';
import { markMessagesRead } from './markMessagesRead.ts';
import { MESSAGE_EMAIL_RULE } from './messageEmailNotice.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const sink = useSmtpSink(t);
let serial = 0;

async function member() {
  serial += 1;
  const email = `digest${serial}@plaza.test`;
  return { id: await rows.user({ email, emailVerified: true }), email };
}

async function digests(userId: number) {
  const waiting = await t.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'message.digest'));
  return waiting.filter((row) => (JSON.parse(row.payload) as { userId: number }).userId === userId);
}

/** The window as if it had run out: the bucket is moved back, and the poller runs as it would then. */
async function windowEnds() {
  await t.db.update(rateLimitBuckets).set({
    windowStart: sql`${rateLimitBuckets.windowStart} - interval ${MESSAGE_EMAIL_RULE.windowMs + 1000} * 1000 microsecond`,
  });
  await deliverDue(t.db, new Date(Date.now() + MESSAGE_EMAIL_RULE.windowMs + 60_000));
  await settleOutbox();
  await deliverDue(t.db, new Date(Date.now() + MESSAGE_EMAIL_RULE.windowMs + 60_000));
  await settleOutbox();
}

describe('the notice window’s digest', () => {
  it('mails the first message at once and the rest of the window in one digest at its end', async () => {
    const recipient = await member();
    const actors = await rows.users(4);
    for (const actor of actors)
      await createMessage(
        { userId: recipient.id, actorId: actor, type: 'mention', kind: 'moment', entityId: 1 },
        t.db,
      );
    await settleOutbox();
    expect(sink.to(recipient.email)).toHaveLength(1);
    const waiting = await digests(recipient.id);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.availableAt.getTime()).toBeGreaterThan(
      Date.now() + MESSAGE_EMAIL_RULE.windowMs - 60_000,
    );

    await windowEnds();
    const mails = sink.to(recipient.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('4 messages');
    expect(mails[1]!.text).toContain('/user/messages');
    expect(await digests(recipient.id)).toEqual([]);
  });

  it('sends no digest when the member read everything before the window ended', async () => {
    const recipient = await member();
    const [first, second] = await rows.users(2);
    await createMessage(
      { userId: recipient.id, actorId: first!, type: 'mention', kind: 'moment', entityId: 1 },
      t.db,
    );
    await createMessage(
      { userId: recipient.id, actorId: second!, type: 'mention', kind: 'moment', entityId: 1 },
      t.db,
    );
    await settleOutbox();
    expect(await digests(recipient.id)).toHaveLength(1);
    const unread = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, recipient.id));
    await markMessagesRead(
      recipient.id,
      unread.map((row) => row.id),
      t.db,
    );
    await windowEnds();
    expect(sink.to(recipient.email)).toHaveLength(1);
  });

  it('schedules exactly one digest per window however many messages arrive at once', async () => {
    const recipient = await member();
    const actors = await rows.users(12);
    await Promise.all(
      actors.map((actor) =>
        createMessage(
          { userId: recipient.id, actorId: actor, type: 'mention', kind: 'moment', entityId: 1 },
          t.db,
        ),
      ),
    );
    await settleOutbox();
    expect(sink.to(recipient.email)).toHaveLength(1);
    expect(await digests(recipient.id)).toHaveLength(1);
    await windowEnds();
    expect(sink.to(recipient.email)).toHaveLength(2);
    expect(sink.to(recipient.email)[1]!.text).toContain('12 messages');
  });
});
