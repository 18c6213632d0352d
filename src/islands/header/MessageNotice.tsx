import { useStore } from '@nanostores/react';
import { badgeText } from '@/shared/format/badgeText.ts';
import { $liveUnreadCount } from '@/stores/unreadFeed.ts';
import { m } from '@/i18n/messages.ts';
import { Icon } from '@/islands/ui/Icon.tsx';

/** The bell: the unread count (9+ above 9), flickering while anything is unread; live through the store. */
export function MessageNotice() {
  const text = badgeText(useStore($liveUnreadCount));
  return (
    <a
      href="/user/messages"
      className={text ? 'header-icon message-notice message-notice-unread' : 'header-icon message-notice'}
      data-message-notice=""
      aria-label={text ? m.chrome_messages_unread({ count: text }) : m.chrome_messages()}
    >
      <Icon name="bell" />
      <span className="badge" aria-hidden="true" hidden={!text}>
        {text}
      </span>
    </a>
  );
}
