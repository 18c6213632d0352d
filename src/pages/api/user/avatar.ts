import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceUploadRateLimit } from '@/server/upload/uploadRateLimit.ts';
import { cropAvatar } from '@/server/account/avatar.commands.ts';
import { avatarCropSchema } from '@/shared/account/profileSchema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  // Two images are encoded per call: it counts against the same budget as uploads.
  await enforceUploadRateLimit(user.id);
  const crop = await parseBody(request, avatarCropSchema);
  const result = await cropAvatar(user.id, crop);
  await siteChanged();
  return ok(result);
});
