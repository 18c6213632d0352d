import type { MessageTargetKind } from './messageTargets.ts';
import { TRUST_NOTICE_TYPES } from '@/shared/trust/trustNotice.ts';
import { WEBHOOK_DISABLED_NOTICE } from '@/shared/webhooks/webhookNotice.ts';
import { BADGE_NOTICE } from '@/shared/badges/badges.ts';

/** What a message tells its recipient; stored in messages.type. */
export const MESSAGE_TYPES = [
  'comment',
  'reply',
  'quote',
  'like',
  'favorite',
  'follow',
  'recommend',
  'sticky',
  'delete',
  'approve',
  'reject',
  /** A new comment on a moment or article the recipient watches (decision 038). */
  'watched_comment',
  /** New content in a tag or node the recipient watches, or by a member they watch. */
  'watched_post',
  'mention',
  /** The recipient's comment was accepted as a question's answer (decision 082). */
  'answer_accepted',
  /** The recipient reached a trust level (issue 40): a notice from the forum, no member behind it. */
  ...TRUST_NOTICE_TYPES,
  /** An owner's webhook endpoint was disabled after a day of failures (decision 073); the quote is its URL. */
  WEBHOOK_DISABLED_NOTICE,
  /** The recipient was awarded a badge (decision 083); entity_id is the badge's notice number. */
  BADGE_NOTICE,
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Moderator actions that notify the author (issue 7 calls notifyModeration with one of these). */
export type ModerationMessageType = 'recommend' | 'sticky' | 'delete' | 'approve' | 'reject';

export function isMessageType(value: string): value is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** One message as the message centre shows it. */
export interface MessageView {
  id: number;
  type: MessageType;
  actor: {
    id: number;
    nickname: string;
    username: string | null;
    avatar: string;
    smallAvatar: string;
  };
  /** The moment, article or conversation it is about; null for a follow. A conversation has no title. */
  target: { kind: MessageTargetKind; id: number; title: string } | null;
  commentId: number;
  /** The badge an award notice names (its slug); absent on every other message. */
  badge?: string;
  quote: string;
  isRead: boolean;
  createdAt: string;
}
