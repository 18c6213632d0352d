import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createTestComment } from '../../../tests/factories/testComment.ts';
import { comments } from '../db/schema/index.ts';
import { commentLocation } from './commentLocation.ts';
import { listCommentThreads } from './listComments.ts';
import { COMMENT_CURSOR_PARAM } from '@/shared/comments/commentPaths.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);
const comment = (values: Parameters<typeof createTestComment>[1]) => createTestComment(t.db, values);

/** The page a location names, as the comment section reads it. */
async function threadsAt(location: string, momentId: number): Promise<number[]> {
  const url = new URL(location, 'http://forum.test');
  expect(url.pathname).toBe(`/moment/${momentId}`);
  const cursor = url.searchParams.get(COMMENT_CURSOR_PARAM) ?? undefined;
  const page = await listCommentThreads('moment', momentId, null, cursor, t.db);
  return page.results.flatMap((thread) => [thread.id, ...thread.replies.map((reply) => reply.id)]);
}

describe('commentLocation', () => {
  it('names the thread page that shows the comment, and the comment itself', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) ids.push((await comment({ userId: author, entityId: momentId })).id);

    const newest = ids[44]!;
    expect(await commentLocation(newest, t.db)).toBe(`/moment/${momentId}#comment-${newest}`);

    // The 21st newest and the oldest are on later pages: the address carries the page's cursor.
    for (const id of [ids[24]!, ids[0]!]) {
      const location = (await commentLocation(id, t.db))!;
      expect(location).toContain(`?${COMMENT_CURSOR_PARAM}=`);
      expect(location.endsWith(`#comment-${id}`)).toBe(true);
      expect(await threadsAt(location, momentId)).toContain(id);
    }
  });

  it('names a reply where the page shows it, else its thread', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const thread = await comment({ userId: author, entityId: momentId });
    const replies: number[] = [];
    for (let i = 0; i < 5; i++)
      replies.push((await comment({ userId: author, entityId: momentId, parentId: thread.id })).id);
    expect(await commentLocation(replies[0]!, t.db)).toBe(`/moment/${momentId}#comment-${replies[0]}`);
    // Behind "more replies": the thread is what the page shows.
    expect(await commentLocation(replies[4]!, t.db)).toBe(`/moment/${momentId}#comment-${thread.id}`);
  });

  it('has no place for a comment nobody may read, or one that does not exist', async () => {
    const author = await rows.user();
    const momentId = await rows.moment(author);
    const held = await comment({ userId: author, entityId: momentId });
    await t.db.update(comments).set({ status: ContentStatus.pending }).where(eq(comments.id, held.id));
    expect(await commentLocation(held.id, t.db)).toBeUndefined();
    expect(await commentLocation(held.id + 1000, t.db)).toBeUndefined();
  });
});
