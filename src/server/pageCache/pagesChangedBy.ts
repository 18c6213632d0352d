import { EVERY_PAGE, pagesUnder, type PageScope } from './pageScope.ts';

export type ContentKind = 'moment' | 'article';

/**
 * A write that changes what shared pages show. The routes whose writes change none (likes,
 * favorites, follows, check-ins: counters on cached pages lag by the cache period and the viewer
 * state shows the reader's own at once; sign-in, sign-up, sign-out, drafts, messages, uploads,
 * captchas, reports, account security, private settings) are listed, each with its reason, in
 * tests/api/pageWrites.test.ts, which checks that every mutating route is one or the other.
 */
/** A moment or article created, edited, deleted, restored, reviewed, pinned, recommended. */
export interface ContentWrite {
  kind: ContentKind;
  id: number;
  authorId: number | undefined;
}

export type PageWrite =
  | ContentWrite
  /** A comment written, deleted or moderated on a moment or article (its page alone shows it). */
  | { kind: 'comment'; on: { kind: ContentKind; id: number } }
  /**
   * Site settings, terms, navigation links, nodes, tags, words; a member's profile, avatar, name,
   * role, ban or deletion (their name and avatar are on every card they wrote): rare, so every page.
   */
  | { kind: 'site' };

const LIST_OF: Record<ContentKind, string> = { moment: '/moments', article: '/articles' };

/**
 * The pages a write makes stale. A path covers every page under it, with any query (pageScope.ts):
 * a comment is on its moment's or article's page; a moment is on its own page, the home page, the moment lists (nodes and tags included), its
 * author's profile pages, the tag cloud (counts) and search results.
 */
export function pagesChangedBy(write: PageWrite): PageScope {
  if (write.kind === 'site') return EVERY_PAGE;
  // A comment shows on its content's page only; its count on cards elsewhere is a counter, which
  // lags by the cache period like likes do (decision 027).
  if (write.kind === 'comment') return pagesUnder([`/${write.on.kind}/${write.on.id}`]);
  const content = write;
  // Author unknown (the row is gone): every profile, rather than a stale one.
  const author = content.authorId === undefined ? '/user' : `/user/${content.authorId}`;
  return pagesUnder([
    '/',
    `/${content.kind}/${content.id}`,
    LIST_OF[content.kind],
    author,
    '/tags',
    '/search',
  ]);
}
