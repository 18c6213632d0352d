import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { removeOidcClient } from '@/server/oidc/oidcClients.commands.ts';
import { oidcClientIdSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** Removes a site with its grants and tokens: its members can no longer sign in there. */
export const POST = apiRoute(
  { summary: m.api_post_admin_oidc_clients_remove, permission: 'oidc.manage', body: oidcClientIdSchema },
  async (context, parsed) => {
    const actor = requirePermission(context.locals.user, 'oidc.manage');
    const { id } = await parsed.body();
    await removeOidcClient(id, { actorId: actor.id, ip: requestMeta(context).ip });
    return ok(null);
  },
);
