import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { verifyCaptcha } from '@/server/captcha/captchaChallenges.ts';
import { captchaVerifySchema, type CaptchaVerifyResult } from '@/shared/captcha/captchaTypes.ts';

export const POST = apiRoute(async (context) => {
  const { id, x } = await parseBody(context.request, captchaVerifySchema);
  return ok<CaptchaVerifyResult>(await verifyCaptcha(id, x));
});
