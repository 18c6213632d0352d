import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { scheduleDeletion } from '@/server/mydata/accountDeletion.commands.ts';
import { accountDeletionSchema } from '@/shared/mydata/accountDataSchemas.ts';

/** POST /api/user/account/delete {password | code}: deletes the account in 7 days unless cancelled. */
export const POST = apiRoute(
  { summary: m.api_post_user_account_delete, permission: 'member', body: accountDeletionSchema },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const input = await parsed.body();
    const when = await scheduleDeletion(
      user.id,
      context.locals.session?.id ?? null,
      input,
      requestMeta(context).ip,
    );
    return ok({ scheduledFor: when.toISOString() });
  },
);
