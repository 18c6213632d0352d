import type { Role } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

export function roleLabel(role: Role): string {
  const labels: Record<Role, () => string> = {
    owner: m.admin_role_owner,
    admin: m.admin_role_admin,
    moderator: m.admin_role_moderator,
    user: m.admin_role_user,
  };
  return labels[role]();
}
