import { apiRoute } from '@/server/http/apiRoute.ts';
import { readBody } from '@/server/http/readBody.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { createMomentSchema, type MomentSaved } from '@/shared/moments/momentSchemas.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { momentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  // Signed-out callers hear "please sign in" before anything about their input.
  const user = requireUser(context.locals);
  const body = await readBody(context.request);
  const input = createMomentSchema.parse(body);
  const { captchaToken } = body as { captchaToken?: unknown };
  const saved = await createMoment(requestActor(context), {
    ...input,
    captchaToken: typeof captchaToken === 'string' ? captchaToken : undefined,
  });
  await contentChanged('moment', saved.id);
  await removePublishedDraft(user.id, momentDraftKey(undefined, input.type));
  return ok<MomentSaved>(saved);
});
