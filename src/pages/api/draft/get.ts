import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { getDraft } from '@/server/drafts/drafts.queries.ts';
import { draftKeyQuerySchema } from '@/shared/drafts/draftSchemas.ts';
import type { DraftView } from '@/shared/drafts/draftTypes.ts';

export const GET = apiRoute(
  { summary: m.api_get_draft_get, permission: 'member', query: draftKeyQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { key } = parsed.query();
    return ok<DraftView | null>(await getDraft(user.id, key));
  },
);
