import { useStore } from '@nanostores/react';
import { badgeText } from '@/shared/format/badgeText.ts';
import { $liveUnreadCount } from '@/stores/unreadFeed.ts';
import { m } from '@/i18n/messages.ts';
import { HeaderCountLink } from './HeaderCountLink.tsx';

/** The bell: the unread count (9+ above 9), flickering while anything is unread; live through the store. */
export function MessageNotice() {
  const text = badgeText(useStore($liveUnreadCount));
  return (
    <HeaderCountLink
      href="/user/messages"
      icon="bell"
      count={text}
      className="header-icon message-notice"
      unreadClassName="message-notice-unread"
      label={text ? m.chrome_messages_unread({ count: text }) : m.chrome_messages()}
      data={{ 'data-message-notice': '' }}
    />
  );
}
