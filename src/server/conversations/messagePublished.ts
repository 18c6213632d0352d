import type { Database } from '../db/client.ts';
import { announceMentionNotices, type MentionNotices } from '../mentions/notifyMentions.ts';
import { announceConversationChange } from './conversationNotices.ts';

/**
 * Runs after a message became visible to the others (sent, or approved from review) and its
 * transaction committed: the recipients' open pages hear of it at once, and the @mention notices
 * the transaction created (notifyMessageMentions) move the unread counts and send their mail.
 */
export async function messagePublished(
  message: { id: number; recipients: readonly number[]; notices: MentionNotices },
  db: Database,
): Promise<void> {
  announceConversationChange(message.recipients);
  await announceMentionNotices(message.notices, db);
}
