import { hasPermission, ROLE_RANK, type Permission } from '@/shared/users/permissions.ts';
import type { Role } from '@/shared/users/currentUser.ts';

/** Roles an admin can hand out; the owner is made at install and never by this screen. */
export const ASSIGNABLE_ROLES = ['admin', 'moderator', 'user'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export interface Party {
  id: number;
  role: Role;
}

/** Why an action on a member is refused; undefined means it is allowed. */
export type Refusal = 'permission' | 'self' | 'owner' | 'rank';

/** Acting on another member needs the permission and a higher rank; nobody acts on themselves. */
export function refuseMemberAction(actor: Party, target: Party, permission: Permission): Refusal | undefined {
  if (!hasPermission(actor.role, permission)) return 'permission';
  if (actor.id === target.id) return 'self';
  if (target.role === 'owner') return 'owner';
  if (ROLE_RANK[actor.role] <= ROLE_RANK[target.role]) return 'rank';
  return undefined;
}

/**
 * Role changes: only 'user.role.admin' (the owner) makes admins or demotes them; nobody changes the owner or
 * themselves; moderators and members may be moved by anyone holding 'user.role.change'.
 */
export function refuseRoleChange(actor: Party, target: Party, next: AssignableRole): Refusal | undefined {
  if (!hasPermission(actor.role, 'user.role.change')) return 'permission';
  if (actor.id === target.id) return 'self';
  if (target.role === 'owner') return 'owner';
  if ((next === 'admin' || target.role === 'admin') && !hasPermission(actor.role, 'user.role.admin')) {
    return 'rank';
  }
  return undefined;
}
