import { eq } from 'drizzle-orm';
import { comments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';

const deliveredColumns = {
  entityType: comments.entityType,
  entityId: comments.entityId,
  parentId: comments.parentId,
  userId: comments.userId,
  status: comments.status,
  content: comments.content,
};

export interface CommentInDelivery {
  entityType: number;
  entityId: number;
  parentId: number;
  userId: number;
  status: number;
  content: string;
}

const reads = new WeakMap<Transaction, Map<number, Promise<CommentInDelivery | undefined>>>();

/**
 * A comment as the transaction delivering an event about it reads it: once for all the event's
 * handlers (its message, its watch notice, its live page and its link previews each need a part),
 * where each used to read it again. For handlers that only read the comment: a write to it later in
 * the same transaction is not seen.
 */
export function commentInDelivery(tx: Transaction, id: number): Promise<CommentInDelivery | undefined> {
  let byId = reads.get(tx);
  if (!byId) reads.set(tx, (byId = new Map()));
  let read = byId.get(id);
  if (!read) {
    read = tx
      .select(deliveredColumns)
      .from(comments)
      .where(eq(comments.id, id))
      .limit(1)
      .then(([row]) => row);
    byId.set(id, read);
  }
  return read;
}
