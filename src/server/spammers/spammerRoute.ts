import type { APIContext } from 'astro';
import { requirePermission } from '../auth/requirePermission.ts';
import { requestMeta } from '../auth/requestMeta.ts';
import type { Party } from '../admin/userRules.ts';

/** For the delete-spammer routes: the signed-in staff member holding the permission (401/403 before the body) and their address. */
export function spammerRoute(context: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>): {
  actor: Party;
  ip: string;
} {
  const user = requirePermission(context.locals.user, 'user.delete_spammer');
  return { actor: { id: user.id, role: user.role }, ip: requestMeta(context).ip };
}
