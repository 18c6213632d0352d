import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { rotateOidcClientSecret } from '@/server/oidc/oidcClients.commands.ts';
import { oidcClientIdSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** A new secret for a site, in this answer only; the old one stops working. */
export const POST = apiRoute(async (context) => {
  const actor = requirePermission(context.locals.user, 'oidc.manage');
  const { id } = await parseBody(context.request, oidcClientIdSchema);
  return ok(await rotateOidcClientSecret(id, { actorId: actor.id, ip: requestMeta(context).ip }));
});
