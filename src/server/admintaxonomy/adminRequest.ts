import type { APIContext } from 'astro';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import type { AdminActor } from './adminActor.ts';

/** The caller as an audit actor, after the server-side permission check (401 / 403 otherwise). */
export function adminActorOf(context: APIContext, permission: Permission): AdminActor {
  const user = requirePermission(context.locals.user, permission);
  return { actorId: user.id, ip: requestMeta(context).ip };
}
