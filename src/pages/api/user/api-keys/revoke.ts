import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { revokeApiKey } from '@/server/apikeys/apiKeys.commands.ts';
import { apiKeyRevokeSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {id}: revokes one of the caller's own keys at once. */
export const POST = apiRoute(
  { summary: m.api_post_user_api_keys_revoke, permission: 'member', body: apiKeyRevokeSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const { id } = await parsed.body();
    await revokeApiKey(user, user.id, id, requestMeta(context).ip);
    return ok(null);
  },
);
