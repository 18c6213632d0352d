import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { hasPermission, type Permission } from '@/shared/users/permissions.ts';
import { m } from '@/paraglide/messages.js';

/**
 * The one server check of the permission catalogue for every staff and owner action: the member
 * (an actor's member, the current user, or a service's actor) when their role holds the permission;
 * 401 for a visitor, 403 otherwise.
 */
export function requirePermission<Member extends { role: Role }>(
  member: Member | null | undefined,
  permission: Permission,
): Member {
  if (!member) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  if (!hasPermission(member.role, permission))
    throw new ApiError(403, m.error_forbidden(), ErrorCode.forbidden);
  return member;
}
