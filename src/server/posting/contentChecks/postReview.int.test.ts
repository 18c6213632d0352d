import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../../tests/factories/commentTestRows.ts';
import { testActor, TEST_SITE_CONFIG } from '../../../../tests/testActor.ts';
import { comments, messages, nodes, users } from '../../db/schema/index.ts';
import { postComment } from '../../comments/postComment.ts';
import { updateComment } from '../../comments/updateComment.ts';
import { createMoment } from '../../moments/moments.commands.ts';
import { createArticle } from '../../articles/articles.commands.ts';
import { decideReview } from '../../admincontent/moderateContent.ts';
import { listReviewQueue } from '../../admincontent/reviewQueue.queries.ts';
import { listCommentThreads } from '../../comments/listComments.ts';
import { toCommentViews } from '../../comments/commentViews.ts';
import { createMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

/** The first post of a new member waits; everything else is as the tests' site config has it. */
const firstPostsSite = (firstPosts = 1) => ({
  postReview: { ...TEST_SITE_CONFIG.postReview, firstPosts },
});

let momentAuthor: CurrentUser;
let moderator: CurrentUser;
beforeAll(async () => {
  momentAuthor = await rows.currentUser({ nickname: 'Author' });
  moderator = await rows.currentUser({ nickname: 'Moderator', role: 'moderator' });
  await t.db.insert(nodes).values({ name: 'General', sortOrder: 1 });
});
const asModerator = () => ({ actor: moderator, reason: 'no', ip: '10.0.0.1' });

const comment = (
  member: CurrentUser,
  entityId: number,
  fields: Record<string, unknown> = {},
  firstPosts = 1,
) =>
  postComment(
    testActor(member, firstPostsSite(firstPosts)),
    createCommentSchema.parse({ entityType: 'moment', entityId, content: 'A first word here', ...fields }),
    t.db,
  );

async function countsOf(momentId: number, commenterId: number, parentId = 0) {
  const moment = await rows.momentRow(momentId);
  const [commenter] = await t.db.select().from(users).where(eq(users.id, commenterId));
  const [parent] = parentId ? await t.db.select().from(comments).where(eq(comments.id, parentId)) : [];
  const notices = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, momentAuthor.id), eq(messages.actorId, commenterId)));
  return {
    momentComments: moment.commentCount,
    replies: parent?.replyCount ?? 0,
    userComments: commenter!.commentCount,
    score: commenter!.score,
    notices: notices.length,
  };
}

const statusOf = async (id: number) =>
  (await t.db.select({ status: comments.status }).from(comments).where(eq(comments.id, id)))[0]!.status;

describe('first posts wait for review', () => {
  it('holds a new member’s first moment, article and comment, with the reason', async () => {
    const newcomer = await rows.currentUser({ trustLevel: 0 });
    const actor = testActor(newcomer, firstPostsSite(1));
    const moment = await createMoment(
      actor,
      createMomentSchema.parse({ type: 0, title: 'Hello', content: '<p>My first moment</p>', tags: [] }),
      t.db,
    );
    expect(moment.status).toBe(ContentStatus.pending);
    const article = await createArticle(
      actor,
      articleCreateSchema.parse({ title: 'First', content: '<p>My first article</p>', tags: [] }),
      t.db,
    );
    const momentId = await rows.moment(momentAuthor.id);
    const held = await comment(newcomer, momentId);
    expect(held).toMatchObject({
      pending: true,
      deleted: false,
      content: 'A first word here',
      targetCommentCount: 0,
    });
    expect(await statusOf(held.id)).toBe(ContentStatus.pending);

    const momentQueue = await listReviewQueue('moment', null, t.db);
    expect(momentQueue.results.find((item) => item.id === moment.id)?.reasons).toEqual([
      { kind: 'firstPosts', detail: '' },
    ]);
    const articleQueue = await listReviewQueue('article', null, t.db);
    expect(articleQueue.results.find((item) => item.id === article.id)?.reasons).toEqual([
      { kind: 'firstPosts', detail: '' },
    ]);
    const commentQueue = await listReviewQueue('comment', null, t.db);
    expect(commentQueue.results.find((item) => item.id === held.id)).toMatchObject({
      preview: 'A first word here',
      href: `/moment/${momentId}#comment-${held.id}`,
      reasons: [{ kind: 'firstPosts', detail: '' }],
    });
  });

  it('counts an approved post: once the member has that many published, nothing more waits', async () => {
    const newcomer = await rows.currentUser({ trustLevel: 0 });
    const momentId = await rows.moment(momentAuthor.id);
    const first = await comment(newcomer, momentId, {}, 2);
    const second = await comment(newcomer, momentId, { content: 'A second word here' }, 2);
    expect([first.pending, second.pending]).toEqual([true, true]);
    await decideReview('comment', first.id, 'approve', asModerator(), t.db);
    // One published of two: still waiting.
    expect((await comment(newcomer, momentId, { content: 'A third word here' }, 2)).pending).toBe(true);
    await decideReview('comment', second.id, 'approve', asModerator(), t.db);
    const fourth = await comment(newcomer, momentId, { content: 'A fourth word here' }, 2);
    expect(fourth.pending).toBeUndefined();
    expect(await statusOf(fourth.id)).toBe(ContentStatus.published);
  });

  it('holds nothing when the setting is 0, nor a member, nor staff', async () => {
    const newcomer = await rows.currentUser({ trustLevel: 0 });
    const member = await rows.currentUser({ trustLevel: 1 });
    const staffNew = await rows.currentUser({ trustLevel: 0, role: 'moderator' });
    const momentId = await rows.moment(momentAuthor.id);
    expect((await comment(newcomer, momentId, {}, 0)).pending).toBeUndefined();
    expect((await comment(member, momentId)).pending).toBeUndefined();
    expect((await comment(staffNew, momentId)).pending).toBeUndefined();
  });
});

