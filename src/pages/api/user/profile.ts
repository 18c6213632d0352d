import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { updateProfile } from '@/server/account/profile.commands.ts';
import { profileSchema } from '@/shared/account/profileSchema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_user_profile, permission: 'member', body: profileSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    await updateProfile(user.id, input);
    await siteChanged();
    return ok(input);
  },
);
