import type { APIContext } from 'astro';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { enforceRateLimit } from '@/server/rateLimit/enforceRateLimit.ts';
import { createCaptchaChallenge } from '@/server/captcha/captchaChallenges.ts';
import type { CaptchaChallenge } from '@/shared/captcha/captchaTypes.ts';

/** Drawing a puzzle costs CPU, so one address gets at most 30 every ten minutes. */
const NEW_CHALLENGES_PER_IP = { limit: 30, windowMs: 10 * 60_000 };

async function newChallenge(context: APIContext): Promise<Response> {
  const { ip } = requestMeta(context);
  await enforceRateLimit(`captcha:new:${ip}`, NEW_CHALLENGES_PER_IP);
  return ok<CaptchaChallenge>(await createCaptchaChallenge(ip));
}

export const GET = apiRoute({ summary: m.api_get_captcha_new, permission: 'anyone' }, newChallenge);
export const POST = apiRoute({ summary: m.api_post_captcha_new, permission: 'anyone' }, newChallenge);
