import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { createMomentSchema, type MomentSaved } from '@/shared/moments/momentSchemas.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { momentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

/** The moment's fields, and the captcha pass the posting gate asks for when the site turns it on. */
const createMomentBody = z.intersection(
  createMomentSchema,
  z.object({ captchaToken: z.unknown().optional() }),
);

export const POST = apiRoute(
  { summary: m.api_post_moment_create, permission: 'member', body: createMomentBody },
  async (context, parsed) => {
    // Signed-out callers hear "please sign in" before anything about their input.
    const user = requireUser(context.locals);
    const { captchaToken, ...input } = await parsed.body();
    const saved = await createMoment(requestActor(context), {
      ...input,
      captchaToken: typeof captchaToken === 'string' ? captchaToken : undefined,
    });
    await contentChanged('moment', saved.id);
    await removePublishedDraft(user.id, momentDraftKey(undefined, input.type));
    return ok<MomentSaved>(saved);
  },
);
