import { conversationMessages } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { forbiddenWordsHold, recordHold } from '../forbiddenWords/reviewHolds.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { MessageBody } from '@/shared/conversations/conversationSchemas.ts';

export interface InsertedMessage {
  id: number;
  pending: boolean;
}

/**
 * Inserts a message in the sender's transaction. Forbidden words (`heldBy`) keep it pending: its
 * sender sees it marked, the others do not until staff approve it in the review queue.
 */
export async function insertConversationMessage(
  tx: Transaction,
  input: { conversationId: number; senderId: number; body: MessageBody; heldBy: readonly string[] },
): Promise<InsertedMessage> {
  const pending = input.heldBy.length > 0;
  const [row] = await tx
    .insert(conversationMessages)
    .values({
      conversationId: input.conversationId,
      senderId: input.senderId,
      content: input.body.content,
      images: JSON.stringify(input.body.images),
      status: pending ? ContentStatus.pending : ContentStatus.published,
    })
    .$returningId();
  if (!row) throw new Error('The message insert returned no id');
  if (pending) {
    const reasons = [forbiddenWordsHold(input.heldBy)];
    await recordHold(tx, { kind: 'message', id: row.id, authorId: input.senderId, reasons });
  }
  return { id: row.id, pending };
}
