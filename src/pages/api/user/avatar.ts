import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceUploadRateLimit } from '@/server/upload/uploadRateLimit.ts';
import { cropAvatar } from '@/server/account/avatar.commands.ts';
import { avatarCropSchema } from '@/shared/account/profileSchema.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_user_avatar, permission: 'member', body: avatarCropSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    // Two images are encoded per call: it counts against the same budget as uploads.
    await enforceUploadRateLimit(user.id);
    const crop = await parsed.body();
    const result = await cropAvatar(user.id, crop);
    await siteChanged();
    return ok(result);
  },
);
