import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { updateProfile } from '@/server/account/profile.commands.ts';
import { profileSchema } from '@/shared/account/profileSchema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseBody(request, profileSchema);
  await updateProfile(user.id, input);
  await siteChanged();
  return ok(input);
});
