import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { authorColumns, toPublicAuthor } from './authorProjection.ts';

describe('the author projection', () => {
  it('selects exactly the columns of an author’s public face', () => {
    expect(Object.keys(authorColumns)).toEqual([
      'id',
      'nickname',
      'username',
      'avatar',
      'smallAvatar',
      'signature',
    ]);
    expect(authorColumns.smallAvatar).toBe(users.smallAvatar);
  });

  it('maps a wider row to the author alone, leaving the list’s own columns behind', () => {
    const author = {
      id: 7,
      nickname: 'Ada',
      username: 'ada',
      avatar: '/a.png',
      smallAvatar: '/a-small.png',
      signature: 'hello',
    };
    const rankingRow = { ...author, score: 40, email: 'ada@example.com' };
    expect(toPublicAuthor(rankingRow)).toStrictEqual(author);
  });
});
