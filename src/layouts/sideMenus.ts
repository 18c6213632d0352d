import type { SideMenuItem } from '@/components/chrome/SideMenu.astro';
import { m } from '@/paraglide/messages.js';
import { CONVERSATIONS_PATH } from '@/shared/conversations/conversationPaths.ts';
import { INVITATIONS_PATH } from '@/shared/signup/invitationPaths.ts';
import { TRUST_PAGE_PATH } from '@/shared/trust/trustPaths.ts';
import { NOTIFICATION_SETTINGS_PATH } from '@/shared/notifications/notificationPaths.ts';
import { API_KEYS_PATH } from '@/shared/apikeys/apiKeyPaths.ts';
import { ACCOUNT_DATA_PATH } from '@/shared/mydata/accountDataSchemas.ts';

export interface SideMenuDefinition {
  label: string;
  items: SideMenuItem[];
}

/** Profile settings: edit profile, account settings, security, notifications, API keys. Texts are read per request (locale). */
export function profileMenu(): SideMenuDefinition {
  return {
    label: m.chrome_profile_menu(),
    items: [
      { href: '/user/profile', label: m.chrome_profile_edit(), icon: 'edit' },
      { href: '/user/profile/account', label: m.chrome_profile_account(), icon: 'shield' },
      { href: '/user/profile/security', label: m.twofactor_nav(), icon: 'shield' },
      { href: NOTIFICATION_SETTINGS_PATH, label: m.notifysettings_nav(), icon: 'bell' },
      { href: API_KEYS_PATH, label: m.apikeys_nav(), icon: 'lock' },
      { href: ACCOUNT_DATA_PATH, label: m.mydata_nav(), icon: 'folder' },
    ],
  };
}

/**
 * The user centre: messages, conversations (when the owner left them on), favorites, watches, drafts,
 * scores, the trust level, blocked members and invitations (when sign-up is by invitation and the
 * member may invite).
 */
export function ucenterMenu(conversations: boolean, invitations = false): SideMenuDefinition {
  return {
    label: m.chrome_ucenter_menu(),
    items: [
      { href: '/user/messages', label: m.chrome_ucenter_messages(), icon: 'inbox' },
      ...(conversations
        ? [{ href: CONVERSATIONS_PATH, label: m.conversations_title(), icon: 'mail' as const }]
        : []),
      { href: '/user/favorites', label: m.chrome_ucenter_favorites(), icon: 'star' },
      { href: '/user/watching', label: m.chrome_ucenter_watching(), icon: 'eye' },
      { href: '/user/drafts', label: m.chrome_ucenter_drafts(), icon: 'edit' },
      { href: '/user/scores', label: m.chrome_ucenter_scores(), icon: 'award' },
      { href: TRUST_PAGE_PATH, label: m.trust_nav(), icon: 'shield' },
      { href: '/user/blocks', label: m.blocks_nav(), icon: 'ban' },
      ...(invitations
        ? [{ href: INVITATIONS_PATH, label: m.signupdefence_invitations_nav(), icon: 'mail' as const }]
        : []),
    ],
  };
}
