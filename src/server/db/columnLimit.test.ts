import { describe, expect, it } from 'vitest';
import { articles, comments, moderationLogs, moments, searchDocuments, users } from './schema/index.ts';
import { columnLimit } from './columnLimit.ts';

describe('columnLimit', () => {
  it('reads VARCHAR(n) as n characters', () => {
    expect(columnLimit(moments.excerpt)).toEqual({ unit: 'characters', max: 400 });
    expect(columnLimit(articles.title)).toEqual({ unit: 'characters', max: 200 });
    expect(columnLimit(users.nickname)).toEqual({ unit: 'characters', max: 64 });
  });

  it('reads TEXT and MEDIUMTEXT as bytes', () => {
    expect(columnLimit(comments.content)).toEqual({ unit: 'bytes', max: 65_535 });
    expect(columnLimit(moderationLogs.detail)).toEqual({ unit: 'bytes', max: 65_535 });
    expect(columnLimit(searchDocuments.bodyTokens)).toEqual({ unit: 'bytes', max: 16_777_215 });
  });

  it('refuses a column that holds no text', () => {
    expect(() => columnLimit(moments.id)).toThrow(/does not hold text/);
  });
});
