import { getDb, type Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { columnLimit } from '../db/columnLimit.ts';
import { isDuplicateKeyError } from '../users/isDuplicateKeyError.ts';
import { messageFanout } from './messageFanout.ts';
import { queueMessageEmail } from './messageEmailNotice.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { MessageType } from '@/shared/messages/messageTypes.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

export interface NewMessage {
  userId: number;
  actorId: number;
  type: MessageType;
  kind?: 'moment' | 'article';
  entityId?: number;
  commentId?: number;
  quote?: string;
}

export const QUOTE_MAX = 120;

/** The first ~120 characters of a text, on one line, for a message's quote (the column permitting). */
export function quoteOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  // The "…" is the character after the QUOTE_MAX shown.
  return truncateText(line, [{ unit: 'graphemes', max: QUOTE_MAX + 1 }, columnLimit(messages.quote)], '…');
}

/**
 * Stores one message unless it would notify the actor about their own action. The unique key
 * holds one row per event, so a repeated event changes nothing. True when a message was created.
 */
export async function createMessage(input: NewMessage, db: Database = getDb()): Promise<boolean> {
  if (input.userId <= 0 || input.userId === input.actorId) return false;
  try {
    await db.insert(messages).values({
      userId: input.userId,
      actorId: input.actorId,
      type: input.type,
      entityType: input.kind ? EntityType[input.kind] : 0,
      entityId: input.entityId ?? 0,
      commentId: input.commentId ?? 0,
      quote: quoteOf(input.quote ?? ''),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  messageFanout().announce(input.userId);
  queueMessageEmail({ userId: input.userId, actorId: input.actorId }, db);
  return true;
}
