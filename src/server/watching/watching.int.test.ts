import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { testActor } from '../../../tests/testActor.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { outboxEvents, messages, moments, nodes, tags, users, watches } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { createMoment } from '../moments/moments.commands.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { deliverDue, publishNow, settleOutbox } from '../outbox/outboxDelivery.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { isWatching, setWatch } from './setWatch.ts';
import { WATCH_NOTICE_CHUNK } from './watchNotices.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let nodeId: number;
let closedNodeId: number;
let serial = 0;

async function member(values: Partial<typeof users.$inferInsert> = {}): Promise<CurrentUser> {
  serial += 1;
  const [row] = await t.db
    .insert(users)
    .values({ nickname: `Watcher ${serial}`, email: `w${serial}@example.com`, ...values })
    .$returningId();
  const [user] = await t.db.select().from(users).where(eq(users.id, row!.id));
  return toCurrentUser(user!);
}

async function postMoment(author: CurrentUser, fields: Record<string, unknown> = {}): Promise<number> {
  const saved = await createMoment(
    testActor(author),
    createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>Body</p>', nodeId, ...fields }),
    t.db,
  );
  await settleOutbox();
  return saved.id;
}

async function comment(userId: number, momentId: number, parentId = 0) {
  const view = await createTestComment(t.db, { userId, entityId: momentId, content: 'A comment', parentId });
  await settleOutbox();
  return view;
}

const watch = (user: CurrentUser, kind: WatchKindName, id: number, on = true) =>
  setWatch(testActor(user), { kind, id, watch: on }, t.db);

async function watchMessages(userId: number) {
  return t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), inArray(messages.type, ['watched_comment', 'watched_post'])))
    .orderBy(messages.id);
}

async function tagId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: tags.id }).from(tags).where(eq(tags.name, name));
  return row!.id;
}

beforeAll(async () => {
  // These count watch notices among a member's messages: badge notices (src/server/badges) would add to them.
  await saveSiteConfig({ badges: { enabled: false } }, t.db);
  const inserted = await t.db
    .insert(nodes)
    .values([{ name: 'General' }, { name: 'Closed', status: 1 }])
    .$returningId();
  [nodeId, closedNodeId] = inserted.map((row) => row.id) as [number, number];
});

