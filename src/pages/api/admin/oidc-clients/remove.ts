import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { removeOidcClient } from '@/server/oidc/oidcClients.commands.ts';
import { oidcClientIdSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** Removes a site with its grants and tokens: its members can no longer sign in there. */
export const POST = apiRoute(async (context) => {
  const actor = requirePermission(context.locals.user, 'oidc.manage');
  const { id } = await parseBody(context.request, oidcClientIdSchema);
  await removeOidcClient(id, { actorId: actor.id, ip: requestMeta(context).ip });
  return ok(null);
});
