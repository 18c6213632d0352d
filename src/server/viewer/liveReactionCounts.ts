import { inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments } from '../db/schema/index.ts';
import type { LikeKind } from '@/shared/reactions/reactionSchemas.ts';

export interface ReactionCounts {
  likes: number;
  favorites: number;
}

/** Like and favorite counts as they are now, by id (primary-key look-ups). */
export async function liveReactionCounts(
  kind: LikeKind,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, ReactionCounts>> {
  if (ids.length === 0) return new Map();
  const list = [...ids];
  const rows =
    kind === 'comment'
      ? (
          await db
            .select({ id: comments.id, likes: comments.likeCount })
            .from(comments)
            .where(inArray(comments.id, list))
        ).map((row) => ({ ...row, favorites: 0 }))
      : kind === 'moment'
        ? await db
            .select({ id: moments.id, likes: moments.likeCount, favorites: moments.favoriteCount })
            .from(moments)
            .where(inArray(moments.id, list))
        : await db
            .select({ id: articles.id, likes: articles.likeCount, favorites: articles.favoriteCount })
            .from(articles)
            .where(inArray(articles.id, list));
  return new Map(rows.map((row) => [row.id, { likes: row.likes, favorites: row.favorites }]));
}