describe('watch and unwatch', () => {
  it('watches what exists and the member may see, once, and stops watching', async () => {
    const [author, reader] = [await member(), await member()];
    const momentId = await postMoment(author, { tags: ['watchable'] });
    expect(await watch(reader, 'moment', momentId)).toEqual({ watching: true });
    expect(await watch(reader, 'moment', momentId)).toEqual({ watching: true });
    await watch(reader, 'tag', await tagId('watchable'));
    await watch(reader, 'node', nodeId);
    await watch(reader, 'member', author.id);
    const rows = await t.db.select().from(watches).where(eq(watches.userId, reader.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(
      [WatchKind.moment, WatchKind.tag, WatchKind.node, WatchKind.member].sort(),
    );
    expect(await watch(reader, 'moment', momentId, false)).toEqual({ watching: false });
    expect(await isWatching(t.db, reader.id, 'moment', momentId)).toBe(false);
  });

  it('refuses targets that do not exist or that the member may not see', async () => {
    const [author, reader] = [await member(), await member()];
    const pending = await postMoment(author);
    await t.db.update(moments).set({ status: ContentStatus.pending }).where(eq(moments.id, pending));
    const gone = await member({ status: UserStatus.deleted });
    const refusals: Array<[WatchKindName, number]> = [
      ['moment', 999_999],
      ['article', 999_999],
      ['tag', 999_999],
      ['node', closedNodeId],
      ['member', reader.id],
      ['member', gone.id],
      ['moment', pending],
    ];
    for (const [kind, id] of refusals) {
      await expect(watch(reader, kind, id), `${kind}:${id}`).rejects.toMatchObject({ status: 404 });
    }
    // The author may watch their own moment while it waits for review.
    expect(await watch(author, 'moment', pending)).toEqual({ watching: true });
    await expect(
      setWatch(testActor(null), { kind: 'node', id: nodeId, watch: true }, t.db),
    ).rejects.toMatchObject({
      status: 401,
    });
  });

  it('watches for the author on create and for a commenter on comment, in the write itself', async () => {
    const [author, commenter] = [await member(), await member()];
    const momentId = await postMoment(author);
    const article = await createArticle(
      testActor(author),
      articleCreateSchema.parse({ title: 'Article', content: '<p>Long enough body</p>' }),
      t.db,
    );
    await settleOutbox();
    expect(await isWatching(t.db, author.id, 'moment', momentId)).toBe(true);
    expect(await isWatching(t.db, author.id, 'article', article.id)).toBe(true);
    await comment(commenter.id, momentId);
    await comment(commenter.id, momentId);
    expect(await isWatching(t.db, commenter.id, 'moment', momentId)).toBe(true);
    const rows = await t.db.select().from(watches).where(eq(watches.userId, commenter.id));
    expect(rows).toHaveLength(1);
  });
});

describe('watch notices', () => {
  it('tells watchers of a moment about a new comment, not the commenter and not twice the author', async () => {
    const [author, watcher, commenter] = [await member(), await member(), await member()];
    const momentId = await postMoment(author);
    await watch(watcher, 'moment', momentId);
    const made = await comment(commenter.id, momentId);
    const got = await watchMessages(watcher.id);
    expect(got.map((row) => [row.type, row.actorId, row.entityId, row.commentId])).toEqual([
      ['watched_comment', commenter.id, momentId, made.id],
    ]);
    expect(await watchMessages(commenter.id)).toEqual([]);
    // The author watches it too but hears of the comment by their own "comment" message only.
    expect(await watchMessages(author.id)).toEqual([]);
    const authorMessages = await t.db.select().from(messages).where(eq(messages.userId, author.id));
    expect(authorMessages.map((row) => row.type)).toEqual(['comment']);
  });

  it('tells each watcher once about new content, even when the tag, node and author all match', async () => {
    const [author, both, tagOnly, nodeOnly, gone] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    await postMoment(author, { tags: ['gardening'] });
    const tag = await tagId('gardening');
    await watch(both, 'tag', tag);
    await watch(both, 'member', author.id);
    await watch(both, 'node', nodeId);
    await watch(tagOnly, 'tag', tag);
    await watch(nodeOnly, 'node', nodeId);
    await watch(gone, 'tag', tag);
    await t.db.update(users).set({ status: UserStatus.deleted }).where(eq(users.id, gone.id));
    // Everyone watching the node hears of every new moment in it: count this one's messages only.
    const momentId = await postMoment(author, { tags: ['gardening'] });
    for (const who of [both, tagOnly, nodeOnly]) {
      const got = (await watchMessages(who.id)).filter((row) => row.entityId === momentId);
      expect(
        got.map((row) => [row.type, row.actorId]),
        who.nickname,
      ).toEqual([['watched_post', author.id]]);
    }
    expect(await watchMessages(gone.id)).toEqual([]);
    expect((await watchMessages(author.id)).filter((row) => row.entityId === momentId)).toEqual([]);
  });

  it('tells watchers of a member about a new article', async () => {
    const [author, fan] = [await member(), await member()];
    await watch(fan, 'member', author.id);
    const article = await createArticle(
      testActor(author),
      articleCreateSchema.parse({ title: 'News', content: '<p>Long enough body</p>' }),
      t.db,
    );
    await settleOutbox();
    const got = await watchMessages(fan.id);
    expect(got.map((row) => [row.type, row.entityType, row.entityId])).toEqual([
      ['watched_post', 1, article.id],
    ]);
  });

  it('sends nothing about content no one may see, or when the owner switched notices off', async () => {
    const [author, fan] = [await member(), await member()];
    await watch(fan, 'member', author.id);
    // Announced (as on approval) while under review, and after a moderator deleted it: no notices.
    for (const status of [ContentStatus.pending, ContentStatus.deleted]) {
      const [row] = await t.db
        .insert(moments)
        .values({
          userId: author.id,
          title: 'Hidden',
          content: '',
          contentText: '',
          images: '[]',
          hiddenContent: '',
          status,
        })
        .$returningId();
      await publishNow({ type: 'moment.created', momentId: row!.id, userId: author.id }, t.db);
      await settleOutbox();
      expect((await watchMessages(fan.id)).filter((message) => message.entityId === row!.id)).toEqual([]);
    }
    await saveSiteConfig({ watching: { notices: false } }, t.db);
    try {
      const quiet = await postMoment(author);
      expect((await watchMessages(fan.id)).filter((row) => row.entityId === quiet)).toEqual([]);
    } finally {
      await saveSiteConfig({ watching: { notices: true } }, t.db);
    }
    const loud = await postMoment(author);
    expect((await watchMessages(fan.id)).filter((row) => row.entityId === loud)).toHaveLength(1);
  });

  it(`reaches more watchers than one chunk (${WATCH_NOTICE_CHUNK}), each exactly once`, async () => {
    const author = await member();
    const total = WATCH_NOTICE_CHUNK + 7;
    const inserted = await t.db
      .insert(users)
      .values(Array.from({ length: total }, (_, i) => ({ nickname: `Crowd ${i}` })))
      .$returningId();
    const crowd = inserted.map((row) => row.id);
    await t.db
      .insert(watches)
      .values(crowd.map((userId) => ({ userId, kind: WatchKind.member, targetId: author.id })));
    const momentId = await postMoment(author);
    const rows = await t.db
      .select({ userId: messages.userId })
      .from(messages)
      .where(
        and(
          eq(messages.type, 'watched_post'),
          eq(messages.entityId, momentId),
          inArray(messages.userId, crowd),
        ),
      );
    expect(rows.map((row) => row.userId).sort((a, b) => a - b)).toEqual(crowd);
  });

  it('gives each watcher exactly one message per comment under 20 concurrent comments', async () => {
    const author = await member();
    const watchers = [await member(), await member(), await member()];
    const commenters = await Promise.all(Array.from({ length: 20 }, () => member()));
    const momentId = await postMoment(author);
    for (const watcher of watchers) await watch(watcher, 'moment', momentId);
    const made = await Promise.all(
      commenters.map((who) => createTestComment(t.db, { userId: who.id, entityId: momentId, content: 'Hi' })),
    );
    await settleOutbox();
    const ids = made.map((view) => view.id).sort((a, b) => a - b);
    // What the writers could not claim under contention is the poller's: run it as it would run later.
    while ((await deliverDue(t.db, new Date(Date.now() + 60_000))) > 0) await settleOutbox();
    await settleOutbox();
    expect(await t.db.select().from(outboxEvents)).toEqual([]);
    for (const watcher of watchers) {
      const got = await watchMessages(watcher.id);
      expect(got.map((row) => row.commentId).sort((a, b) => a - b)).toEqual(ids);
    }
    // A commenter watches from their comment on: never told of their own, at most once of each other.
    for (const [index, who] of commenters.entries()) {
      const got = (await watchMessages(who.id)).map((row) => row.commentId);
      expect(got).not.toContain(made[index]!.id);
      expect(new Set(got).size).toBe(got.length);
    }
  });
});
