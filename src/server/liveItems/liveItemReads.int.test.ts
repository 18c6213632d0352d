import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createComment } from '../comments/createComment.ts';
import { publishedCommentViews } from '../comments/publishedCommentViews.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { commentViewsQuerySchema } from '@/shared/comments/commentSchemas.ts';
import { liveItemQuerySchema } from '@/shared/liveItems/liveItemQuerySchema.ts';
import { readableLiveItem } from './readableLiveItem.ts';

const t = useTestDatabase();
const rows = commentTestRows(t);

const comment = (userId: number, entityId: number, content: string, held = false) =>
  createComment(
    {
      entityType: 'moment',
      entityId,
      content,
      images: [],
      parentId: 0,
      replyToId: 0,
      userId,
      ipLocation: '',
      ...(held ? { holds: [{ kind: 'firstPosts' as const, detail: '' }] } : {}),
    },
    userId,
    t.db,
  );

describe('what a live page may follow and fetch', () => {
  it('follows an item the member may read, and leaves out one under review by someone else', async () => {
    const author = await rows.user();
    const reader = await rows.currentUser();
    const open = await rows.moment(author);
    const pending = await rows.moment(author, { status: ContentStatus.pending });
    expect(await readableLiveItem(`moment:${open}`, 3, reader, t.db)).toEqual({
      kind: 'moment',
      id: open,
      topic: `moment:${open}`,
      after: 3,
    });
    expect(await readableLiveItem(`moment:${pending}`, undefined, reader, t.db)).toBeUndefined();
    expect(await readableLiveItem(undefined, undefined, reader, t.db)).toBeUndefined();
  });

  it('answers the published comments among the ids of that item only, oldest first', async () => {
    const author = await rows.user();
    const [first, other] = [await rows.moment(author), await rows.moment(author)];
    const a = await comment(author, first, 'a');
    const b = await comment(author, first, 'b');
    const held = await comment(author, first, 'held', true);
    const elsewhere = await comment(author, other, 'elsewhere');
    const views = await publishedCommentViews(
      'moment',
      first,
      [b.id, held.id, elsewhere.id, a.id],
      null,
      t.db,
    );
    expect(views.map((view) => view.content)).toEqual(['a', 'b']);
  });

  it('validates the stream and views queries at the boundary', () => {
    expect(liveItemQuerySchema.parse({ item: 'article:4', after: '12' })).toEqual({
      item: 'article:4',
      after: 12,
    });
    expect(liveItemQuerySchema.safeParse({ item: 'comment:4' }).success).toBe(false);
    expect(liveItemQuerySchema.safeParse({ item: 'moment:1', after: '-1' }).success).toBe(false);
    expect(commentViewsQuerySchema.parse({ entityType: 'moment', entityId: '2', ids: '5,6' }).ids).toEqual([
      5, 6,
    ]);
    const tooMany = Array.from({ length: 51 }, (_, index) => index + 1).join(',');
    for (const ids of ['', 'x', '1,,2', tooMany]) {
      expect(
        commentViewsQuerySchema.safeParse({ entityType: 'moment', entityId: '2', ids }).success,
        ids,
      ).toBe(false);
    }
  });
});
