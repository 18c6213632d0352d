import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  articles,
  comments,
  forbiddenWords,
  messages,
  moderationLogs,
  moments,
  nodes,
  rateLimitBuckets,
  users,
} from '../db/schema/index.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { contentStatusOf, nodeAndTagCounts } from '../../../tests/factories/moderatedContentRows.ts';
import { createArticle, updateArticle } from '../articles/articles.commands.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { createComment } from '../comments/createComment.ts';
import { addForbiddenWord, deleteForbiddenWord } from '../forbiddenWords/forbiddenWords.ts';
import { bulkModerate, decideReview } from './moderateContent.ts';
import { listAdminContent } from './contentList.queries.ts';
import { listReviewQueue } from './reviewQueue.queries.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema, articleUpdateSchema } from '@/shared/articles/articleSchemas.ts';
import { testActor } from '../../../tests/testActor.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let author: CurrentUser;
let commenter: CurrentUser;
let moderator: CurrentUser;
let admin: CurrentUser;
let nodeId: number;
const asModerator = () => ({ actor: moderator, reason: 'spam', ip: '10.0.0.1' });

beforeAll(async () => {
  author = await insertTestUser(t.db, { nickname: 'Author', email: 'a@example.com', emailVerified: true });
  commenter = await insertTestUser(t.db, {
    nickname: 'Commenter',
    email: 'c@example.com',
    emailVerified: true,
  });
  moderator = await insertTestUser(t.db, { nickname: 'Mod', role: 'moderator' });
  admin = await insertTestUser(t.db, { nickname: 'Admin', role: 'admin' });
  const [node] = await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 }).$returningId();
  nodeId = node!.id;
});
beforeEach(async () => {
  await t.db.delete(rateLimitBuckets);
});

const newMoment = (fields: Record<string, unknown> = {}) =>
  createMoment(
    testActor(author),
    createMomentSchema.parse({
      type: 0,
      title: 'Hello',
      content: '<p>Body</p>',
      nodeId,
      tags: ['alpha'],
      ...fields,
    }),
    t.db,
  );
const newArticle = (fields: Record<string, unknown> = {}) =>
  createArticle(
    testActor(author),
    articleCreateSchema.parse({ title: 'An article', content: '<p>Text</p>', tags: ['beta'], ...fields }),
    t.db,
  );

async function counts() {
  const [user] = await t.db.select().from(users).where(eq(users.id, author.id));
  const [commenterRow] = await t.db.select().from(users).where(eq(users.id, commenter.id));
  return {
    userMoments: user!.momentCount,
    ...(await nodeAndTagCounts(t.db, nodeId)),
    commenterComments: commenterRow!.commentCount,
  };
}
const statusOf = (table: typeof moments | typeof articles | typeof comments, id: number) =>
  contentStatusOf(t.db, table, id);
const momentComments = async (id: number) =>
  (await t.db.select({ n: moments.commentCount }).from(moments).where(eq(moments.id, id)))[0]!.n;

describe('bulk delete and restore', () => {
  it('keep user, node, tag and comment counts exact and write one audit row per item', async () => {
    const before = await counts();
    const first = await newMoment();
    const second = await newMoment({ title: 'Second' });
    const comment = await createComment(
      {
        entityType: 'moment',
        entityId: first.id,
        parentId: 0,
        replyToId: 0,
        content: 'Nice',
        images: [],
        userId: commenter.id,
        ipLocation: '',
      },
      commenter.id,
      t.db,
    );
    const published = await counts();
    expect(published.userMoments).toBe(before.userMoments + 2);
    expect(published.nodeMoments).toBe(before.nodeMoments + 2);
    expect(published.alphaMoments).toBe(before.alphaMoments + 2);
    expect(await momentComments(first.id)).toBe(1);

    const deleted = await bulkModerate(
      'moment',
      'delete',
      [first.id, second.id, first.id],
      asModerator(),
      t.db,
    );
    expect(deleted).toEqual({ changed: [first.id, second.id], skipped: [] });
    expect(await counts()).toMatchObject({
      userMoments: before.userMoments,
      nodeMoments: before.nodeMoments,
      alphaMoments: before.alphaMoments,
    });
    // Deleting again changes nothing and counts nothing twice.
    expect(await bulkModerate('moment', 'delete', [first.id], asModerator(), t.db)).toEqual({
      changed: [],
      skipped: [first.id],
    });
    expect((await counts()).userMoments).toBe(before.userMoments);

    await bulkModerate('comment', 'delete', [comment.id], asModerator(), t.db);
    expect(await momentComments(first.id)).toBe(0);
    expect((await counts()).commenterComments).toBe(published.commenterComments - 1);

    await bulkModerate('moment', 'restore', [first.id, second.id], asModerator(), t.db);
    await bulkModerate('comment', 'restore', [comment.id], asModerator(), t.db);
    expect(await counts()).toEqual(published);
    expect(await momentComments(first.id)).toBe(1);
    expect(await statusOf(moments, first.id)).toBe(ContentStatus.published);

    const audit = await t.db.select().from(moderationLogs).where(eq(moderationLogs.actorId, moderator.id));
    expect(audit.map((row) => row.action).sort()).toEqual(
      [
        'comment.delete',
        'comment.restore',
        'moment.delete',
        'moment.delete',
        'moment.restore',
        'moment.restore',
      ].sort(),
    );
    expect(audit.every((row) => row.ip === '10.0.0.1')).toBe(true);
  });

  it('restores a deleted article into its tags; a member may not bulk delete', async () => {
    const before = await counts();
    const article = await newArticle();
    await bulkModerate('article', 'delete', [article.id], asModerator(), t.db);
    expect((await counts()).betaArticles).toBe(before.betaArticles);
    await bulkModerate('article', 'restore', [article.id], asModerator(), t.db);
    expect((await counts()).betaArticles).toBe(before.betaArticles + 1);
    await expect(
      bulkModerate('article', 'delete', [article.id], { actor: author, reason: '', ip: '' }, t.db),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lists content by filters, newest first, in keyset pages', async () => {
    const page = await listAdminContent(
      { type: 'moment', status: ContentStatus.published, author: String(author.id) },
      null,
      t.db,
    );
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((row) => row.status === ContentStatus.published)).toBe(true);
    const ids = page.results.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const none = await listAdminContent({ type: 'moment', author: 'nobody-here' }, null, t.db);
    expect(none.results).toEqual([]);
  });
});

