import type { APIContext } from 'astro';
import { requireUser } from '../auth/requireUser.ts';
import { requestMeta } from '../auth/requestMeta.ts';
import type { ModerationActor } from './bans.commands.ts';

/** The signed-in actor and their address; each service checks the permission it needs. */
export function moderationContext(context: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>): {
  actor: ModerationActor;
  ip: string;
} {
  const user = requireUser(context.locals);
  return { actor: { id: user.id, role: user.role }, ip: requestMeta(context).ip };
}
