import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { revokeApiKey } from '@/server/apikeys/apiKeys.commands.ts';
import { apiKeyRevokeSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {id}: revokes a site key at once (the owner only; in the audit log). */
export const POST = apiRoute(
  { summary: m.api_post_admin_api_keys_revoke, permission: 'apikeys.manage', body: apiKeyRevokeSchema },
  async (context, parsed) => {
    const owner = requirePermission(context.locals.user, 'apikeys.manage');
    const { id } = await parsed.body();
    await revokeApiKey(owner, null, id, requestMeta(context).ip);
    return ok(null);
  },
);
