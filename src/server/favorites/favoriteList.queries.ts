import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, favorites, moments } from '../db/schema/index.ts';
import { decodeFavoriteCursor, encodeFavoriteCursor } from './favoriteCursor.ts';
import { FAVORITE_PAGE_SIZE, type FavoriteItem } from './favoriteTypes.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';

const LIST_INDEX = 'favorites_user_created_idx';

interface Shown {
  title: string;
  excerpt: string;
  status: number;
}

async function momentsByIds(ids: number[], db: Database): Promise<Map<number, Shown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: moments.id, title: moments.title, excerpt: moments.excerpt, status: moments.status })
    .from(moments)
    .where(inArray(moments.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

async function articlesByIds(ids: number[], db: Database): Promise<Map<number, Shown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: articles.id, title: articles.title, excerpt: articles.excerpt, status: articles.status })
    .from(articles)
    .where(inArray(articles.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The user's favorited moments and articles, newest favorite first: one keyset query along
 * (user_id, created_at, entity_type, entity_id), then one batched look-up per kind.
 */
export async function listFavorites(
  userId: number,
  cursor: string | undefined,
  db: Database = getDb(),
  limit = FAVORITE_PAGE_SIZE,
): Promise<CursorPage<FavoriteItem>> {
  const after = decodeFavoriteCursor(cursor);
  const afterCursor = after
    ? or(
        lt(favorites.createdAt, new Date(after.k)),
        and(
          eq(favorites.createdAt, new Date(after.k)),
          or(
            lt(favorites.entityType, after.t),
            and(eq(favorites.entityType, after.t), lt(favorites.entityId, after.id)),
          ),
        ),
      )
    : undefined;
  const rows = await db
    .select({
      entityType: favorites.entityType,
      entityId: favorites.entityId,
      createdAt: favorites.createdAt,
    })
    .from(favorites, { forceIndex: LIST_INDEX })
    .where(
      and(
        eq(favorites.userId, userId),
        inArray(favorites.entityType, [EntityType.moment, EntityType.article]),
        afterCursor,
      ),
    )
    .orderBy(desc(favorites.createdAt), desc(favorites.entityType), desc(favorites.entityId))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const idsOf = (type: number) =>
    pageRows.filter((row) => row.entityType === type).map((row) => row.entityId);
  const [momentRows, articleRows] = await Promise.all([
    momentsByIds(idsOf(EntityType.moment), db),
    articlesByIds(idsOf(EntityType.article), db),
  ]);
  const results = pageRows.map((row): FavoriteItem => {
    const isMoment = row.entityType === EntityType.moment;
    const shown = (isMoment ? momentRows : articleRows).get(row.entityId);
    // A deleted or pending item shows none of its text: it is no longer (or not yet) public.
    const visible = shown?.status === ContentStatus.published ? shown : undefined;
    return {
      kind: isMoment ? 'moment' : 'article',
      entityId: row.entityId,
      favoritedAt: row.createdAt.toISOString(),
      removed: !visible,
      title: visible?.title ?? '',
      excerpt: visible?.excerpt ?? '',
      url: isMoment ? momentPath(row.entityId) : articlePath(row.entityId),
    };
  });
  const last = pageRows[pageRows.length - 1];
  return {
    results,
    hasMore,
    cursor:
      hasMore && last
        ? encodeFavoriteCursor({ k: last.createdAt.getTime(), t: last.entityType, id: last.entityId })
        : '',
  };
}
