import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

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
