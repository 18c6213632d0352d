import type { SideMenuItem } from '@/components/chrome/SideMenu.astro';
import { m } from '@/paraglide/messages.js';

export interface SideMenuDefinition {
  label: string;
  items: SideMenuItem[];
}

/** Profile settings: edit profile, account settings, security. Texts are read per request (locale). */
export function profileMenu(): SideMenuDefinition {
  return {
    label: m.chrome_profile_menu(),
    items: [
      { href: '/user/profile', label: m.chrome_profile_edit(), icon: 'edit' },
      { href: '/user/profile/account', label: m.chrome_profile_account(), icon: 'shield' },
      { href: '/user/profile/security', label: m.twofactor_nav(), icon: 'shield' },
    ],
  };
}

/** The user centre: messages, favorites, drafts, scores and blocked members. */
export function ucenterMenu(): SideMenuDefinition {
  return {
    label: m.chrome_ucenter_menu(),
    items: [
      { href: '/user/messages', label: m.chrome_ucenter_messages(), icon: 'inbox' },
      { href: '/user/favorites', label: m.chrome_ucenter_favorites(), icon: 'star' },
      { href: '/user/drafts', label: m.chrome_ucenter_drafts(), icon: 'edit' },
      { href: '/user/scores', label: m.chrome_ucenter_scores(), icon: 'award' },
      { href: '/user/blocks', label: m.blocks_nav(), icon: 'ban' },
    ],
  };
}
