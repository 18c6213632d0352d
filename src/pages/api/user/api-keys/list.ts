import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listApiKeys } from '@/server/apikeys/apiKeys.queries.ts';

/** GET: the caller's personal keys, newest first, with their last use (never their tokens). */
export const GET = apiRoute(
  { summary: m.api_get_user_api_keys_list, permission: 'member' },
  async (context) => {
    const user = requireUser(context.locals);
    return ok(await listApiKeys(user.id));
  },
);
