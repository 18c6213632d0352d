import type { APIContext } from 'astro';
import { ApiError } from '../http/ApiError.ts';
import { requireUser } from '../auth/requireUser.ts';
import { requestMeta } from '../auth/requestMeta.ts';
import { hasPermission, type Permission } from '@/shared/users/permissions.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import type { SettingsActor } from './saveSiteSettings.ts';

/** The acting staff member for a settings endpoint; 401 when signed out, 403 without the permission. */
export function requireSettingsPermission(context: APIContext, permission: Permission): SettingsActor {
  const user = requireUser(context.locals);
  if (!hasPermission(user.role, permission)) {
    throw new ApiError(403, m.error_forbidden(), ErrorCode.forbidden);
  }
  return { id: user.id, ip: requestMeta(context).ip };
}
