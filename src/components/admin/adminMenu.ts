import type { SideMenuItem } from '@/components/chrome/SideMenu.astro';
import { hasPermission, type Permission } from '@/shared/users/permissions.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

interface AdminMenuEntry extends SideMenuItem {
  permission: Permission;
}

function entries(): AdminMenuEntry[] {
  return [
    { href: '/admin', label: m.admin_nav_dashboard(), icon: 'home', permission: 'admin.access' },
    { href: '/admin/users', label: m.admin_nav_users(), icon: 'user', permission: 'user.view' },
    { href: '/admin/content', label: m.admin_nav_content(), icon: 'moment', permission: 'content.restore' },
    { href: '/admin/review', label: m.admin_nav_review(), icon: 'checkCircle', permission: 'content.review' },
    { href: '/admin/reports', label: m.admin_nav_reports(), icon: 'alert', permission: 'reports.resolve' },
    { href: '/admin/nodes', label: m.admin_nav_nodes(), icon: 'folder', permission: 'taxonomy.manage' },
    { href: '/admin/tags', label: m.admin_nav_tags(), icon: 'hash', permission: 'taxonomy.manage' },
    { href: '/admin/links', label: m.admin_nav_links(), icon: 'link', permission: 'links.manage' },
    { href: '/admin/settings', label: m.admin_nav_settings(), icon: 'edit', permission: 'settings.manage' },
    { href: '/admin/badges', label: m.badges_admin_nav(), icon: 'award', permission: 'settings.manage' },
    { href: '/admin/words', label: m.admin_nav_words(), icon: 'lock', permission: 'words.manage' },
    { href: '/admin/audit', label: m.admin_nav_audit(), icon: 'clock', permission: 'audit.view' },
    {
      href: '/admin/deliveries',
      label: m.admin_nav_deliveries(),
      icon: 'alert',
      permission: 'deliveries.manage',
    },
    {
      href: '/admin/mail-replies',
      label: m.replymail_admin_nav(),
      icon: 'mail',
      permission: 'deliveries.manage',
    },
    { href: '/admin/oidc-clients', label: m.oidc_admin_nav(), icon: 'link', permission: 'oidc.manage' },
    { href: '/admin/repair', label: m.admin_nav_repair(), icon: 'shield', permission: 'counters.repair' },
    { href: '/admin/status', label: m.status_nav(), icon: 'info', permission: 'status.view' },
    { href: '/admin/webhooks', label: m.webhooks_nav(), icon: 'link', permission: 'webhooks.manage' },
    { href: '/admin/api-keys', label: m.apikeys_nav(), icon: 'lock', permission: 'apikeys.manage' },
  ];
}

/** The admin side menu: only the screens this role may open. */
export function adminMenu(role: Role | null | undefined): SideMenuItem[] {
  return entries()
    .filter((entry) => hasPermission(role, entry.permission))
    .map(({ href, label, icon }) => ({ href, label, icon }));
}

/** The label of the menu item that opens this path: that screen's heading, in the menu's own words. */
export function adminMenuLabelFor(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return entries().find((entry) => entry.href === path)?.label;
}
