import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceDraftRateLimit } from '@/server/drafts/draftRateLimit.ts';
import { saveDraft } from '@/server/drafts/drafts.commands.ts';
import { draftSaveSchema } from '@/shared/drafts/draftSchemas.ts';
import type { DraftSaved } from '@/shared/drafts/draftTypes.ts';

// Only ever the caller's own draft: the key names a composer, the owner is the session's member.
export const POST = apiRoute(
  { summary: m.api_post_draft_save, permission: 'member', body: draftSaveSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    await enforceDraftRateLimit(user.id);
    return ok<DraftSaved>(await saveDraft(user.id, input));
  },
);
