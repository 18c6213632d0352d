import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { articles, articleTags, moments, momentTags, tags } from '../db/schema/index.ts';
import { allTimeHotTags, type TagSummary } from './tags.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** A hot tag: `uses` counts its recent moments and articles, or all of them for a fallback tag. */
export interface HotTag extends TagSummary {
  uses: number;
}

const HOT_TAG_WINDOW_DAYS = 30;
/** The newest moments and articles a ranking reads at most, whatever the site's traffic. */
export const HOT_TAG_SCAN_LIMIT = 5_000;

const DAY_MS = 86_400_000;

/**
 * The tags of published moments active and articles published since `since`, ranked by how many
 * of them use each tag. Bounded: each side walks its status-and-time index backwards from now for
 * at most `scanLimit` rows and joins the link table's primary key; only that short list is grouped.
 */
export function recentHotTagsQuery(since: Date, limit: number, db: Database, scanLimit = HOT_TAG_SCAN_LIMIT) {
  const recentMoments = db
    .select({ id: moments.id })
    .from(moments, { forceIndex: 'moments_status_activity_idx' })
    .where(and(eq(moments.status, ContentStatus.published), gte(moments.lastActivityAt, since)))
    .orderBy(desc(moments.lastActivityAt), desc(moments.id))
    .limit(scanLimit)
    .as('recent_moments');
  const recentArticles = db
    .select({ id: articles.id })
    .from(articles, { forceIndex: 'articles_status_published_idx' })
    .where(and(eq(articles.status, ContentStatus.published), gte(articles.publishedAt, since)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(scanLimit)
    .as('recent_articles');
  const uses = unionAll(
    db
      .select({ tagId: momentTags.tagId })
      .from(recentMoments)
      .innerJoin(momentTags, eq(momentTags.momentId, recentMoments.id)),
    db
      .select({ tagId: articleTags.tagId })
      .from(recentArticles)
      .innerJoin(articleTags, eq(articleTags.articleId, recentArticles.id)),
  ).as('uses');
  const useCount = sql<number>`count(*)`.mapWith(Number).as('uses');
  // Ranked before the join, so the tags table is read by primary key for the winners only.
  const ranked = db
    .select({ tagId: uses.tagId, uses: useCount })
    .from(uses)
    .groupBy(uses.tagId)
    .orderBy(desc(useCount), desc(uses.tagId))
    .limit(limit)
    .as('ranked');
  return db
    .select({
      id: tags.id,
      name: tags.name,
      momentCount: tags.momentCount,
      articleCount: tags.articleCount,
      uses: sql<number>`${ranked.uses}`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(tags, eq(tags.id, ranked.tagId))
    .orderBy(desc(ranked.uses), desc(ranked.tagId));
}

/**
 * The most used tags of the last 30 days; when too few tags were used recently, the all-time
 * favourites (by moment and article count) fill the rest of the list.
 */
export async function recentHotTags(
  limit: number,
  now: number = Date.now(),
  db: Database = getDb(),
): Promise<HotTag[]> {
  const since = new Date(now - HOT_TAG_WINDOW_DAYS * DAY_MS);
  const recent = await recentHotTagsQuery(since, limit, db);
  if (recent.length >= limit) return recent;
  const seen = new Set(recent.map((tag) => tag.id));
  const fallback = (await allTimeHotTags(limit, db))
    .filter((tag) => !seen.has(tag.id))
    .map((tag) => ({ ...tag, uses: tag.momentCount + tag.articleCount }));
  return [...recent, ...fallback].slice(0, limit);
}
