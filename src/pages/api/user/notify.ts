import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { setEmailNotify } from '@/server/messages/setEmailNotify.ts';
import { emailNotifySchema } from '@/shared/account/accountSchemas.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const { enabled } = await parseBody(request, emailNotifySchema);
  await setEmailNotify(user.id, enabled);
  return ok({ enabled });
});
