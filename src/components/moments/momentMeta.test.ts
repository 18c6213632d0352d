import { describe, expect, it } from 'vitest';
import { momentMeta } from './momentMeta.ts';

const author = { nickname: 'Ann' };

describe('momentMeta', () => {
  it('uses a post title and its excerpt', () => {
    expect(momentMeta({ title: ' Hello ', excerpt: 'Body text', author })).toEqual({
      title: 'Hello',
      description: 'Body text',
    });
  });
  it('titles a tweet by its opening words, cut with an ellipsis', () => {
    const excerpt = 'word '.repeat(20);
    const meta = momentMeta({ title: '', excerpt, author });
    expect([...meta.title]).toHaveLength(40);
    expect(meta.title.endsWith('…')).toBe(true);
    expect(meta.description).toBe(excerpt.trim());
  });
  it('falls back to the author for a tweet with only images', () => {
    expect(momentMeta({ title: '', excerpt: '', author })).toEqual({
      title: "Ann's tweet",
      description: "Ann's tweet",
    });
  });
});
