import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requestPasswordReset } from '@/server/account/passwordReset.commands.ts';
import { publicOrigin } from '@/server/account/accountMails.ts';
import { forgotPasswordSchema } from '@/shared/account/accountSchemas.ts';

// Always the same answer: whether the address exists is never told (the mail goes out afterwards).
export const POST = apiRoute(
  { summary: m.api_post_password_forgot, permission: 'anyone', body: forgotPasswordSchema },
  async (context, parsed) => {
    const { email } = await parsed.body();
    await requestPasswordReset(email, requestMeta(context), {
      origin: publicOrigin(context.url),
      siteTitle: context.locals.config.siteTitle,
    });
    return ok({ sent: true });
  },
);
