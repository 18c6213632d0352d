import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createPersonalKey } from '@/server/apikeys/apiKeys.commands.ts';
import { apiKeyCreateSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {name, scopes[], expiresInDays, perMinute, allowedIps}: a personal key; its token answered once. */
export const POST = apiRoute(
  { summary: m.api_post_user_api_keys_create, permission: 'member', body: apiKeyCreateSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const input = await parsed.body();
    return ok(await createPersonalKey(user, input, requestMeta(context).ip));
  },
);
