import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { listApiKeys } from '@/server/apikeys/apiKeys.queries.ts';

/** GET: the site keys, newest first, with whom they act for and their last use. */
export const GET = apiRoute(
  { summary: m.api_get_admin_api_keys_list, permission: 'apikeys.manage' },
  async (context) => {
    requirePermission(context.locals.user, 'apikeys.manage');
    return ok(await listApiKeys(null));
  },
);
