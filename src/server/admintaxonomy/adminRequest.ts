import type { APIContext } from 'astro';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import type { AdminActor } from './adminActor.ts';
import { requirePermission } from './requirePermission.ts';

/** The caller as an audit actor, after the server-side permission check (401 / 403 otherwise). */
export function adminActorOf(context: APIContext, permission: Permission): AdminActor {
  const user = requirePermission(context.locals, permission);
  return { actorId: user.id, ip: requestMeta(context).ip };
}
