import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sseEventReader } from '../../../tests/sseEventReader.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { comments } from '../db/schema/index.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { deleteComment } from '../comments/deleteComment.ts';
import { createInProcessFanout } from '../messages/messageFanout.ts';
import { unreadCountStream } from '../messages/unreadCountStream.ts';
import { parseItemChange, type ItemChange } from '@/shared/liveItems/itemChange.ts';
import { announceCommentChange, announceLikes } from './announceItemChange.ts';
import { createInProcessItemFanout } from './itemFanout.ts';
import { createRedisItemFanout } from './redisItemFanout.ts';
import type { LiveItem } from './liveItem.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const aborts: AbortController[] = [];

afterAll(() => aborts.forEach((abort) => abort.abort()));

/** A member's stream following an item; `nextItem()` reads its next `item` event. */
function openStream(userId: number, item: LiveItem, options: Parameters<typeof unreadCountStream>[1] = {}) {
  const abort = new AbortController();
  aborts.push(abort);
  const response = unreadCountStream(userId, { db: t.db, item, signal: abort.signal, ...options });
  const events = sseEventReader(response.body!);
  return {
    abort,
    async nextItem(): Promise<ItemChange> {
      for (;;) {
        const change = parseItemChange(await events.nextData('item'));
        if (change) return change;
      }
    },
  };
}

const moment = (id: number, after?: number): LiveItem => ({
  kind: 'moment',
  id,
  topic: `moment:${id}`,
  after,
});

describe('live item pages over the member stream', () => {
  it('sends the counts on connect, then comments published, edited and removed, and likes, after each write', async () => {
    const [author, reader] = await rows.users(2);
    const momentId = await rows.moment(author!, { likeCount: 2 });
    const stream = openStream(reader!, moment(momentId));
    expect(await stream.nextItem()).toEqual({
      type: 'item.counts',
      topic: `moment:${momentId}`,
      commentCount: 0,
      likes: 2,
      latestCommentId: 0,
    });

    const thread = await createTestComment(t.db, { userId: author!, entityId: momentId, content: 'First' });
    expect(await stream.nextItem()).toEqual({
      type: 'comment.created',
      topic: `moment:${momentId}`,
      commentId: thread.id,
      parentId: 0,
      authorId: author,
      commentCount: 1,
    });

    const held = await createTestComment(t.db, {
      userId: author!,
      entityId: momentId,
      content: 'Held',
      holds: [{ kind: 'firstPosts', detail: '' }],
    });
    const reply = await createTestComment(t.db, {
      userId: reader!,
      entityId: momentId,
      content: 'Reply',
      parentId: thread.id,
    });
    // The held comment is announced to nobody: the next change is the reply.
    expect(await stream.nextItem()).toMatchObject({
      type: 'comment.created',
      commentId: reply.id,
      parentId: thread.id,
      commentCount: 2,
    });
    expect(held.pending).toBe(true);

    await t.db.update(comments).set({ content: 'Edited' }).where(eq(comments.id, thread.id));
    await announceCommentChange(thread.id, t.db);
    expect(await stream.nextItem()).toEqual({
      type: 'comment.edited',
      topic: `moment:${momentId}`,
      commentId: thread.id,
    });

    await deleteComment({ member: { id: reader!, role: 'user' } }, reply.id, t.db);
    await announceCommentChange(reply.id, t.db);
    expect(await stream.nextItem()).toEqual({
      type: 'comment.removed',
      topic: `moment:${momentId}`,
      commentId: reply.id,
      commentCount: 1,
    });

    await announceLikes('moment', momentId, 3, t.db);
    expect(await stream.nextItem()).toEqual({ type: 'item.likes', topic: `moment:${momentId}`, likes: 3 });
    await announceLikes('comment', thread.id, 1, t.db);
    expect(await stream.nextItem()).toEqual({
      type: 'comment.likes',
      topic: `moment:${momentId}`,
      commentId: thread.id,
      likes: 1,
    });
  });

  it('catches a reconnecting page up on the comments published after the newest it has', async () => {
    const [author] = await rows.users(1);
    const momentId = await rows.moment(author!);
    const ids: number[] = [];
    for (const content of ['one', 'two', 'three']) {
      const view = await createTestComment(t.db, { userId: author!, entityId: momentId, content });
      ids.push(view.id);
    }
    const stream = openStream(author!, moment(momentId, ids[0]));
    expect(await stream.nextItem()).toMatchObject({ type: 'comment.created', commentId: ids[1] });
    expect(await stream.nextItem()).toMatchObject({ type: 'comment.created', commentId: ids[2] });
    expect(await stream.nextItem()).toMatchObject({
      type: 'item.counts',
      commentCount: 3,
      latestCommentId: ids[2],
    });
  });

  it('lets go of the item when the reader leaves, and other items hear nothing', async () => {
    const fanout = createInProcessItemFanout();
    let listening = 0;
    const counting = {
      announce: fanout.announce,
      listen: (topic: string, listener: (change: ItemChange) => void) => {
        listening += 1;
        const stop = fanout.listen(topic, listener);
        return () => {
          listening -= 1;
          stop();
        };
      },
    };
    const [author] = await rows.users(1);
    const [first, second] = [await rows.moment(author!), await rows.moment(author!)];
    const stream = openStream(author!, moment(first), { itemFanout: counting });
    await stream.nextItem();
    fanout.announce({ type: 'item.likes', topic: `moment:${second}`, likes: 9 });
    fanout.announce({ type: 'item.likes', topic: `moment:${first}`, likes: 1 });
    expect(await stream.nextItem()).toMatchObject({ topic: `moment:${first}`, likes: 1 });
    expect(listening).toBe(1);
    stream.abort.abort();
    expect(listening).toBe(0);
  });

  it('reaches 2,000 open streams of one item on one process with one announcement', async () => {
    const [author] = await rows.users(1);
    const momentId = await rows.moment(author!);
    const fanout = createInProcessItemFanout();
    const messages = createInProcessFanout();
    const streams = Array.from({ length: 2000 }, () =>
      openStream(author!, moment(momentId), { itemFanout: fanout, fanout: messages }),
    );
    await Promise.all(streams.map((stream) => stream.nextItem()));
    fanout.announce({ type: 'item.likes', topic: `moment:${momentId}`, likes: 42 });
    const heard = await Promise.all(streams.map((stream) => stream.nextItem()));
    expect(heard.every((change) => change.type === 'item.likes' && change.likes === 42)).toBe(true);
    streams.forEach((stream) => stream.abort.abort());
  }, 120_000);
});

describe('the Redis item fan-out', () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  // Two fan-outs stand for two app processes sharing one Redis.
  const first = createRedisItemFanout(REDIS_URL);
  const second = createRedisItemFanout(REDIS_URL);
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('delivers a change announced in one process to the streams of another', async () => {
    const heard: ItemChange[] = [];
    const stop = second.listen('article:5', (change) => heard.push(change));
    // Subscribers become ready at their own pace: announce until the other process hears one.
    for (let attempt = 0; attempt < 50 && heard.length === 0; attempt++) {
      first.announce({ type: 'item.likes', topic: 'article:5', likes: attempt });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    stop();
    expect(heard.length).toBeGreaterThan(0);
    expect(heard[0]).toMatchObject({ type: 'item.likes', topic: 'article:5' });
  });
});
