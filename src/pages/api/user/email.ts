import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestEmailVerification } from '@/server/account/emailVerification.commands.ts';
import { publicOrigin } from '@/server/account/accountMails.ts';
import { emailSchema } from '@/shared/account/accountSchemas.ts';

export const POST = apiRoute(async ({ request, locals, url }) => {
  const user = requireUser(locals);
  const { email } = await parseBody(request, emailSchema);
  const outcome = await requestEmailVerification(user.id, email, {
    origin: publicOrigin(url),
    siteTitle: locals.config.siteTitle,
  });
  return ok({ email, outcome });
});
