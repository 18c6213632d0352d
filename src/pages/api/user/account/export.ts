import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestExport } from '@/server/mydata/accountExport.commands.ts';

/** POST /api/user/account/export: asks for a new archive; the outbox prepares it (decision 075). */
export const POST = apiRoute(
  { summary: m.api_post_user_account_export, permission: 'member' },
  async ({ locals }) => {
    const user = requireUser(locals);
    return ok({ exportId: await requestExport(user.id) });
  },
);
