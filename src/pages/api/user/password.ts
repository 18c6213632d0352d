import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { changePassword } from '@/server/account/password.commands.ts';
import { passwordChangeSchema } from '@/shared/account/accountSchemas.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseBody(request, passwordChangeSchema);
  await changePassword(user.id, locals.session?.id ?? null, input);
  return ok({ passwordSet: true });
});
