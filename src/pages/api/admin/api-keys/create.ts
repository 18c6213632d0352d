import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createSiteKey } from '@/server/apikeys/apiKeys.commands.ts';
import { siteKeyCreateSchema } from '@/shared/apikeys/apiKeySchemas.ts';

/** POST {…, actsAs: system|member, member}: a site key (the owner only); its token answered once. */
export const POST = apiRoute(
  { summary: m.api_post_admin_api_keys_create, permission: 'apikeys.manage', body: siteKeyCreateSchema },
  async (context, parsed) => {
    const owner = requirePermission(context.locals.user, 'apikeys.manage');
    const input = await parsed.body();
    return ok(await createSiteKey(owner, input, requestMeta(context).ip));
  },
);
