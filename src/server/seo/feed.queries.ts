import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articleTags, articles, moments, momentTags } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** How many items a feed carries: readers poll often, so the newest few are enough. */
const FEED_SIZE = 30;

/** One published moment or article as a feed lists it; the author is looked up afterwards. */
export interface FeedEntry {
  kind: 'moment' | 'article';
  id: number;
  title: string;
  excerpt: string;
  userId: number;
  publishedAt: Date;
}

const momentColumns = {
  id: moments.id,
  title: moments.title,
  excerpt: moments.excerpt,
  userId: moments.userId,
  publishedAt: moments.createdAt,
};

const articleColumns = {
  id: articles.id,
  title: articles.title,
  excerpt: articles.excerpt,
  userId: articles.userId,
  publishedAt: articles.publishedAt,
};

const momentPublished = eq(moments.status, ContentStatus.published);
const articlePublished = eq(articles.status, ContentStatus.published);

function asEntries<T extends Omit<FeedEntry, 'kind'>>(kind: FeedEntry['kind'], rows: T[]): FeedEntry[] {
  return rows.map((row) => ({ kind, ...row }));
}

/** The newest published moments: the primary key walked backwards (newest id first). */
export async function latestMoments(limit = FEED_SIZE, db: Database = getDb()): Promise<FeedEntry[]> {
  const rows = await db
    .select(momentColumns)
    .from(moments)
    .where(momentPublished)
    .orderBy(desc(moments.id))
    .limit(limit);
  return asEntries('moment', rows);
}

/** The newest published articles (articles_status_published_idx, like the /articles list). */
export async function latestArticles(limit = FEED_SIZE, db: Database = getDb()): Promise<FeedEntry[]> {
  const rows = await db
    .select(articleColumns)
    .from(articles, { forceIndex: 'articles_status_published_idx' })
    .where(articlePublished)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return asEntries('article', rows);
}

/** Newest first, the first `limit` of both kinds together. */
function newestOf(momentRows: FeedEntry[], articleRows: FeedEntry[], limit: number): FeedEntry[] {
  return [...momentRows, ...articleRows]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, limit);
}

/**
 * A member's newest published moments and articles together, of the kinds asked for: a backwards
 * range read of (user_id, status, id) on each table.
 */
export async function userEntries(
  userId: number,
  kinds: { moments: boolean; articles: boolean },
  limit = FEED_SIZE,
  db: Database = getDb(),
): Promise<FeedEntry[]> {
  const [momentRows, articleRows] = await Promise.all([
    kinds.moments
      ? db
          .select(momentColumns)
          .from(moments, { forceIndex: 'moments_user_status_idx' })
          .where(and(eq(moments.userId, userId), momentPublished))
          .orderBy(desc(moments.id))
          .limit(limit)
      : [],
    kinds.articles
      ? db
          .select(articleColumns)
          .from(articles, { forceIndex: 'articles_user_status_idx' })
          .where(and(eq(articles.userId, userId), articlePublished))
          .orderBy(desc(articles.id))
          .limit(limit)
      : [],
  ]);
  return newestOf(asEntries('moment', momentRows), asEntries('article', articleRows), limit);
}

/** A tag's newest published moments and articles together, newest first. */
export async function tagEntries(
  tagId: number,
  limit = FEED_SIZE,
  db: Database = getDb(),
): Promise<FeedEntry[]> {
  const [momentRows, articleRows] = await Promise.all([
    db
      .select(momentColumns)
      .from(momentTags)
      .innerJoin(moments, eq(moments.id, momentTags.momentId))
      .where(and(eq(momentTags.tagId, tagId), momentPublished))
      .orderBy(desc(momentTags.momentId))
      .limit(limit),
    db
      .select(articleColumns)
      .from(articleTags)
      .innerJoin(articles, eq(articles.id, articleTags.articleId))
      .where(and(eq(articleTags.tagId, tagId), articlePublished))
      .orderBy(desc(articleTags.articleId))
      .limit(limit),
  ]);
  return newestOf(asEntries('moment', momentRows), asEntries('article', articleRows), limit);
}
