import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { setUsername } from '@/server/account/username.commands.ts';
import { usernameSchema } from '@/shared/account/accountSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const { username } = await parseBody(request, usernameSchema);
  await setUsername(user.id, username);
  await siteChanged();
  return ok({ username });
});
