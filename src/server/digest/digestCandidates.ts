import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, articleTags, moments, momentTags } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** A published moment or article a digest may name. */
export interface DigestCandidate {
  kind: 'moment' | 'article';
  id: number;
  authorId: number;
  nodeId: number;
  tagIds: number[];
  /** The title, or a tweet's excerpt. */
  title: string;
  likes: number;
  comments: number;
  postedAt: Date;
}

/** What a batch's members follow, together: followed and watched members, watched nodes and tags. */
export interface FollowedSources {
  authorIds: number[];
  nodeIds: number[];
  tagIds: number[];
}

/** The forum's best of the window: enough that each member still has a handful after their own filters. */
const BEST_POOL = 50;
/** The followed sources' best of the window, for a whole batch of members. */
const FOLLOWED_POOL = 500;

const momentScore = sql`(${moments.likeCount} + ${moments.commentCount})`;
const articleScore = sql`(${articles.likeCount} + ${articles.commentCount})`;

const momentColumns = {
  id: moments.id,
  authorId: moments.userId,
  nodeId: moments.nodeId,
  title: moments.title,
  excerpt: moments.excerpt,
  likes: moments.likeCount,
  comments: moments.commentCount,
  postedAt: moments.createdAt,
};
const articleColumns = {
  id: articles.id,
  authorId: articles.userId,
  title: articles.title,
  likes: articles.likeCount,
  comments: articles.commentCount,
  postedAt: articles.publishedAt,
};

type MomentRow = { id: number; authorId: number; nodeId: number; title: string; excerpt: string } & Counts;
type ArticleRow = { id: number; authorId: number; title: string } & Counts;
interface Counts {
  likes: number;
  comments: number;
  postedAt: Date;
}

function anyOf(conditions: Array<SQL | undefined>): SQL | undefined {
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length === 0 ? undefined : or(...present);
}

async function momentRows(db: Database, since: Date, sources: FollowedSources | undefined, limit: number) {
  const followed = sources
    ? anyOf([
        sources.authorIds.length > 0 ? inArray(moments.userId, sources.authorIds) : undefined,
        sources.nodeIds.length > 0 ? inArray(moments.nodeId, sources.nodeIds) : undefined,
        sources.tagIds.length > 0
          ? inArray(
              moments.id,
              db
                .select({ id: momentTags.momentId })
                .from(momentTags)
                .where(inArray(momentTags.tagId, sources.tagIds)),
            )
          : undefined,
      ])
    : undefined;
  if (sources && !followed) return [];
  return db
    .select(momentColumns)
    .from(moments)
    .where(and(eq(moments.status, ContentStatus.published), gte(moments.createdAt, since), followed))
    .orderBy(desc(momentScore), desc(moments.id))
    .limit(limit);
}

async function articleRows(db: Database, since: Date, sources: FollowedSources | undefined, limit: number) {
  const followed = sources
    ? anyOf([
        sources.authorIds.length > 0 ? inArray(articles.userId, sources.authorIds) : undefined,
        sources.tagIds.length > 0
          ? inArray(
              articles.id,
              db
                .select({ id: articleTags.articleId })
                .from(articleTags)
                .where(inArray(articleTags.tagId, sources.tagIds)),
            )
          : undefined,
      ])
    : undefined;
  if (sources && !followed) return [];
  return db
    .select(articleColumns)
    .from(articles)
    .where(and(eq(articles.status, ContentStatus.published), gte(articles.publishedAt, since), followed))
    .orderBy(desc(articleScore), desc(articles.id))
    .limit(limit);
}

async function tagsOf(db: Database, momentIds: number[], articleIds: number[]) {
  const byMoment = new Map<number, number[]>();
  const byArticle = new Map<number, number[]>();
  if (momentIds.length > 0) {
    const rows = await db.select().from(momentTags).where(inArray(momentTags.momentId, momentIds));
    for (const row of rows) byMoment.set(row.momentId, [...(byMoment.get(row.momentId) ?? []), row.tagId]);
  }
  if (articleIds.length > 0) {
    const rows = await db.select().from(articleTags).where(inArray(articleTags.articleId, articleIds));
    for (const row of rows)
      byArticle.set(row.articleId, [...(byArticle.get(row.articleId) ?? []), row.tagId]);
  }
  return { byMoment, byArticle };
}

function uniqueById<T extends { id: number }>(rows: T[]): T[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

/**
 * The forum's best published moments and articles since `since`, and those of the followed sources,
 * with their tags: a handful of queries for a whole batch of members.
 */
export async function digestCandidates(
  db: Database,
  since: Date,
  sources: FollowedSources,
): Promise<DigestCandidate[]> {
  const [bestMoments, followedMoments, bestArticles, followedArticles] = [
    await momentRows(db, since, undefined, BEST_POOL),
    await momentRows(db, since, sources, FOLLOWED_POOL),
    await articleRows(db, since, undefined, BEST_POOL),
    await articleRows(db, since, sources, FOLLOWED_POOL),
  ];
  const momentList: MomentRow[] = uniqueById([...followedMoments, ...bestMoments]);
  const articleList: ArticleRow[] = uniqueById([...followedArticles, ...bestArticles]);
  const tags = await tagsOf(
    db,
    momentList.map((row) => row.id),
    articleList.map((row) => row.id),
  );
  return [
    ...momentList.map((row) => ({
      kind: 'moment' as const,
      id: row.id,
      authorId: row.authorId,
      nodeId: row.nodeId,
      tagIds: tags.byMoment.get(row.id) ?? [],
      title: row.title || row.excerpt,
      likes: row.likes,
      comments: row.comments,
      postedAt: row.postedAt,
    })),
    ...articleList.map((row) => ({
      kind: 'article' as const,
      id: row.id,
      authorId: row.authorId,
      nodeId: 0,
      tagIds: tags.byArticle.get(row.id) ?? [],
      title: row.title,
      likes: row.likes,
      comments: row.comments,
      postedAt: row.postedAt,
    })),
  ];
}
