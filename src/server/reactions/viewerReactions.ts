import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { favorites, likes } from '../db/schema/index.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import type { ViewerReaction } from '@/shared/reactions/reactionSchemas.ts';

async function reactedIds(
  table: typeof likes | typeof favorites,
  userId: number,
  kind: EntityKind,
  ids: number[],
  db: Database,
): Promise<Set<number>> {
  const rows = await db
    .select({ id: table.entityId })
    // The whole primary key (user, type, id): MariaDB otherwise reads every reaction of the user.
    .from(table, { forceIndex: 'PRIMARY' })
    .where(
      and(eq(table.userId, userId), eq(table.entityType, EntityType[kind]), inArray(table.entityId, ids)),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * Whether the viewer liked and favorited each of the targets: one query per table (none for a
 * visitor, and none on favorites for comments, which cannot be favorited).
 */
export async function viewerReactions(
  userId: number | null,
  kind: EntityKind,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<Map<number, ViewerReaction>> {
  const unique = [...new Set(ids)];
  const signedIn = userId !== null && unique.length > 0;
  const [liked, favorited] = await Promise.all([
    signedIn ? reactedIds(likes, userId, kind, unique, db) : new Set<number>(),
    signedIn && kind !== 'comment' ? reactedIds(favorites, userId, kind, unique, db) : new Set<number>(),
  ]);
  return new Map(unique.map((id) => [id, { liked: liked.has(id), favorited: favorited.has(id) }]));
}
