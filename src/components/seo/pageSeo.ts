import type { JsonLd } from '@/server/seo/jsonLd.ts';
import type { PageFeed } from './pageFeeds.ts';

/** What a page tells search engines and link previews beyond its title and description. */
export interface PageSeo {
  /** og:type: 'website' unless the page is one article-like item or a profile. */
  type?: 'website' | 'article' | 'profile' | undefined;
  /** Query parameters that make a different page (a list's tab); all others leave the canonical URL. */
  canonicalParams?: readonly string[] | undefined;
  /** The preview image (path or URL); the site logo when there is none. */
  image?: string | undefined;
  /** schema.org data for the page's main entity. */
  jsonLd?: JsonLd | undefined;
  /** The RSS feed of what the page lists (the one the page's FeedLink shows). */
  feed?: PageFeed | undefined;
  /** Keep the page out of search results (content under review, private pages). */
  noindex?: boolean | undefined;
  /** og article:* times and tags. */
  article?: { publishedTime: string; modifiedTime?: string | undefined; tags: readonly string[] } | undefined;
}

/** Cursor pages repeat what the first page links to: crawlers follow them but do not index them. */
export function robotsDirective(url: URL, seo: PageSeo): string | undefined {
  if (seo.noindex) return 'noindex';
  if (url.searchParams.has('cursor')) return 'noindex, follow';
  return undefined;
}

/** og:locale spells the locale with an underscore (en_US). */
export function openGraphLocale(locale: string): string {
  return locale.replace('-', '_');
}
