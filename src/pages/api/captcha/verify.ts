import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { verifyCaptcha } from '@/server/captcha/captchaChallenges.ts';
import { captchaVerifySchema, type CaptchaVerifyResult } from '@/shared/captcha/captchaTypes.ts';

export const POST = apiRoute(
  { summary: m.api_post_captcha_verify, permission: 'anyone', body: captchaVerifySchema },
  async (_context, parsed) => {
    const { id, x } = await parsed.body();
    return ok<CaptchaVerifyResult>(await verifyCaptcha(id, x));
  },
);
