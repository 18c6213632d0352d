import { describe, expect, it } from 'vitest';
import { articleCreateSchema, articleListQuerySchema, uniqueTagNames } from './articleSchemas.ts';
import { ARTICLE_TAG_NAME_MAX, ARTICLE_TITLE_MAX } from './articleLimits.ts';

describe('uniqueTagNames', () => {
  it('keeps the first spelling of names that differ only in case', () => {
    expect(uniqueTagNames(['Rust', 'web', 'rust', 'WEB', 'go'])).toEqual(['Rust', 'web', 'go']);
  });
});

describe('articleListQuerySchema', () => {
  it('reads an optional tag id and cursor from the query string', () => {
    expect(articleListQuerySchema.parse({})).toEqual({});
    expect(articleListQuerySchema.parse({ tagId: '', cursor: 'abc' })).toEqual({ cursor: 'abc' });
    expect(articleListQuerySchema.parse({ tagId: '7' })).toEqual({ tagId: 7 });
    expect(articleListQuerySchema.safeParse({ tagId: 'x' }).success).toBe(false);
  });
});

describe('articleCreateSchema lengths', () => {
  const draft = (values: Record<string, unknown>) =>
    articleCreateSchema.safeParse({ title: 'T', content: '<p>x</p>', ...values });

  it('counts title and tags in characters, as their VARCHAR columns do', () => {
    expect(draft({ title: '😀'.repeat(ARTICLE_TITLE_MAX) }).success).toBe(true);
    expect(draft({ tags: ['🇺'.repeat(ARTICLE_TAG_NAME_MAX)] }).success).toBe(true);
  });

  it('refuses a title or tag over the limit with its own message', () => {
    const title = draft({ title: `a${'\u0301'.repeat(ARTICLE_TITLE_MAX)}` });
    expect(title.error?.issues.map((issue) => issue.message)).toEqual([
      `The title can be at most ${ARTICLE_TITLE_MAX} characters`,
    ]);
    const tag = draft({ tags: ['😀'.repeat(ARTICLE_TAG_NAME_MAX + 1)] });
    expect(tag.error?.issues[0]?.path).toEqual(['tags', 0]);
  });
});
