import { describe, expect, it } from 'vitest';
import { articleListQuerySchema, uniqueTagNames } from './articleSchemas.ts';

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
