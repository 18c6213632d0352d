import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

/** A member's like of a message (decision 080): '' the plain like. */
export interface MessageReaction {
  userId: number;
  name: string;
  reaction: ReactionEmoji | '';
}

export interface ConversationMessageView {
  id: number;
  conversationId: number;
  sender: PublicAuthor;
  content: string;
  /** Lower-cased username → member id for the `@username`s in content that name a member. */
  mentions: Readonly<Record<string, number>>;
  images: string[];
  /** Held by forbidden words: only its sender sees it, marked as waiting for review. */
  pending: boolean;
  createdAt: string;
  /** Its likes, one per member at most, in member order. */
  reactions: MessageReaction[];
}

export interface ConversationSummary {
  id: number;
  /** The other members still in it (the viewer left out). */
  others: PublicAuthor[];
  lastMessage: { senderId: number; preview: string; createdAt: string } | null;
  activityAt: string;
  unreadCount: number;
}

export interface ConversationDetail {
  id: number;
  members: PublicAuthor[];
}
