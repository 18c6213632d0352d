import { describe, expect, it } from 'vitest';
import { parseMomentListQuery } from './momentListQuery.ts';

const parse = (query: string) => parseMomentListQuery(new URLSearchParams(query));

describe('parseMomentListQuery', () => {
  it('defaults to the latest tab and treats blank values as missing', () => {
    expect(parse('')).toEqual({ tab: 'latest' });
    expect(parse('tab=&nodeId=&tagId=&cursor=')).toEqual({ tab: 'latest' });
  });
  it('reads the tab, ids and cursor', () => {
    expect(parse('tab=recommended&nodeId=3&tagId=7&cursor=abc')).toEqual({
      tab: 'recommended',
      nodeId: 3,
      tagId: 7,
      cursor: 'abc',
    });
  });
  it('refuses unknown tabs and ids that are not positive integers', () => {
    expect(() => parse('tab=hot')).toThrow();
    expect(() => parse('nodeId=0')).toThrow();
    expect(() => parse('tagId=1.5')).toThrow();
    expect(() => parse('nodeId=abc')).toThrow();
  });
});
