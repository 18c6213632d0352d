import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { toggleLike } from '../reactions/toggleReaction.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { deleteComment } from './deleteComment.ts';
import { listCommentThreads, listReplies } from './listComments.ts';
import { commentTextHtml } from '@/shared/comments/commentPresentation.ts';
import { REPLY_PAGE_SIZE } from '@/shared/comments/commentLimits.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

const comment = (values: Parameters<typeof createTestComment>[1]) => createTestComment(t.db, values);

describe('listCommentThreads', () => {
  it('pages top-level comments newest first, 20 at a time, with cursors', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const created: number[] = [];
    for (let i = 0; i < 45; i++)
      created.push((await comment({ userId: author, entityId: momentId, content: `c${i}` })).id);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listCommentThreads('moment', momentId, null, cursor, t.db);
      seen.push(...page.results.map((thread) => thread.id));
      cursor = page.hasMore ? page.cursor : undefined;
      pages += 1;
      expect(page.results.length).toBeLessThanOrEqual(20);
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
  });

  it('shows the first three replies of each comment, oldest first, then a cursor for more', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const busy = await comment({ userId: author, entityId: momentId, content: 'busy' });
    const quiet = await comment({ userId: author, entityId: momentId, content: 'quiet' });
    const replyIds: number[] = [];
    for (let i = 0; i < 15; i++) {
      replyIds.push(
        (await comment({ userId: author, entityId: momentId, parentId: busy.id, content: `r${i}` })).id,
      );
    }
    const quietReply = await comment({ userId: author, entityId: momentId, parentId: quiet.id });
    const page = await listCommentThreads('moment', momentId, null, undefined, t.db);
    const [first, second] = page.results;
    expect(first).toMatchObject({ id: quiet.id, hasMoreReplies: false, repliesCursor: '' });
    expect(first?.replies.map((reply) => reply.id)).toEqual([quietReply.id]);
    expect(second?.id).toBe(busy.id);
    expect(second?.replies.map((reply) => reply.id)).toEqual(replyIds.slice(0, 3));
    expect(second?.hasMoreReplies).toBe(true);

    const more = await listReplies(busy.id, null, second?.repliesCursor, REPLY_PAGE_SIZE, t.db);
    expect(more.results.map((reply) => reply.id)).toEqual(replyIds.slice(3, 13));
    expect(more.hasMore).toBe(true);
    const rest = await listReplies(busy.id, null, more.cursor, REPLY_PAGE_SIZE, t.db);
    expect(rest.results.map((reply) => reply.id)).toEqual(replyIds.slice(13));
    expect(rest.hasMore).toBe(false);
  });

  it('keeps a deleted comment with replies as a placeholder and drops one without', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const lonely = await comment({ userId: author, entityId: momentId, content: 'lonely' });
    const parent = await comment({ userId: author, entityId: momentId, content: 'secret words' });
    const reply = await comment({ userId: author, entityId: momentId, parentId: parent.id });
    await deleteComment({ member: { id: author, role: 'user' } }, lonely.id, t.db);
    await deleteComment({ member: { id: author, role: 'user' } }, parent.id, t.db);
    const page = await listCommentThreads('moment', momentId, null, undefined, t.db);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: parent.id, deleted: true, content: '', author: null });
    expect(page.results[0]?.replies.map((item) => item.id)).toEqual([reply.id]);
    // The placeholder's view carries nothing of what was written (CommentItem.astro shows the notice).
    expect(JSON.stringify(page.results[0])).not.toContain('secret words');
    await deleteComment({ member: { id: author, role: 'user' } }, reply.id, t.db);
    expect((await listCommentThreads('moment', momentId, null, undefined, t.db)).results).toHaveLength(0);
  });

  it("marks the viewer's likes and shows a quoted reply", async () => {
    const [author, viewer] = [await rows.user(), await rows.user()];
    const momentId = await rows.moment(author);
    const top = await comment({ userId: author, entityId: momentId });
    const reply = await comment({
      userId: author,
      entityId: momentId,
      parentId: top.id,
      content: 'quoted text',
    });
    await comment({
      userId: viewer,
      entityId: momentId,
      parentId: top.id,
      replyToId: reply.id,
      content: 'answer',
    });
    await toggleLike(viewer, 'comment', top.id, t.db);
    const page = await listCommentThreads('moment', momentId, viewer, undefined, t.db);
    const thread = page.results[0]!;
    expect(thread).toMatchObject({ liked: true, likeCount: 1 });
    expect(thread.replies[1]?.quote).toMatchObject({ id: reply.id, excerpt: 'quoted text' });
    const anonymous = await listCommentThreads('moment', momentId, null, undefined, t.db);
    expect(anonymous.results[0]).toMatchObject({ liked: false, likeCount: 1 });
  });

  it('shows each author of the comments and their quotes, and none for an account that is gone', async () => {
    const [kept, gone] = [await rows.user({ nickname: 'Kept' }), await rows.user({ nickname: 'Gone' })];
    const momentId = await rows.moment(kept);
    // Three threads with replies: the previews' union nests derived tables.
    const tops = [];
    for (const userId of [kept, gone, kept]) tops.push(await comment({ userId, entityId: momentId }));
    const thread = tops[1]!.id;
    const reply = (userId: number, replyToId = 0) =>
      comment({ userId, entityId: momentId, parentId: thread, replyToId, content: 'reply' });
    const byKept = await reply(kept);
    const byGone = await reply(gone);
    await reply(kept);
    // After the preview: they quote replies that are not on their page.
    const quotingKept = await reply(kept, byKept.id);
    const quotingGone = await reply(kept, byGone.id);
    await comment({ userId: gone, entityId: momentId, parentId: tops[0]!.id });
    await comment({ userId: kept, entityId: momentId, parentId: tops[2]!.id });
    await t.db.delete(users).where(eq(users.id, gone));

    const threads = (await listCommentThreads('moment', momentId, null, undefined, t.db)).results;
    const byId = new Map(threads.map((item) => [item.id, item]));
    expect(byId.get(tops[0]!.id)?.author).toMatchObject({ id: kept, nickname: 'Kept' });
    expect(byId.get(tops[0]!.id)?.replies.map((item) => item.author)).toEqual([null]);
    expect(byId.get(thread)?.author).toBeNull();
    expect(byId.get(thread)?.replies.map((item) => item.author?.id ?? null)).toEqual([kept, null, kept]);

    const more = await listReplies(thread, null, byId.get(thread)!.repliesCursor, REPLY_PAGE_SIZE, t.db);
    expect(more.results.map((item) => [item.id, item.author?.nickname, item.quote?.author])).toEqual([
      [quotingKept.id, 'Kept', expect.objectContaining({ id: kept, nickname: 'Kept' })],
      [quotingGone.id, 'Kept', null],
    ]);
  });

  it('renders comment text inert, whatever it holds', async () => {
    const author = await rows.user({ nickname: '<img src=x onerror=alert(1)>' });
    const momentId = await rows.moment(author);
    await comment({
      userId: author,
      entityId: momentId,
      content:
        '<script>alert(1)</script> <a href="javascript:alert(1)">x</a> javascript:alert(2) https://example.com/"><b>',
    });
    const page = await listCommentThreads('moment', momentId, null, undefined, t.db);
    const markup = commentTextHtml(page.results[0]!, undefined);
    expect(markup).not.toMatch(/<script|<b>|<img src=x|href="javascript/i);
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(markup).toContain('rel="nofollow noopener noreferrer ugc"');
  });

  it('refuses a malformed cursor with a 400', async () => {
    await expect(listCommentThreads('moment', 1, null, 'not-a-cursor', t.db)).rejects.toMatchObject({
      status: 400,
    });
  });
});
