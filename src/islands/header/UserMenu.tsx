import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { isStaff } from '@/shared/users/roles.ts';
import { CONVERSATIONS_PATH } from '@/shared/conversations/conversationPaths.ts';
import { NOTIFICATION_SETTINGS_PATH } from '@/shared/notifications/notificationPaths.ts';
import { badgeText } from '@/shared/format/badgeText.ts';
import { $conversationUnread } from '@/stores/conversationUnread.ts';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { Avatar } from '@/islands/ui/Avatar.tsx';
import { Dropdown } from '@/islands/ui/Dropdown.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';

interface UserMenuProps {
  user: CurrentUser;
  /** Private conversations are on: the menu links to them. */
  conversations?: boolean;
}

const signOut = () => void import('./logout.ts').then((module) => module.logout());

/** Avatar and nickname; profile, conversations, favorites, edit profile, notification settings, the admin back end for staff, and log out. */
export function UserMenu({ user, conversations = false }: UserMenuProps) {
  const unread = useStore($conversationUnread)?.conversations ?? 0;
  const conversationsLabel =
    unread > 0 ? m.conversations_menu_unread({ count: badgeText(unread) }) : m.conversations_title();
  const items = [
    { key: 'profile', href: userProfilePath(user.id), label: m.chrome_user_profile(), icon: 'user' as const },
    ...(conversations
      ? [
          {
            key: 'conversations',
            href: CONVERSATIONS_PATH,
            label: conversationsLabel,
            icon: 'mail' as const,
          },
        ]
      : []),
    { key: 'favorites', href: '/user/favorites', label: m.chrome_user_favorites(), icon: 'star' as const },
    { key: 'edit', href: '/user/profile', label: m.chrome_user_edit_profile(), icon: 'edit' as const },
    {
      key: 'notifications',
      href: NOTIFICATION_SETTINGS_PATH,
      label: m.notifysettings_nav(),
      icon: 'bell' as const,
    },
    ...(isStaff(user.role)
      ? [{ key: 'admin', href: '/admin', label: m.chrome_user_admin(), icon: 'shield' as const }]
      : []),
    {
      key: 'logout',
      formAction: '/api/login/signout',
      onSelect: signOut,
      label: m.chrome_user_logout(),
      icon: 'logout' as const,
      danger: true,
    },
  ];
  return (
    <Dropdown
      id="user-menu"
      className="user-menu"
      triggerClassName="user-menu-trigger"
      triggerLabel={m.chrome_user_menu({ name: user.nickname })}
      trigger={
        <>
          <Avatar user={user} size={30} />
          <span className="user-menu-name">{user.nickname}</span>
          <Icon name="chevronDown" size={16} className="user-menu-chevron" />
        </>
      }
      items={items.map((item) => ({ ...item, icon: <Icon name={item.icon} size={16} /> }))}
    />
  );
}
