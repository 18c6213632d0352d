import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import type { NewComment } from './createComment.ts';
import { deleteComment } from './deleteComment.ts';
import { hasCommented } from './hasCommented.ts';
import { postComment } from './postComment.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../tests/testActor.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

const comment = (values: Parameters<typeof createTestComment>[1]) => createTestComment(t.db, values);

describe('createComment', () => {
  it('stores a comment and moves every counter in the same transaction', async () => {
    const author = await rows.user();
    const member = await rows.user();
    const momentId = await rows.moment(author);
    const before = await rows.momentRow(momentId);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const view = await comment({
      userId: member,
      entityId: momentId,
      content: 'First!\nSecond line',
      ipLocation: 'Zhejiang',
    });
    expect(view).toMatchObject({
      parentId: 0,
      content: 'First!\nSecond line',
      ipLocation: 'Zhejiang',
      likeCount: 0,
      liked: false,
      deleted: false,
      quote: null,
      author: { id: member, nickname: expect.any(String) },
    });
    const after = await rows.momentRow(momentId);
    expect(after.commentCount).toBe(1);
    expect(after.lastActivityAt.getTime()).toBeGreaterThan(before.lastActivityAt.getTime());
    expect((await rows.userRow(member)).commentCount).toBe(1);
    expect(await hasCommented(member, 'moment', momentId, t.db)).toBe(true);
    expect(await hasCommented(author, 'moment', momentId, t.db)).toBe(false);
  });

  it('counts exactly under 30 concurrent comments on one moment', async () => {
    const author = await rows.user();
    const members = await rows.users(10);
    const momentId = await rows.moment(author);
    await Promise.all(
      Array.from({ length: 30 }, (_, index) => comment({ userId: members[index % 10]!, entityId: momentId })),
    );
    expect((await rows.momentRow(momentId)).commentCount).toBe(30);
    for (const member of members) expect((await rows.userRow(member)).commentCount).toBe(3);
  });

  it('comments on articles too', async () => {
    const author = await rows.user();
    const articleId = await rows.article(author);
    await comment({ userId: author, entityType: 'article', entityId: articleId });
    expect((await rows.articleRow(articleId)).commentCount).toBe(1);
    expect(await hasCommented(author, 'article', articleId, t.db)).toBe(true);
  });

  it('refuses pending, deleted and missing targets', async () => {
    const author = await rows.user();
    const pending = await rows.moment(author, { status: ContentStatus.pending });
    const deleted = await rows.moment(author, { status: ContentStatus.deleted });
    for (const entityId of [pending, deleted, 987_654]) {
      await expect(comment({ userId: author, entityId })).rejects.toMatchObject({ status: 404 });
    }
    expect((await rows.momentRow(pending)).commentCount).toBe(0);
    expect((await rows.userRow(author)).commentCount).toBe(0);
  });
});

describe('replies', () => {
  it('counts replies on the parent and on the target, and quotes a reply', async () => {
    const [author, a, b] = [await rows.user(), await rows.user(), await rows.user()];
    const momentId = await rows.moment(author);
    const top = await comment({ userId: a, entityId: momentId });
    const first = await comment({ userId: b, entityId: momentId, parentId: top.id });
    const quoting = await comment({
      userId: a,
      entityId: momentId,
      parentId: top.id,
      replyToId: first.id,
      content: 'Agreed',
    });
    expect(first.quote).toBeNull();
    expect(quoting.quote).toMatchObject({
      id: first.id,
      excerpt: 'Hello',
      deleted: false,
      author: { id: b },
    });
    const stored = await rows.commentRow(quoting.id);
    expect(stored).toMatchObject({ parentId: top.id, replyToId: first.id, replyToUserId: b });
    expect((await rows.commentRow(top.id)).replyCount).toBe(2);
    expect((await rows.momentRow(momentId)).commentCount).toBe(3);
  });

  it('counts 20 concurrent replies exactly', async () => {
    const author = await rows.user();
    const members = await rows.users(5);
    const momentId = await rows.moment(author);
    const top = await comment({ userId: author, entityId: momentId });
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        comment({ userId: members[index % 5]!, entityId: momentId, parentId: top.id }),
      ),
    );
    expect((await rows.commentRow(top.id)).replyCount).toBe(20);
    expect((await rows.momentRow(momentId)).commentCount).toBe(21);
  });

  it('refuses a parent that is a reply, on another target, or deleted, and a quote from elsewhere', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const otherMoment = await rows.moment(author);
    const top = await comment({ userId: author, entityId: momentId });
    const otherTop = await comment({ userId: author, entityId: momentId });
    const reply = await comment({ userId: author, entityId: momentId, parentId: top.id });
    const elsewhere = await comment({ userId: author, entityId: momentId, parentId: otherTop.id });
    const attempts: Array<Partial<NewComment>> = [
      { parentId: reply.id },
      { parentId: top.id, entityId: otherMoment },
      { parentId: 123_456 },
      { parentId: top.id, replyToId: elsewhere.id },
      { parentId: top.id, replyToId: 123_456 },
    ];
    for (const attempt of attempts) {
      await expect(comment({ userId: author, entityId: momentId, ...attempt })).rejects.toMatchObject({
        status: 404,
      });
    }
    await deleteComment({ member: { id: author, role: 'user' } }, otherTop.id, t.db);
    await expect(
      comment({ userId: author, entityId: momentId, parentId: otherTop.id }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await rows.commentRow(top.id)).replyCount).toBe(1);
  });
});

