import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createSiteKey } from '@/server/apikeys/apiKeys.commands.ts';
import { siteKeyCreateSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {…, actsAs: system|member, member}: a site key (the owner only); its token answered once. */
export const POST = apiRoute(async (context) => {
  const owner = requirePermission(context.locals.user, 'apikeys.manage');
  const input = await parseBody(context.request, siteKeyCreateSchema);
  return ok(await createSiteKey(owner, input, requestMeta(context).ip));
});
