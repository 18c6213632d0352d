import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { momentListForQuery } from '@/server/moments/momentListRequest.ts';
import { parseMomentListQuery } from '@/shared/moments/momentListQuery.ts';

/** GET /api/moment/list?tab=latest|recommended&nodeId=&tagId=&cursor= → CursorPage<MomentCard>. */
export const GET = apiRoute(async ({ url, locals }) => {
  assertModuleEnabled(locals.config, 'moment');
  return ok(await momentListForQuery(parseMomentListQuery(url.searchParams)));
});
