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
import { readAllMarkOf } from './readAllMark.ts';
import { readingBadgeOf, type ReadingCard } from '@/shared/watching/readingBadge.ts';
import type { ReadingBadge } from '@/shared/watching/watchTypes.ts';

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
      readAll: readAllMarkOf(row!),
    },
    db,
  );
}

/** The card's author and time, as its reading marker carries them in the page's HTML. */
async function cardOf(key: string): Promise<ReadingCard> {
  const [kind, id] = key.split(':') as ['moment' | 'article', string];
  if (kind === 'moment') {
    const row = await rows.momentRow(Number(id));
    return { authorId: row.userId, postedAt: row.createdAt.toISOString() };
  }
  const row = await rows.articleRow(Number(id));
  return { authorId: row.userId, postedAt: row.publishedAt.toISOString() };
}

/** The badges the list's ReadingMarkers island shows the member for these cards. */
async function badges(userId: number, keys: string[]): Promise<Record<string, ReadingBadge>> {
  const state = await viewer(userId, { reading: keys.join(',') });
  const shown: Record<string, ReadingBadge> = {};
  for (const key of keys) {
    shown[key] = readingBadgeOf(state.reading[key], await cardOf(key), {
      id: userId,
      readingSince: state.readingSince,
    });
  }
  return shown;
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
    const shown = await badges(reader, [key, `moment:${ownId}`]);
    expect(shown[key]).toEqual({ isNew: true, unreadComments: 0 });
    // One's own moment is never new to oneself.
    expect(shown[`moment:${ownId}`]).toEqual({ isNew: false, unreadComments: 0 });

    let state = await viewer(reader, { read: key, reading: key });
    expect(state.firstUnread).toEqual({});
    expect((await badges(reader, [key]))[key]).toEqual({ isNew: false, unreadComments: 0 });

    const first = await comment(other!, momentId);
    await comment(reader, momentId);
    await comment(other!, momentId);
    expect((await badges(reader, [key]))[key]).toEqual({ isNew: false, unreadComments: 2 });

    state = await viewer(reader, { read: key });
    expect(state.firstUnread).toEqual({ [key]: first.id });
    expect((await badges(reader, [key]))[key]).toEqual({ isNew: false, unreadComments: 0 });
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
    const keys = [older, fresh, opened].map((id) => `moment:${id}`);
    let shown = await badges(reader, keys);
    expect(shown[`moment:${older}`]?.isNew).toBe(false);
    expect(shown[`moment:${fresh}`]?.isNew).toBe(true);
    expect(shown[`moment:${opened}`]).toEqual({ isNew: false, unreadComments: 1 });

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await markAllRead(reader, t.db);
    shown = await badges(reader, keys);
    for (const key of keys) expect(shown[key], key).toEqual({ isNew: false, unreadComments: 0 });
    // After "mark all read", a new comment anywhere counts again, opened or not.
    await comment(other!, older);
    await comment(reader, fresh);
    shown = await badges(reader, keys);
    expect(shown[`moment:${older}`]).toEqual({ isNew: false, unreadComments: 1 });
    expect(shown[`moment:${fresh}`], "one's own comment").toEqual({ isNew: false, unreadComments: 0 });
    // An item opened after "mark all read" counts from its own mark again.
    await viewer(reader, { read: `moment:${older}` });
    expect((await badges(reader, [`moment:${older}`]))[`moment:${older}`]).toEqual({
      isNew: false,
      unreadComments: 0,
    });
    const newest = await rows.moment(author!, { createdAt: later(1_000) });
    expect((await badges(reader, [`moment:${newest}`]))[`moment:${newest}`]?.isNew).toBe(true);
  });

  it('answers reading and watches for articles and watch targets in the same request', async () => {
    const [author, reader] = await rows.users(2);
    const articleId = await rows.article(author!, { publishedAt: later(1_000) });
    await t.db.insert(watches).values({ userId: reader!, kind: WatchKind.member, targetId: author! });
    const state = await viewer(reader!, {
      reading: `article:${articleId}`,
      watch: `member:${author},article:${articleId},tag:99`,
    });
    expect(state.watching).toEqual([`member:${author}`]);
    expect((await badges(reader!, [`article:${articleId}`]))[`article:${articleId}`]).toEqual({
      isNew: true,
      unreadComments: 0,
    });
  });
});
