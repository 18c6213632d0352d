import { eq } from 'drizzle-orm';
import { comments } from '../db/schema/index.ts';
import type { EntityTargetInfo, Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { commentTarget } from '../comments/commentTarget.ts';
import { commentKindOf } from '../comments/commentViews.ts';
import type { FlaggableKind } from './flaggableKinds.ts';

/**
 * Locks a flagged item in the order its status moves lock it (statusTransitions.ts): a comment's
 * moment or article and its parent first, then the comment. Undefined when the item is gone.
 */
export async function lockFlagTarget(
  tx: Transaction,
  kind: FlaggableKind,
  id: number,
): Promise<EntityTargetInfo | undefined> {
  if (kind === 'comment') {
    const [peek] = await tx
      .select({ entityType: comments.entityType, entityId: comments.entityId, parentId: comments.parentId })
      .from(comments)
      .where(eq(comments.id, id));
    if (!peek) return undefined;
    await entityTarget(commentKindOf(peek.entityType)).lockTarget(tx, peek.entityId);
    if (peek.parentId) await commentTarget.lockTarget(tx, peek.parentId);
  }
  return entityTarget(kind).lockTarget(tx, id);
}
