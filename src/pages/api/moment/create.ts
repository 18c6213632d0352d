import { apiRoute } from '@/server/http/apiRoute.ts';
import { readBody } from '@/server/http/readBody.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { assertMayPost } from '@/server/posting/postingRules.ts';
import { requireCaptchaPass } from '@/server/captcha/captchaChallenges.ts';
import { enforcePostingLimits } from '@/server/postingLimits/enforcePostingLimits.ts';
import { createMomentSchema, type MomentSaved } from '@/shared/moments/momentSchemas.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.service.ts';
import { momentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  // Signed-out callers hear "please sign in" before anything about their input.
  const user = requireUser(context.locals);
  const body = await readBody(context.request);
  const input = createMomentSchema.parse(body);
  const { config } = context.locals;
  assertMayPost(user, config, 'moment');
  const { ip } = requestMeta(context);
  if (config.momentCaptcha) await requireCaptchaPass((body as { captchaToken?: unknown }).captchaToken);
  await enforcePostingLimits(user, ip, 'moment', config);
  const saved = await createMoment(input, user, { config, ip });
  await contentChanged('moment', saved.id);
  await removePublishedDraft(user.id, momentDraftKey(undefined, input.type));
  return ok<MomentSaved>(saved);
});