describe('deleteComment', () => {
  it('lets the author delete, decrementing every counter once', async () => {
    const [author, member] = [await rows.user(), await rows.user()];
    const momentId = await rows.moment(author);
    const top = await comment({ userId: member, entityId: momentId });
    const reply = await comment({ userId: member, entityId: momentId, parentId: top.id });
    expect(await deleteComment({ member: { id: member, role: 'user' } }, reply.id, t.db)).toEqual({
      targetCommentCount: 1,
    });
    expect((await rows.commentRow(reply.id)).status).toBe(ContentStatus.deleted);
    expect((await rows.commentRow(top.id)).replyCount).toBe(0);
    expect((await rows.momentRow(momentId)).commentCount).toBe(1);
    expect((await rows.userRow(member)).commentCount).toBe(1);
    await expect(
      deleteComment({ member: { id: member, role: 'user' } }, reply.id, t.db),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect(await hasCommented(member, 'moment', momentId, t.db)).toBe(true);
    await deleteComment({ member: { id: member, role: 'user' } }, top.id, t.db);
    expect((await rows.momentRow(momentId)).commentCount).toBe(0);
    expect(await hasCommented(member, 'moment', momentId, t.db)).toBe(false);
  });

  it('counts a delete once even when it is sent ten times at once', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    await comment({ userId: author, entityId: momentId });
    const target = await comment({ userId: author, entityId: momentId });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        deleteComment({ member: { id: author, role: 'user' } }, target.id, t.db),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await rows.momentRow(momentId)).commentCount).toBe(1);
    expect((await rows.userRow(author)).commentCount).toBe(1);
  });

  it("refuses another member's comment with 403 and lets moderators delete it", async () => {
    const [a, b, moderator] = [await rows.user(), await rows.user(), await rows.user({ role: 'moderator' })];
    const momentId = await rows.moment(a);
    const mine = await comment({ userId: a, entityId: momentId });
    await expect(deleteComment({ member: { id: b, role: 'user' } }, mine.id, t.db)).rejects.toMatchObject({
      status: 403,
      errorCode: 3,
    });
    expect((await rows.commentRow(mine.id)).status).toBe(ContentStatus.published);
    await deleteComment({ member: { id: moderator, role: 'moderator' } }, mine.id, t.db);
    expect((await rows.commentRow(mine.id)).status).toBe(ContentStatus.deleted);
    expect((await rows.momentRow(momentId)).commentCount).toBe(0);
  });
});

describe('postComment', () => {
  const input = (entityId: number) =>
    createCommentSchema.parse({ entityType: 'moment', entityId, content: '  Hi there  ' });

  it('asks a visitor to sign in (401, errorCode 1)', async () => {
    const momentId = await rows.moment(await rows.user());
    await expect(postComment(testActor(null), input(momentId), t.db)).rejects.toMatchObject({
      status: 401,
      errorCode: 1,
    });
  });

  it('asks for a verified e-mail when createCommentEmailVerified is on (403, errorCode 7)', async () => {
    const config = { createCommentEmailVerified: true };
    const unverified = await rows.user({ email: `u${Date.now()}@example.com`, emailVerified: false });
    const verified = await rows.user({ email: `v${Date.now()}@example.com`, emailVerified: true });
    const momentId = await rows.moment(unverified);
    const unverifiedUser = toCurrentUser(await rows.userRow(unverified));
    await expect(postComment(testActor(unverifiedUser, config), input(momentId), t.db)).rejects.toMatchObject(
      {
        status: 403,
        errorCode: 7,
        message: 'please verify your e-mail first',
      },
    );
    expect(await postComment(testActor(unverifiedUser), input(momentId), t.db)).toMatchObject({
      content: 'Hi there',
    });
    const verifiedUser = toCurrentUser(await rows.userRow(verified));
    expect(await postComment(testActor(verifiedUser, config), input(momentId), t.db)).toMatchObject({
      content: 'Hi there',
      targetCommentCount: 2,
    });
  });

  it('answers "not enabled" for articles when the module is off', async () => {
    const member = toCurrentUser(await rows.userRow(await rows.user()));
    const articleId = await rows.article(member.id);
    const config = { modules: { ...TEST_SITE_CONFIG.modules, article: false } };
    const data = createCommentSchema.parse({ entityType: 'article', entityId: articleId, content: 'x' });
    await expect(postComment(testActor(member, config), data, t.db)).rejects.toMatchObject({ status: 404 });
  });
});
