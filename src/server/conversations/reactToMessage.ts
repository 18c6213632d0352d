import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { setLike } from '../reactions/setLike.ts';
import { conversationNotFound, requireActiveMember } from './conversationAccess.ts';
import { messageReactions } from './messageReactions.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { PLAIN_LIKE_CODE, reactionCode, type ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { MessageReaction } from '@/shared/conversations/conversationView.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Sets the member's one like of a conversation message: an enabled emoji, '' the plain like, null
 * to take it off. Only a member still in the conversation may; anyone else gets the 404 of a
 * conversation that does not exist. Answers the message's likes after the change.
 */
export async function reactToMessage(
  userId: number,
  messageId: number,
  reaction: ReactionEmoji | '' | null,
  enabled: readonly ReactionEmoji[],
  db: Database = getDb(),
): Promise<MessageReaction[]> {
  if (reaction && !enabled.includes(reaction)) {
    throw new ApiError(400, m.reactions_not_enabled(), ErrorCode.validation);
  }
  const [message] = await db
    .select({ conversationId: conversationMessages.conversationId })
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId));
  if (!message) throw conversationNotFound();
  await requireActiveMember(message.conversationId, userId, db);
  const wanted = reaction === null ? null : reaction === '' ? PLAIN_LIKE_CODE : reactionCode(reaction);
  await setLike(userId, 'message', messageId, () => wanted, db);
  return (await messageReactions([messageId], db)).get(messageId) ?? [];
}