describe('forbidden words and the review queue', () => {
  it('holds moments and articles with a plain or regex hit, and approve/reject settle them', async () => {
    const plain = await addForbiddenWord(
      { pattern: 'BadWord', isRegex: false },
      { actorId: admin.id, ip: '' },
      t.db,
    );
    const regex = await addForbiddenWord(
      { pattern: 'free\\s+money', isRegex: true },
      { actorId: admin.id, ip: '' },
      t.db,
    );
    const before = await counts();

    const held = await newMoment({ title: 'a badword here' });
    expect(held.status).toBe(ContentStatus.pending);
    const heldArticle = await newArticle({ content: '<p>get FREE   money now</p>' });
    expect(await statusOf(articles, heldArticle.id)).toBe(ContentStatus.pending);
    const clean = await newMoment({ title: 'all fine' });
    expect(clean.status).toBe(ContentStatus.published);
    // Pending items are not counted.
    expect((await counts()).userMoments).toBe(before.userMoments + 1);
    expect((await counts()).betaArticles).toBe(before.betaArticles);

    const queue = await listReviewQueue('moment', null, t.db);
    expect(queue.results.find((item) => item.id === held.id)?.heldBy).toEqual(['BadWord']);
    const articleQueue = await listReviewQueue('article', null, t.db);
    expect(articleQueue.results.find((item) => item.id === heldArticle.id)?.heldBy).toEqual([
      '/free\\s+money/',
    ]);

    await decideReview('moment', held.id, 'approve', { actor: moderator, reason: '', ip: '' }, t.db);
    expect(await statusOf(moments, held.id)).toBe(ContentStatus.published);
    expect(await counts()).toMatchObject({
      userMoments: before.userMoments + 2,
      nodeMoments: before.nodeMoments + 2,
      alphaMoments: before.alphaMoments + 2,
    });
    await decideReview(
      'article',
      heldArticle.id,
      'reject',
      { actor: moderator, reason: 'No ads', ip: '' },
      t.db,
    );
    expect(await statusOf(articles, heldArticle.id)).toBe(ContentStatus.deleted);
    expect((await counts()).betaArticles).toBe(before.betaArticles);
    // Deciding twice is refused.
    await expect(
      decideReview('moment', held.id, 'approve', { actor: moderator, reason: '', ip: '' }, t.db),
    ).rejects.toMatchObject({ status: 404 });
    // A plain member cannot review.
    await expect(
      decideReview('moment', clean.id, 'approve', { actor: author, reason: '', ip: '' }, t.db),
    ).rejects.toMatchObject({ status: 403 });

    const sent = await t.db.select().from(messages).where(eq(messages.userId, author.id));
    expect(sent.map((row) => [row.type, row.quote])).toEqual(
      expect.arrayContaining([
        ['approve', ''],
        ['reject', 'No ads'],
      ]),
    );

    // An edit that adds a forbidden word sends published content back to review, uncounted.
    const edited = await updateMoment(
      testActor(author),
      updateMomentSchema.parse({
        id: clean.id,
        type: 0,
        title: 'now BADWORD',
        content: '<p>Body</p>',
        nodeId,
        tags: ['alpha'],
      }),
      t.db,
    );
    expect(edited.status).toBe(ContentStatus.pending);
    expect((await counts()).userMoments).toBe(before.userMoments + 1);
    const article = await newArticle({ title: 'clean' });
    await updateArticle(
      testActor(author),
      articleUpdateSchema.parse({
        id: article.id,
        title: 'clean',
        content: '<p>free money</p>',
        tags: ['beta'],
      }),
      t.db,
    );
    expect(await statusOf(articles, article.id)).toBe(ContentStatus.pending);
    expect((await counts()).betaArticles).toBe(before.betaArticles);

    // Removing the words lets new posts publish again (the cache is cleared on change).
    await deleteForbiddenWord(plain.id, { actorId: admin.id, ip: '' }, t.db);
    await deleteForbiddenWord(regex.id, { actorId: admin.id, ip: '' }, t.db);
    expect(await t.db.select().from(forbiddenWords)).toEqual([]);
    expect((await newMoment({ title: 'badword again' })).status).toBe(ContentStatus.published);
  });

  it('refuses invalid, over-long, duplicate and catastrophic patterns', async () => {
    const add = (pattern: string, isRegex: boolean) =>
      addForbiddenWord({ pattern, isRegex }, { actorId: admin.id, ip: '' }, t.db);
    await expect(add('(unclosed', true)).rejects.toMatchObject({ status: 400 });
    await expect(add('(a+)+$', true)).rejects.toMatchObject({ status: 400 });
    await expect(add('x'.repeat(201), false)).rejects.toMatchObject({ status: 400 });
    await expect(add('   ', false)).rejects.toMatchObject({ status: 400 });
    const word = await add('twice', false);
    await expect(add('twice', false)).rejects.toMatchObject({ status: 409 });
    await deleteForbiddenWord(word.id, { actorId: admin.id, ip: '' }, t.db);
  });
});
