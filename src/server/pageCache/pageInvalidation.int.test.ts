import { beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { comments } from '../db/schema/index.ts';
import { commentWrite, contentWrite } from './pageInvalidation.ts';
import { pagesChangedBy } from './pagesChangedBy.ts';
import { coversPath } from './pageScope.ts';

const test = useTestDatabase();
const rows = feedTestRows(test);
let author: number;
let momentId: number;

beforeAll(async () => {
  author = await rows.user('Author');
  momentId = await rows.moment({ userId: author, content: '<p>shown</p>' });
});

describe('the pages a write empties, read from the database', () => {
  it('a moment empties its author’s profile pages, not another member’s', async () => {
    const write = await contentWrite('moment', momentId, test.db);
    expect(write).toEqual({ kind: 'moment', id: momentId, authorId: author });
    const scope = pagesChangedBy(write);
    expect(coversPath(scope, `/user/${author}/fans`)).toBe(true);
    expect(coversPath(scope, `/user/${author + 1000}`)).toBe(false);
    expect(coversPath(scope, `/moment/${momentId}`)).toBe(true);
  });

  it('a row that is gone empties every profile', async () => {
    const scope = pagesChangedBy(await contentWrite('article', 999_999, test.db));
    expect(coversPath(scope, '/user/1')).toBe(true);
    expect(coversPath(scope, '/about')).toBe(false);
  });

  it('a comment empties the pages of the moment it is on, found by its id', async () => {
    await rows.comment(author, momentId);
    const [comment] = await test.db
      .select({ id: comments.id })
      .from(comments)
      .orderBy(desc(comments.id))
      .limit(1);
    const write = await commentWrite({ commentId: comment!.id }, test.db);
    expect(write).toEqual({ kind: 'comment', on: { kind: 'moment', id: momentId } });
    expect(await commentWrite({ kind: 'moment', id: momentId }, test.db)).toEqual(write);
    expect(await commentWrite({ commentId: 999_999 }, test.db)).toEqual({ kind: 'site' });
  });
});
