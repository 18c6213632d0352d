import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';

/** Whether the user has a visible comment on the target: replying reveals hidden content. */
export async function hasCommented(
  userId: number,
  kind: EntityKind,
  entityId: number,
  db: Database = getDb(),
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        eq(comments.entityType, EntityType[kind]),
        eq(comments.entityId, entityId),
        eq(comments.status, ContentStatus.published),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
