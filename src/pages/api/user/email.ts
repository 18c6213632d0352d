import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestEmailVerification } from '@/server/account/emailVerification.commands.ts';
import { publicOrigin } from '@/server/account/accountMails.ts';
import { emailSchema } from '@/shared/account/accountSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_user_email, permission: 'member', body: emailSchema },
  async ({ locals, url }, parsed) => {
    const user = requireUser(locals);
    const { email } = await parsed.body();
    const outcome = await requestEmailVerification(user.id, email, {
      origin: publicOrigin(url),
      siteTitle: locals.config.siteTitle,
    });
    return ok({ email, outcome });
  },
);
