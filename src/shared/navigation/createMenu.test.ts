import { describe, expect, it } from 'vitest';
import { createMenuOptions } from './createMenu.ts';

const kinds = (modules: Parameters<typeof createMenuOptions>[0]) =>
  createMenuOptions(modules).map((option) => option.kind);

describe('createMenuOptions', () => {
  it('offers moment and article by default, not tweet', () => {
    expect(kinds({ moment: true, article: true, tweet: false })).toEqual(['moment', 'article']);
    expect(kinds({})).toEqual(['moment', 'article']);
    expect(kinds(undefined)).toEqual(['moment', 'article']);
  });
  it('offers tweet only when modules.tweet is truthy', () => {
    expect(kinds({ tweet: true })).toEqual(['moment', 'tweet', 'article']);
    expect(kinds({ tweet: 1 })).toEqual(['moment', 'tweet', 'article']);
    expect(kinds({ tweet: 0 })).toEqual(['moment', 'article']);
    expect(kinds({ tweet: null })).toEqual(['moment', 'article']);
  });
  it('drops moment and article only when explicitly false', () => {
    expect(kinds({ moment: false })).toEqual(['article']);
    expect(kinds({ article: false })).toEqual(['moment']);
    expect(kinds({ moment: 0, article: null })).toEqual(['moment', 'article']);
  });
  it('gives nothing when every option is off, which hides the button', () => {
    expect(createMenuOptions({ moment: false, article: false, tweet: false })).toEqual([]);
  });
  it('links to the create pages', () => {
    expect(createMenuOptions({ tweet: true })).toEqual([
      { kind: 'moment', href: '/moment/create' },
      { kind: 'tweet', href: '/moment/create?type=1' },
      { kind: 'article', href: '/article/create' },
    ]);
  });
});
