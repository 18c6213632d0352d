import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { registerOidcClient } from '@/server/oidc/oidcClients.commands.ts';
import { registerOidcClientSchema } from '@/shared/oidc/oidcClientSchemas.ts';

/** Registers a site members may sign in to; its secret is in this answer only. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_oidc_clients_register,
    permission: 'oidc.manage',
    body: registerOidcClientSchema,
  },
  async (context, parsed) => {
    const actor = requirePermission(context.locals.user, 'oidc.manage');
    const input = await parsed.body();
    return ok(await registerOidcClient(input, { actorId: actor.id, ip: requestMeta(context).ip }));
  },
);
