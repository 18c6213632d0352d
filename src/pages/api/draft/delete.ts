import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceDraftRateLimit } from '@/server/drafts/draftRateLimit.ts';
import { deleteDraft } from '@/server/drafts/drafts.commands.ts';
import { draftKeyQuerySchema } from '@/shared/drafts/draftSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_draft_delete, permission: 'member', body: draftKeyQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { key } = await parsed.body();
    await enforceDraftRateLimit(user.id);
    await deleteDraft(user.id, key);
    return ok(null);
  },
);
