import type { Database } from '../db/client.ts';
import { announceConversationChange } from './conversationNotices.ts';

/**
 * Runs after a message became visible to the others (sent, or approved from review) and its
 * transaction committed: the recipients' open pages hear of it at once.
 *
 * The one call site for @mention notices once conversation messages take mentions (not yet: issue
 * 18): notifyMentions (decision 037) with the input conversationMentions.ts builds.
 */
export async function messagePublished(
  message: { id: number; recipients: readonly number[] },
  _db: Database,
): Promise<void> {
  announceConversationChange(message.recipients);
}
