import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listDrafts } from '@/server/drafts/draftList.queries.ts';
import { draftListQuerySchema } from '@/shared/drafts/draftSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { DraftListItem } from '@/shared/drafts/draftTypes.ts';

export const GET = apiRoute(
  { summary: m.api_get_draft_list, permission: 'member', query: draftListQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { cursor } = parsed.query();
    return ok<CursorPage<DraftListItem>>(await listDrafts(user.id, cursor));
  },
);
