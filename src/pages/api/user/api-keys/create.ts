import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createPersonalKey } from '@/server/apikeys/apiKeys.commands.ts';
import { apiKeyCreateSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {name, scopes[], expiresInDays, perMinute, allowedIps}: a personal key; its token answered once. */
export const POST = apiRoute(async (context) => {
  const user = requireUser(context.locals);
  const input = await parseBody(context.request, apiKeyCreateSchema);
  return ok(await createPersonalKey(user, input, requestMeta(context).ip));
});
