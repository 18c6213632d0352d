import { getDb, type Database } from '../db/client.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import { blockersOfViewerAmong } from '../blocks/blocksAmong.ts';
import type { Actor } from '../actor/actor.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import {
  activeMemberIds,
  assertConversationsEnabled,
  conversationNotFound,
  lockConversation,
  membershipOf,
} from './conversationAccess.ts';
import { insertConversationMessage, type InsertedMessage } from './insertConversationMessage.ts';
import { publishMessage } from './publishMessage.ts';
import { messagePublished } from './messagePublished.ts';
import { notifyMessageMentions } from './conversationMentions.ts';
import { newTextPostCounts } from '../content/newTextPostCounts.ts';
import { NO_MENTION_NOTICES, type MentionNotices } from '../mentions/notifyMentions.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { SendMessageData } from '@/shared/conversations/conversationSchemas.ts';
import { m } from '@/paraglide/messages.js';

export interface SentMessage {
  id: number;
  conversationId: number;
  pending: boolean;
}

/**
 * Refuses a message when any member still in the conversation has blocked the sender (decision 036:
 * a block means "they can no longer write to you", in a group too).
 */
export async function assertNotBlockedBy(tx: Transaction, senderId: number, others: number[]): Promise<void> {
  const blockers = await blockersOfViewerAmong(senderId, others, tx);
  if (blockers.size > 0) throw new ApiError(403, m.conversations_blocked_by_member(), ErrorCode.forbidden);
}

/** A message inserted in the sending transaction, and what messagePublished announces after the commit. */
interface PostedMessage {
  message: InsertedMessage;
  published: { id: number; recipients: number[]; notices: MentionNotices };
}

/**
 * Inserts a new message in the sending transaction under the conversation's lock: held, it tells
 * nobody yet; published, it counts for the others (publishMessage) and notifies the members it
 * mentions among them.
 */
export async function postConversationMessage(
  tx: Transaction,
  input: Parameters<typeof insertConversationMessage>[1],
  mentioned: readonly number[],
  now?: Date,
): Promise<PostedMessage> {
  const message = await insertConversationMessage(tx, input);
  if (message.pending)
    return { message, published: { id: message.id, recipients: [], notices: NO_MENTION_NOTICES } };
  const sent = {
    ...message,
    conversationId: input.conversationId,
    senderId: input.senderId,
    content: input.body.content,
  };
  const { recipients } = await publishMessage(tx, sent, now);
  const notices = await notifyMessageMentions(tx, sent, mentioned, recipients);
  return { message, published: { id: message.id, recipients, notices } };
}

/** POST /api/conversation/send: through the posting gate, then one transaction under the conversation's lock. */
export async function sendMessage(
  actor: Actor,
  input: SendMessageData,
  db: Database = getDb(),
): Promise<SentMessage> {
  assertConversationsEnabled(actor.config);
  const senderId = actor.member?.id;
  // A non-member learns nothing, not even through the gate's limits: the membership comes first.
  if (senderId !== undefined) {
    const membership = await membershipOf(input.conversationId, senderId, db);
    if (!membership?.active) throw conversationNotFound();
  }
  // Over the cap the send is refused (400 on content), held or not, as a comment is.
  const { mentioned, counts } = await newTextPostCounts(actor.config, input, db);
  const { member, heldBy } = await passPostingGate(
    actor,
    { kind: 'message', isNew: true, text: input.content, counts },
    db,
  );
  const result = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      if (!(await lockConversation(tx, input.conversationId))) throw conversationNotFound();
      const members = await activeMemberIds(tx, input.conversationId);
      if (!members.includes(member.id)) throw conversationNotFound();
      const others = members.filter((id) => id !== member.id);
      await assertNotBlockedBy(tx, member.id, others);
      return postConversationMessage(
        tx,
        { conversationId: input.conversationId, senderId: member.id, body: input, heldBy },
        mentioned,
      );
    }),
  );
  if (!result.message.pending) await messagePublished(result.published, db);
  return { id: result.message.id, conversationId: input.conversationId, pending: result.message.pending };
}
