import { describe, expect, it } from 'vitest';
import { pagesChangedBy } from './pagesChangedBy.ts';
import { coversPath, type PageScope } from './pageScope.ts';
import { SHARED_PAGE_PATHS } from '../../../tests/fixtures/sharedPagePaths.ts';

function covered(scope: PageScope, paths: string[]): string[] {
  return paths.filter((path) => coversPath(scope, path));
}

describe('pages a write changes', () => {
  it('a moment: its page, home, the moment lists, its author, tags and search', () => {
    expect(covered(pagesChangedBy({ kind: 'moment', id: 5, authorId: 7 }), SHARED_PAGE_PATHS)).toEqual([
      '/',
      '/moments',
      '/moments/',
      '/moments/node/2',
      '/moments/tag/3',
      '/moment/5',
      '/tags',
      '/search',
      '/user/7',
      '/user/7/articles',
      '/user/7/followed',
      '/user/7/fans',
    ]);
  });

  it('an article: its page, home, the article lists, its author, tags and search', () => {
    expect(covered(pagesChangedBy({ kind: 'article', id: 5, authorId: 8 }), SHARED_PAGE_PATHS)).toEqual([
      '/',
      '/articles',
      '/articles/tag/3',
      '/article/5',
      '/tags',
      '/search',
      '/user/8',
    ]);
  });

  it('a comment: only the page of what it is on (counts on cards lag like likes)', () => {
    const comment = pagesChangedBy({ kind: 'comment', on: { kind: 'moment', id: 6 } });
    expect(covered(comment, SHARED_PAGE_PATHS)).toEqual(['/moment/6']);
    const onArticle = pagesChangedBy({ kind: 'comment', on: { kind: 'article', id: 5 } });
    expect(covered(onArticle, SHARED_PAGE_PATHS)).toEqual(['/article/5']);
  });

  it('every profile when the author is not known any more', () => {
    const scope = pagesChangedBy({ kind: 'moment', id: 5, authorId: undefined });
    expect(covered(scope, ['/user/7', '/user/8/fans', '/about'])).toEqual(['/user/7', '/user/8/fans']);
  });

  it('every page after a site-wide change', () => {
    expect(covered(pagesChangedBy({ kind: 'site' }), SHARED_PAGE_PATHS)).toEqual(SHARED_PAGE_PATHS);
  });
});
