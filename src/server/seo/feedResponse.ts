import type { APIContext } from 'astro';
import { getDb, type Database } from '../db/client.ts';
import { authorsByIds } from '../users/authorsByIds.ts';
import { renderRss, type RssItem } from './rss.ts';
import { absoluteUrl, siteOrigin } from './siteOrigin.ts';
import { xmlResponse } from './xml.ts';
import type { FeedEntry } from './feed.queries.ts';
import { momentMeta } from '@/components/moments/momentMeta.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { m } from '@/paraglide/messages.js';

export interface FeedDescription {
  title: string;
  description: string;
  /** The page whose items the feed carries (a path). */
  page: string;
}

/** Feed entries as RSS items: titles as their pages show them, authors by name (one batched look-up). */
export async function toRssItems(
  entries: readonly FeedEntry[],
  origin: string,
  db: Database = getDb(),
): Promise<RssItem[]> {
  const authors = await authorsByIds(
    entries.map((entry) => entry.userId),
    db,
  );
  return entries.map((entry) => {
    const author = authors.get(entry.userId);
    const authorName = author?.nickname || author?.username || m.seo_feed_unknown_author();
    const title =
      entry.kind === 'article'
        ? entry.title
        : momentMeta({ title: entry.title, excerpt: entry.excerpt, author: { nickname: authorName } }).title;
    const path = entry.kind === 'article' ? articlePath(entry.id) : momentPath(entry.id);
    return {
      title,
      link: absoluteUrl(path, origin),
      description: entry.excerpt,
      pubDate: entry.publishedAt,
      author: authorName,
    };
  });
}

/** The RSS document of a feed route, cacheable for an hour. */
export async function feedResponse(
  context: Pick<APIContext, 'url' | 'locals'>,
  feed: FeedDescription,
  entries: readonly FeedEntry[],
): Promise<Response> {
  const origin = siteOrigin(context.url);
  const body = renderRss({
    title: feed.title,
    description: feed.description,
    link: absoluteUrl(feed.page, origin),
    self: absoluteUrl(context.url.pathname, origin),
    language: context.locals.locale,
    items: await toRssItems(entries, origin),
  });
  return xmlResponse(body, 'application/rss+xml');
}
