import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { getDraft } from '@/server/drafts/drafts.queries.ts';
import { draftKeyQuerySchema } from '@/shared/drafts/draftSchemas.ts';
import type { DraftView } from '@/shared/drafts/draftTypes.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { key } = draftKeyQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok<DraftView | null>(await getDraft(user.id, key));
});