describe('a held comment', () => {
  it('counts nothing while held and everything exactly once when approved, as a direct publish does', async () => {
    const newcomer = await rows.currentUser({ trustLevel: 0 });
    const regular = await rows.currentUser({ trustLevel: 1 });
    const momentId = await rows.moment(momentAuthor.id);

    // The yardstick: what a comment published at once counts.
    const beforeDirect = await countsOf(momentId, regular.id);
    await comment(regular, momentId);
    const afterDirect = await countsOf(momentId, regular.id);

    const before = await countsOf(momentId, newcomer.id);
    const held = await comment(newcomer, momentId);
    expect(await countsOf(momentId, newcomer.id)).toEqual(before);
    // Nobody else sees it; its author sees it marked.
    const list = await listCommentThreads('moment', momentId, newcomer.id, undefined, t.db);
    expect(list.results.map((thread) => thread.id)).not.toContain(held.id);
    const [row] = await t.db.select().from(comments).where(eq(comments.id, held.id));
    expect((await toCommentViews([row!], null, t.db))[0]).toMatchObject({ deleted: true, content: '' });
    expect((await toCommentViews([row!], newcomer.id, t.db))[0]).toMatchObject({ pending: true });

    await decideReview('comment', held.id, 'approve', asModerator(), t.db);
    const after = await countsOf(momentId, newcomer.id);
    expect({
      momentComments: after.momentComments - before.momentComments,
      userComments: after.userComments - before.userComments,
      score: after.score - before.score,
      notices: after.notices - before.notices,
    }).toEqual({
      momentComments: 1,
      userComments: afterDirect.userComments - beforeDirect.userComments,
      score: afterDirect.score - beforeDirect.score,
      notices: afterDirect.notices - beforeDirect.notices,
    });
    expect(after.notices).toBe(1);
    // A second decision finds nothing waiting and counts nothing again.
    await expect(decideReview('comment', held.id, 'approve', asModerator(), t.db)).rejects.toMatchObject({
      status: 404,
    });
    expect(await countsOf(momentId, newcomer.id)).toEqual(after);
  });

  it('held again by an edit, leaves the counts and comes back on approval without a second notice', async () => {
    const member = await rows.currentUser({ trustLevel: 0 });
    const momentId = await rows.moment(momentAuthor.id);
    const site = { postReview: { ...TEST_SITE_CONFIG.postReview, duplicateWindowHours: 24 } };
    const post = (content: string) =>
      postComment(
        testActor(member, site),
        createCommentSchema.parse({ entityType: 'moment', entityId: momentId, content }),
        t.db,
      );
    await post('The same words I keep on posting');
    const second = await post('Some other words entirely, for now');
    const published = await countsOf(momentId, member.id);
    expect([published.momentComments, published.notices]).toEqual([2, 2]);
    const edited = await updateComment(
      testActor(member, site),
      { id: second.id, content: 'The same words I keep on posting' },
      t.db,
    );
    expect(edited).toMatchObject({ pending: true });
    expect(await countsOf(momentId, member.id)).toMatchObject({ momentComments: 1, userComments: 1 });
    await decideReview('comment', second.id, 'approve', asModerator(), t.db);
    expect(await countsOf(momentId, member.id)).toEqual(published);
  });

  it('moves a reply’s counts on approval only, and none on rejection', async () => {
    const newcomer = await rows.currentUser({ trustLevel: 0 });
    const other = await rows.currentUser({ trustLevel: 0 });
    const member = await rows.currentUser({ trustLevel: 1 });
    const momentId = await rows.moment(momentAuthor.id);
    const thread = await comment(member, momentId);
    const before = await countsOf(momentId, newcomer.id, thread.id);
    const reply = await comment(newcomer, momentId, { parentId: thread.id });
    expect(await countsOf(momentId, newcomer.id, thread.id)).toEqual(before);
    await decideReview('comment', reply.id, 'approve', asModerator(), t.db);
    const approved = await countsOf(momentId, newcomer.id, thread.id);
    expect([approved.momentComments, approved.replies, approved.userComments]).toEqual([
      before.momentComments + 1,
      before.replies + 1,
      before.userComments + 1,
    ]);

    const otherBefore = await countsOf(momentId, other.id, thread.id);
    const rejected = await comment(other, momentId, { parentId: thread.id });
    await decideReview('comment', rejected.id, 'reject', { ...asModerator(), reason: 'spam' }, t.db);
    expect(await statusOf(rejected.id)).toBe(ContentStatus.deleted);
    expect(await countsOf(momentId, other.id, thread.id)).toEqual(otherBefore);
  });
});
