import type { BanDuration } from '@/shared/users/ban.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { hasPermission, ROLE_RANK } from '@/shared/users/permissions.ts';
import { m } from '@/paraglide/messages.js';

interface Member {
  id: number;
  role: Role;
}

/**
 * Why `actor` may not ban (or unban) `target`, or null when they may: staff with 'user.ban' act on
 * members of a lower role; banning forever or banning an admin needs 'user.ban.forever' (the owner);
 * nobody bans the owner or themselves. The server enforces it; pages use it to hide refused options.
 */
export function banRefusal(actor: Member, target: Member, duration?: BanDuration): string | null {
  if (!hasPermission(actor.role, 'user.ban')) return m.error_forbidden();
  if (target.id === actor.id) return m.moderation_ban_self();
  if (target.role === 'owner') return m.moderation_ban_owner();
  const mayBanForever = hasPermission(actor.role, 'user.ban.forever');
  if ((duration === 'forever' || target.role === 'admin') && !mayBanForever) {
    return m.moderation_ban_forever_forbidden();
  }
  if (target.role !== 'user' && ROLE_RANK[actor.role] <= ROLE_RANK[target.role]) {
    return m.moderation_ban_outranked();
  }
  return null;
}
