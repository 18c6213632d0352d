import type { APIContext } from 'astro';
import { requestMeta } from '../auth/requestMeta.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import type { SettingsActor } from './auditedSettingsSave.ts';

/** The acting staff member for a settings endpoint; 401 when signed out, 403 without the permission. */
export function requireSettingsPermission(context: APIContext, permission: Permission): SettingsActor {
  const user = requirePermission(context.locals.user, permission);
  return { id: user.id, ip: requestMeta(context).ip };
}
