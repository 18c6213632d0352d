import { atom } from 'nanostores';
import type { ConversationTotals } from './unreadStream.ts';

/**
 * The viewer's unread private conversations, pushed by the message stream (decision 036): the user
 * menu shows `conversations`; a thread page refetches when `messages` changes. Null until the
 * stream's first answer, so nothing is shown before it is known.
 */
export const $conversationUnread = atom<ConversationTotals | null>(null);
