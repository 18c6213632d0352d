import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertNotBanned } from '@/server/moderation/assertNotBanned.ts';
import { enforceUploadRateLimit } from '@/server/upload/uploadRateLimit.ts';
import { readUploadForm } from '@/server/upload/readUploadForm.ts';
import { uploadImage, type UploadedImage } from '@/server/upload/uploadImage.ts';

export const POST = apiRoute(
  { summary: m.api_post_upload, permission: 'member' },
  async ({ request, locals }) => {
    const user = requireUser(locals);
    assertNotBanned(user, locals.config.timeZone);
    await enforceUploadRateLimit(user.id);
    const file = await readUploadForm(request);
    return ok<UploadedImage>(await uploadImage({ ...file, userId: user.id }));
  },
);
