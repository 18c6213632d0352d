import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';

const KIND_BY_TYPE = new Map<number, EntityKind>(
  Object.entries(EntityType).map(([kind, type]) => [type, kind as EntityKind]),
);

/** The moment or article a comment belongs to. */
export async function commentEntity(
  commentId: number,
  db: Database = getDb(),
): Promise<{ kind: EntityKind; id: number } | undefined> {
  const [row] = await db
    .select({ entityType: comments.entityType, entityId: comments.entityId })
    .from(comments)
    .where(eq(comments.id, commentId))
    .limit(1);
  const kind = row ? KIND_BY_TYPE.get(row.entityType) : undefined;
  return row && kind ? { kind, id: row.entityId } : undefined;
}
