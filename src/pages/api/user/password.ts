import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { changePassword } from '@/server/account/password.commands.ts';
import { passwordChangeSchema } from '@/shared/account/accountSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_user_password, permission: 'member', body: passwordChangeSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    await changePassword(user.id, locals.session?.id ?? null, input);
    return ok({ passwordSet: true });
  },
);
