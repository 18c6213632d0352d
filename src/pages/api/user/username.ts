import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { setUsername } from '@/server/account/username.commands.ts';
import { usernameSchema } from '@/shared/account/accountSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_user_username, permission: 'member', body: usernameSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { username } = await parsed.body();
    await setUsername(user.id, username);
    await siteChanged();
    return ok({ username });
  },
);
