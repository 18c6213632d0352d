import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceUploadRateLimit } from '@/server/upload/uploadRateLimit.ts';
import { cropAvatar } from '@/server/account/avatar.service.ts';
import { avatarCropSchema } from '@/shared/account/profileSchema.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  // Two images are encoded per call: it counts against the same budget as uploads.
  await enforceUploadRateLimit(user.id);
  const crop = await parseBody(request, avatarCropSchema);
  return ok(await cropAvatar(user.id, crop));
});
