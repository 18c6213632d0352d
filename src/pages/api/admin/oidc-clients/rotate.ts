import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { rotateOidcClientSecret } from '@/server/oidc/oidcClients.commands.ts';
import { oidcClientIdSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** A new secret for a site, in this answer only; the old one stops working. */
export const POST = apiRoute(
  { summary: m.api_post_admin_oidc_clients_rotate, permission: 'oidc.manage', body: oidcClientIdSchema },
  async (context, parsed) => {
    const actor = requirePermission(context.locals.user, 'oidc.manage');
    const { id } = await parsed.body();
    return ok(await rotateOidcClientSecret(id, { actorId: actor.id, ip: requestMeta(context).ip }));
  },
);
