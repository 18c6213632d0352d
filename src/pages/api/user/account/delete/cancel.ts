import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { cancelDeletion } from '@/server/mydata/accountDeletion.commands.ts';

/** POST /api/user/account/delete/cancel: keeps the account during the grace period. */
export const POST = apiRoute(
  { summary: m.api_post_user_account_delete_cancel, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    await cancelDeletion(user.id);
    return ok(null);
  },
);
