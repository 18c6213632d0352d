import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { recordStatements } from '../../../tests/queryPlans.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { readMarks, users, watches } from '../db/schema/index.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { readViewerState } from '../viewer/readViewerState.ts';
import { viewerQuerySchema } from '@/shared/viewer/viewerQuerySchema.ts';
import { markAllRead } from './readMarks.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

async function viewer(userId: number, query: Record<string, string>, db = t.db) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return readViewerState(
    toCurrentUser(row!),
    viewerQuerySchema.parse(query),
    {
      timeZone: 'UTC',
      requestUrl: new URL('http://plaza.test/'),
    },
    db,
  );
}

async function comment(userId: number, momentId: number) {
  const view = await createTestComment(t.db, { userId, entityId: momentId, content: 'Hi' });
  await settleOutbox();
  return view;
}

const later = (ms: number) => new Date(Date.now() + ms);

describe('reading: new markers, unread comments, first unread, mark all read', () => {
  it('marks an unopened item new, counts comments by others after opening it, and points at the first unread', async () => {
    const reader = await rows.user({ createdAt: new Date(Date.now() - 60_000) });
    const [author, other] = await rows.users(2);
    const momentId = await rows.moment(author!);
    const ownId = await rows.moment(reader);
    const key = `moment:${momentId}`;
    let state = await viewer(reader, { reading: `${key},moment:${ownId}` });
    expect(state.reading[key]).toEqual({ isNew: true, unreadComments: 0 });
    // One's own moment is never new to oneself.
    expect(state.reading[`moment:${ownId}`]).toEqual({ isNew: false, unreadComments: 0 });

    state = await viewer(reader, { read: key, reading: key });
    expect(state.firstUnread).toEqual({});
    expect((await viewer(reader, { reading: key })).reading[key]).toEqual({
      isNew: false,
      unreadComments: 0,
    });

    const first = await comment(other!, momentId);
    await comment(reader, momentId);
    await comment(other!, momentId);
    expect((await viewer(reader, { reading: key })).reading[key]).toEqual({
      isNew: false,
      unreadComments: 2,
    });

    state = await viewer(reader, { read: key });
    expect(state.firstUnread).toEqual({ [key]: first.id });
    expect((await viewer(reader, { reading: key })).reading[key]).toEqual({
      isNew: false,
      unreadComments: 0,
    });
    expect((await viewer(reader, { read: key })).firstUnread).toEqual({});
  });

  it('writes nothing when an item is read again with nothing new, and moves the mark when there is', async () => {
    const reader = await rows.user();
    const [author] = await rows.users(1);
    const momentId = await rows.moment(author!);
    const key = `moment:${momentId}`;
    const mark = async () =>
      (
        await t.db
          .select()
          .from(readMarks)
          .where(and(eq(readMarks.userId, reader), eq(readMarks.entityId, momentId)))
      )[0];
    await comment(author!, momentId);
    await viewer(reader, { read: key });
    const first = (await mark())!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The mark is looked up inside the viewer request's one union: nothing new, nothing more sent.
    const recorder = recordStatements(t.pool);
    const sent = await recorder.capture(() => viewer(reader, { read: key }, recorder.db));
    expect(sent).toHaveLength(1);
    expect(await mark()).toEqual(first);

    const next = await comment(author!, momentId);
    expect((await viewer(reader, { read: key })).firstUnread).toEqual({ [key]: next.id });
    const moved = (await mark())!;
    expect(moved.lastCommentId).toBe(next.id);
    expect(moved.readAt.getTime()).toBeGreaterThan(first.readAt.getTime());
  });

  it('is not new when posted before the member joined, and mark all read clears every marker', async () => {
    const [author, other] = await rows.users(2);
    const older = await rows.moment(author!, { createdAt: new Date(Date.now() - 120_000) });
    const reader = await rows.user({ createdAt: new Date(Date.now() - 60_000) });
    const fresh = await rows.moment(author!, { createdAt: later(1_000) });
    const opened = await rows.moment(author!);
    await viewer(reader, { read: `moment:${opened}` });
    await comment(other!, opened);
    const query = { reading: `moment:${older},moment:${fresh},moment:${opened}` };
    let state = await viewer(reader, query);
    expect(state.reading[`moment:${older}`]?.isNew).toBe(false);
    expect(state.reading[`moment:${fresh}`]?.isNew).toBe(true);
    expect(state.reading[`moment:${opened}`]).toEqual({ isNew: false, unreadComments: 1 });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await markAllRead(reader, t.db);
    state = await viewer(reader, query);
    for (const id of [older, fresh, opened]) {
      expect(state.reading[`moment:${id}`], `moment ${id}`).toEqual({ isNew: false, unreadComments: 0 });
    }
    // After "mark all read", a new comment anywhere counts again, opened or not.
    await comment(other!, older);
    state = await viewer(reader, query);
    expect(state.reading[`moment:${older}`]).toEqual({ isNew: false, unreadComments: 1 });
    const newest = await rows.moment(author!, { createdAt: later(1_000) });
    expect((await viewer(reader, { reading: `moment:${newest}` })).reading[`moment:${newest}`]?.isNew).toBe(
      true,
    );
  });

  it('answers reading and watches for articles and watch targets in the same request', async () => {
    const [author, reader] = await rows.users(2);
    const articleId = await rows.article(author!, { createdAt: later(1_000) });
    await t.db.insert(watches).values({ userId: reader!, kind: WatchKind.member, targetId: author! });
    const state = await viewer(reader!, {
      reading: `article:${articleId}`,
      watch: `member:${author},article:${articleId},tag:99`,
    });
    expect(state.reading[`article:${articleId}`]).toEqual({ isNew: true, unreadComments: 0 });
    expect(state.watching).toEqual([`member:${author}`]);
  });
});
