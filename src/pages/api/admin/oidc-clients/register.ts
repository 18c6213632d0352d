import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { registerOidcClient } from '@/server/oidc/oidcClients.commands.ts';
import { registerOidcClientSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** Registers a site members may sign in to; its secret is in this answer only. */
export const POST = apiRoute(async (context) => {
  const actor = requirePermission(context.locals.user, 'oidc.manage');
  const input = await parseBody(context.request, registerOidcClientSchema);
  return ok(await registerOidcClient(input, { actorId: actor.id, ip: requestMeta(context).ip }));
});
