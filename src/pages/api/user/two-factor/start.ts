import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { startEnrolment } from '@/server/twoFactor/enrolment.commands.ts';
import { qrDataUrl } from '@/server/twoFactor/qrDataUrl.ts';

/** A new secret waiting for its first code: the key, the otpauth:// URI and its QR code. */
export const POST = apiRoute(
  { summary: m.api_post_user_two_factor_start, permission: 'member' },
  async (context) => {
    const user = requireUser(context.locals);
    const pending = await startEnrolment(user, context.locals.config.siteTitle || 'Plaza');
    return ok({ ...pending, qr: await qrDataUrl(pending.uri) });
  },
);
