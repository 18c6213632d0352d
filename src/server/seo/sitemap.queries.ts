import { and, asc, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { AnyMySqlColumn } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments, tags, users } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/**
 * Each paged sitemap covers a fixed id range, so a page is one primary-key range scan however
 * large the table grows, and the index needs nothing but each table's max(id). 10,000 ids keep a
 * page under the protocol's 50,000 URLs even for tags (two pages each).
 */
export const SITEMAP_ID_SPAN = 10_000;

export const SITEMAP_KINDS = ['moments', 'articles', 'tags', 'users'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export function isSitemapKind(value: string | undefined): value is SitemapKind {
  return (SITEMAP_KINDS as readonly string[]).includes(value ?? '');
}

/** The highest id in each table (0 when empty): four "select tables optimized away" reads. */
export async function maxIds(db: Database = getDb()): Promise<Record<SitemapKind, number>> {
  const [row] = await db
    .select({
      moments: sql<number | null>`(select max(${moments.id}) from ${moments})`,
      articles: sql<number | null>`(select max(${articles.id}) from ${articles})`,
      tags: sql<number | null>`(select max(${tags.id}) from ${tags})`,
      users: sql<number | null>`(select max(${users.id}) from ${users})`,
    })
    .from(sql`(select 1) as one`);
  return {
    moments: Number(row?.moments ?? 0),
    articles: Number(row?.articles ?? 0),
    tags: Number(row?.tags ?? 0),
    users: Number(row?.users ?? 0),
  };
}

/** How many paged sitemaps cover ids 1..maxId. */
export function pageCount(maxId: number): number {
  return maxId > 0 ? Math.floor(maxId / SITEMAP_ID_SPAN) + 1 : 0;
}

function idRange(column: AnyMySqlColumn, page: number) {
  return and(gte(column, page * SITEMAP_ID_SPAN), lt(column, (page + 1) * SITEMAP_ID_SPAN));
}

/** Published moments of a page's id range; lastmod is the later of the last edit and last comment. */
export function momentRangeQuery(page: number, db: Database) {
  return db
    .select({
      id: moments.id,
      lastmod: sql<Date>`greatest(${moments.updatedAt}, ${moments.lastActivityAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(moments)
    .where(and(idRange(moments.id, page), eq(moments.status, ContentStatus.published)))
    .orderBy(asc(moments.id));
}

export function articleRangeQuery(page: number, db: Database) {
  return db
    .select({ id: articles.id, lastmod: articles.updatedAt })
    .from(articles)
    .where(and(idRange(articles.id, page), eq(articles.status, ContentStatus.published)))
    .orderBy(asc(articles.id));
}

/** Tags with something to list; tag pages have no edit time, so no lastmod. */
export function tagRangeQuery(page: number, db: Database) {
  return db
    .select({ id: tags.id, momentCount: tags.momentCount, articleCount: tags.articleCount })
    .from(tags)
    .where(and(idRange(tags.id, page), or(gt(tags.momentCount, 0), gt(tags.articleCount, 0))))
    .orderBy(asc(tags.id));
}

/** Active members (status 0). */
export function userRangeQuery(page: number, db: Database) {
  return db
    .select({ id: users.id, lastmod: users.updatedAt })
    .from(users)
    .where(and(idRange(users.id, page), eq(users.status, UserStatus.active)))
    .orderBy(asc(users.id));
}
