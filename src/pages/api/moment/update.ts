import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { updateMoment } from '@/server/moments/moments.commands.ts';
import { updateMomentSchema, type MomentSaved } from '@/shared/moments/momentSchemas.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { momentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_moment_update, permission: 'member', body: updateMomentSchema },
  async (context, parsed) => {
    // Signed-out callers hear "please sign in" before anything about their input.
    const user = requireUser(context.locals);
    const input = await parsed.body();
    const saved = await updateMoment(requestActor(context), input);
    await contentChanged('moment', saved.id);
    await removePublishedDraft(user.id, momentDraftKey(input.id, input.type));
    return ok<MomentSaved>(saved);
  },
);
