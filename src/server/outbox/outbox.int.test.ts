import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { messages, outboxEvents } from '../db/schema/index.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { subscribe } from '../events/eventBus.ts';
import { createMessageInDelivery } from '../messages/createMessage.ts';
import { claimRecorded, claimStored, CLAIM_MS } from './claimEvents.ts';
import { deliverEvent } from './deliverEvent.ts';
import { deliverDue, deliverNow, publishNow, settleOutbox, useRetryPolicy } from './outboxDelivery.ts';
import { recordEvent, RECORDER_GRACE_MS } from './recordEvent.ts';
import { retryOutboxEvent } from './outboxAdmin.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
// article.created has no handler of its own: these tests give it one that fails on demand.
let failuresLeft = 0;

beforeAll(async () => {
  subscribe('article.created', async (event, context) => {
    await createMessageInDelivery(context, {
      userId: event.userId,
      actorId: event.articleId,
      type: 'follow',
    });
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('the handler broke');
    }
  });
});
beforeEach(async () => {
  failuresLeft = 0;
  // Pauses far longer than any test step, so a slow machine cannot make a retry due early.
  useRetryPolicy({ firstDelayMs: 60_000, maxDelayMs: 240_000, maxAttempts: 3 });
  await t.db.delete(outboxEvents);
});

const messagesFrom = async (actorId: number, userId: number) =>
  t.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.actorId, actorId), eq(messages.userId, userId), eq(messages.type, 'follow')));
/** What is left once the follow-ups (each message's mail notice) have been delivered too. */
const outbox = async () => {
  await settleOutbox();
  return t.db.select().from(outboxEvents);
};
const later = (ms: number) => new Date(Date.now() + ms);

