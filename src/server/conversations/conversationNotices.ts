import { messageFanout } from '../messages/messageFanout.ts';

/**
 * Tells the members' open pages (the header's message stream) that their conversations changed; the
 * stream sends each of them their new unread totals (decision 036).
 */
export function announceConversationChange(userIds: readonly number[]): void {
  const fanout = messageFanout();
  for (const userId of new Set(userIds)) fanout.announce(userId);
}
