import { eq } from 'drizzle-orm';
import { comments } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { entityTarget } from '../entities/entityTargets.ts';
import { mentionedInText } from '../mentions/linkMentions.ts';
import type { MentionNotices } from '../mentions/notifyMentions.ts';
import type { RecordedEvent } from '../outbox/recordEvent.ts';
import { announceComment } from './announceComment.ts';
import { commentTarget } from './commentTarget.ts';
import { commentKindOf } from './commentViews.ts';

/**
 * A held comment was approved (its status and counts moved already, locks taken by the move): what
 * its direct publish would have set going happens now. Its mentions are read from the stored text;
 * their number was checked against the cap when it was posted.
 */
export async function announceApprovedComment(
  tx: Transaction,
  id: number,
): Promise<{ event: RecordedEvent; notices: MentionNotices } | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id));
  if (!row) return undefined;
  const kind = commentKindOf(row.entityType);
  const info = await entityTarget(kind).lockTarget(tx, row.entityId);
  const parent = row.parentId ? await commentTarget.lockTarget(tx, row.parentId) : undefined;
  const mentioned = await mentionedInText(row.content, Number.MAX_SAFE_INTEGER, tx);
  return announceComment(tx, {
    id,
    kind,
    entityId: row.entityId,
    userId: row.userId,
    content: row.content,
    entityAuthorId: info?.authorId ?? 0,
    parentAuthorId: parent?.authorId ?? 0,
    replyToUserId: row.replyToUserId,
    mentioned,
  });
}
