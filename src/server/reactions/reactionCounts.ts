import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reactionCounts } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { EntityType, type EntityKind } from '@/shared/content/entityType.ts';
import { reactionOfCode } from '@/shared/reactions/reactionEmoji.ts';
import type { ReactionCounts } from '@/shared/reactions/reactionSchemas.ts';

/** Moves one emoji's count of a target by one, atomically; the plain like (0) has no row. */
export async function moveReactionCount(
  tx: Transaction,
  entityType: number,
  entityId: number,
  code: number,
  delta: 1 | -1,
): Promise<void> {
  if (code === 0) return;
  if (delta > 0) {
    await tx
      .insert(reactionCounts)
      .values({ entityType, entityId, reaction: code, count: 1 })
      .onDuplicateKeyUpdate({ set: { count: sql`${reactionCounts.count} + 1` } });
    return;
  }
  await tx
    .update(reactionCounts)
    .set({ count: sql`${reactionCounts.count} - 1` })
    .where(
      and(
        eq(reactionCounts.entityType, entityType),
        eq(reactionCounts.entityId, entityId),
        eq(reactionCounts.reaction, code),
        gt(reactionCounts.count, 0),
      ),
    );
}

/**
 * Each target's counts per emoji, by id: one read on the primary key. Only emoji still offered
 * are named; a page asks only when the owner enabled reactions.
 */
export async function reactionCountsOf(
  kind: EntityKind,
  ids: readonly number[],
  db: Database | Transaction,
): Promise<Map<number, ReactionCounts>> {
  const byId = new Map<number, ReactionCounts>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({ id: reactionCounts.entityId, code: reactionCounts.reaction, count: reactionCounts.count })
    .from(reactionCounts)
    .where(
      and(
        eq(reactionCounts.entityType, EntityType[kind]),
        inArray(reactionCounts.entityId, [...new Set(ids)]),
        gt(reactionCounts.count, 0),
      ),
    );
  for (const row of rows) {
    const emoji = reactionOfCode(row.code);
    if (!emoji) continue;
    const counts = byId.get(row.id) ?? {};
    counts[emoji] = row.count;
    byId.set(row.id, counts);
  }
  return byId;
}
