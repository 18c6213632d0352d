import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requestPasswordReset } from '@/server/account/passwordReset.commands.ts';
import { publicOrigin } from '@/server/account/accountMails.ts';
import { forgotPasswordSchema } from '@/shared/account/accountSchemas.ts';

// Always the same answer: whether the address exists is never told (the mail goes out afterwards).
export const POST = apiRoute(async (context) => {
  const { email } = await parseBody(context.request, forgotPasswordSchema);
  await requestPasswordReset(email, requestMeta(context), {
    origin: publicOrigin(context.url),
    siteTitle: context.locals.config.siteTitle,
  });
  return ok({ sent: true });
});
