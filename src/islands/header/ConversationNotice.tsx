import { useStore } from '@nanostores/react';
import { badgeText } from '@/shared/format/badgeText.ts';
import { CONVERSATIONS_PATH } from '@/shared/conversations/conversationPaths.ts';
import { $conversationUnread } from '@/stores/conversationUnread.ts';
import { $liveUnreadCount } from '@/stores/unreadFeed.ts';
import { m } from '@/i18n/messages.ts';
import { HeaderCountLink } from './HeaderCountLink.tsx';

/** The envelope: conversations with unread messages (9+ above 9), live through the message stream. */
export function ConversationNotice() {
  // Subscribing keeps the message stream open, which also carries the conversation totals.
  useStore($liveUnreadCount);
  const text = badgeText(useStore($conversationUnread)?.conversations ?? 0);
  return (
    <HeaderCountLink
      href={CONVERSATIONS_PATH}
      icon="mail"
      count={text}
      className="header-icon message-notice conversation-notice"
      unreadClassName="conversation-notice-unread"
      label={text ? m.conversations_notice_unread({ count: text }) : m.conversations_title()}
      data={{ 'data-conversation-notice': '' }}
    />
  );
}
