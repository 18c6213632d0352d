import type { Role } from './currentUser.ts';

/** Roles that reach the admin back end; finer permissions arrive with moderation. */
export const STAFF_ROLES: readonly Role[] = ['owner', 'admin', 'moderator'];

export function isStaff(role: Role | undefined | null): boolean {
  return role !== undefined && role !== null && STAFF_ROLES.includes(role);
}
