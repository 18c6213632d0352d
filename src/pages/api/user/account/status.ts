import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { accountDataStatus } from '@/server/mydata/accountData.queries.ts';

/** GET /api/user/account/status: the member's newest archive and pending deletion (decision 075). */
export const GET = apiRoute(
  { summary: m.api_get_user_account_status, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    return ok(await accountDataStatus(user.id));
  },
);
