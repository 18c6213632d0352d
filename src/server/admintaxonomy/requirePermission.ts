import { ApiError } from '@/server/http/ApiError.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { hasPermission, type Permission } from '@/shared/users/permissions.ts';
import { m } from '@/paraglide/messages.js';

/** The signed-in user when their role holds the permission; a 401 for visitors, a 403 otherwise. */
export function requirePermission(locals: { user: CurrentUser | null }, permission: Permission): CurrentUser {
  const user = requireUser(locals);
  if (!hasPermission(user.role, permission)) {
    throw new ApiError(403, m.admintaxonomy_forbidden(), ErrorCode.forbidden);
  }
  return user;
}
