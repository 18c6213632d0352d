import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listDrafts } from '@/server/drafts/draftList.queries.ts';
import { draftListQuerySchema } from '@/shared/drafts/draftSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { DraftListItem } from '@/shared/drafts/draftTypes.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { cursor } = draftListQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok<CursorPage<DraftListItem>>(await listDrafts(user.id, cursor));
});
