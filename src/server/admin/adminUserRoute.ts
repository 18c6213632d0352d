import type { APIContext } from 'astro';
import { requirePermission } from '../auth/requirePermission.ts';
import { requestMeta } from '../auth/requestMeta.ts';
import { ApiError } from '../http/ApiError.ts';
import type { Party } from './userRules.ts';
import { routeId } from '@/components/moments/routeId.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import { m } from '@/paraglide/messages.js';

/**
 * For /api/admin/users/{id}/…: the signed-in actor (401 otherwise), refused with 403 without the
 * permission before the body is read, the target id from the path (404 when malformed) and the IP.
 */
export function adminUserRoute(
  context: Pick<APIContext, 'request' | 'clientAddress' | 'locals' | 'params'>,
  permission: Permission,
): { actor: Party; userId: number; ip: string } {
  const user = requirePermission(context.locals.user, permission);
  const userId = routeId(context.params.id);
  if (userId === undefined) throw new ApiError(404, m.adminusers_not_found(), ErrorCode.notFound);
  return { actor: { id: user.id, role: user.role }, userId, ip: requestMeta(context).ip };
}
