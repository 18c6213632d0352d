import { eq } from 'drizzle-orm';
import { conversationMessages } from '../db/schema/index.ts';
import type { LikedTarget } from '../entities/entityTarget.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

/**
 * How a like reaches a conversation message (decision 080). Only its members may like it; the
 * caller checks that (reactToMessage.ts). A message keeps no like count: its few likes (one per
 * member at most) are read with it, so there is no counter to move or repair.
 */
export const messageTarget: LikedTarget = {
  async lockTarget(tx, id) {
    const [row] = await tx
      .select({
        id: conversationMessages.id,
        authorId: conversationMessages.senderId,
        status: conversationMessages.status,
      })
      .from(conversationMessages)
      .where(eq(conversationMessages.id, id))
      .for('update');
    if (!row) return undefined;
    const status = row.status as ContentStatusValue;
    return { id: row.id, authorId: row.authorId, status, open: status === ContentStatus.published };
  },
  async adjustCounter() {},
};