describe('the outbox', () => {
  it('delivers a recorded event once: its writes commit with its removal', async () => {
    const [follower, followee] = await rows.users(2);
    const id = await recordEvent(t.db, {
      type: 'follow.added',
      followerId: follower!,
      followeeId: followee!,
    });
    expect(await deliverNow([id], t.db)).toBe(true);
    // Already delivered: nothing was delivered by this call.
    expect(await deliverNow([id], t.db)).toBe(false);
    expect(await messagesFrom(follower!, followee!)).toHaveLength(1);
    // The follow-up mail notice found no SMTP settings and asked for nothing.
    expect(await outbox()).toEqual([]);
  });

  it('keeps an event whose recorder died after the commit, and a poller delivers it once it is due', async () => {
    const [follower, followee] = await rows.users(2);
    await recordEvent(t.db, { type: 'follow.added', followerId: follower!, followeeId: followee! });
    // Left to the recorder for a while: no poller takes it at once.
    expect(await deliverDue(t.db)).toBe(0);
    expect(await messagesFrom(follower!, followee!)).toHaveLength(0);
    expect(await deliverDue(t.db, later(RECORDER_GRACE_MS + 1))).toBe(1);
    expect(await messagesFrom(follower!, followee!)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it('redelivers an event whose claimer died mid-delivery, and the late claimer changes nothing', async () => {
    const [follower, followee] = await rows.users(2);
    const id = await recordEvent(t.db, {
      type: 'follow.added',
      followerId: follower!,
      followeeId: followee!,
    });
    const [stale] = await claimStored(t.db, [id.id]);
    expect(stale).toBeDefined();
    expect(await deliverDue(t.db, later(CLAIM_MS - 30_000))).toBe(0);
    expect(await deliverDue(t.db, later(CLAIM_MS + 1_000))).toBe(1);
    expect(await deliverEvent(t.db, stale!)).toEqual({ status: 'taken' });
    expect(await messagesFrom(follower!, followee!)).toHaveLength(1);
  });

  it("lets a poller take an event whose recorder died before delivering it; the recorder's late try changes nothing", async () => {
    const [follower, followee] = await rows.users(2);
    const recorded = await recordEvent(t.db, {
      type: 'follow.added',
      followerId: follower!,
      followeeId: followee!,
    });
    // The recorder's claim on an event delivered in a transaction writes nothing.
    const [mine] = await claimRecorded(t.db, [recorded]);
    expect(mine).toMatchObject({ row: { id: recorded.id, attempts: 1 } });
    expect(await outbox()).toMatchObject([{ id: recorded.id, attempts: 0, claimToken: '' }]);
    expect(await deliverDue(t.db)).toBe(0);
    expect(await deliverDue(t.db, later(RECORDER_GRACE_MS + 1))).toBe(1);
    expect(await deliverEvent(t.db, mine!)).toEqual({ status: 'taken' });
    expect(await messagesFrom(follower!, followee!)).toHaveLength(1);
  });

  it('claims a recorded event with an outside handler in one write, and no poller takes it meanwhile', async () => {
    const digest = {
      type: 'message.digest',
      userId: 1,
      kind: 'replies',
      notBefore: Date.now() + 60_000,
    } as const;
    // An event that waits for its time is the poller's, never its recorder's.
    expect(await claimRecorded(t.db, [await recordEvent(t.db, digest)])).toEqual([]);
    await t.db.delete(outboxEvents);
    const delivery = await recordEvent(t.db, { type: 'webhook.deliver', deliveryId: 987654 });
    const [claimed] = await claimRecorded(t.db, [delivery]);
    const [stored] = await t.db.select().from(outboxEvents);
    expect(stored).toMatchObject({ id: delivery.id, attempts: 1, claimToken: claimed!.token });
    expect(claimed!.row.payload).toBe(stored!.payload);
    expect(await deliverDue(t.db, later(RECORDER_GRACE_MS + 1))).toBe(0);
    await t.db.delete(outboxEvents);
  });

  it('rolls a failed delivery back, retries it with backoff and delivers it once', async () => {
    const [author] = await rows.users(1);
    failuresLeft = 1;
    expect(await publishNow({ type: 'article.created', articleId: 900, userId: author! }, t.db)).toBe(false);
    expect(await messagesFrom(900, author!)).toHaveLength(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'the handler broke',
      claimToken: '',
      gaveUpAt: null,
    });
    expect(failed!.availableAt.getTime()).toBeGreaterThan(Date.now());
    expect(await deliverDue(t.db)).toBe(0);
    expect(await deliverDue(t.db, later(61_000))).toBe(1);
    expect(await messagesFrom(900, author!)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
  });

  it('gives up after the last attempt until an administrator retries it', async () => {
    const [author] = await rows.users(1);
    failuresLeft = 3;
    await publishNow({ type: 'article.created', articleId: 901, userId: author! }, t.db);
    expect(await deliverDue(t.db, later(61_000))).toBe(1);
    expect(await deliverDue(t.db, later(10 * 60_000))).toBe(1);
    const [given] = await outbox();
    expect(given).toMatchObject({ attempts: 3, lastError: 'the handler broke' });
    expect(given!.gaveUpAt).toBeInstanceOf(Date);
    expect(await deliverDue(t.db, later(24 * 60 * 60_000))).toBe(0);

    expect(await retryOutboxEvent(given!.id, t.db)).toBe(true);
    expect(await deliverDue(t.db)).toBe(1);
    expect(await messagesFrom(901, author!)).toHaveLength(1);
    expect(await outbox()).toEqual([]);
    expect(await retryOutboxEvent(given!.id, t.db)).toBe(false);
  });

  it('two processes polling at once deliver each of 40 events exactly once', async () => {
    const followee = await rows.user();
    const followers = await rows.users(40);
    for (const follower of followers) {
      await recordEvent(t.db, { type: 'follow.added', followerId: follower, followeeId: followee });
    }
    // A second pool stands for a second process.
    const otherPool = createPool(t.settings, { connectionLimit: 5 });
    try {
      const other = createDatabase(otherPool);
      const due = later(RECORDER_GRACE_MS + 1);
      const taken = await Promise.all([
        deliverDue(t.db, due, 5),
        deliverDue(other, due, 5),
        deliverDue(t.db, due, 5),
        deliverDue(other, due, 5),
      ]);
      expect(taken.reduce((sum, n) => sum + n, 0)).toBe(40);
      await settleOutbox();
    } finally {
      await otherPool.end();
    }
    const received = await t.db
      .select({ actorId: messages.actorId })
      .from(messages)
      .where(eq(messages.userId, followee));
    expect(received.map((row) => row.actorId).sort((a, b) => a - b)).toEqual(followers);
    expect(await outbox()).toEqual([]);
  });
});
