import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertModuleEnabled } from '@/server/posting/postingRules.ts';
import { momentListForQuery } from '@/server/moments/momentListRequest.ts';
import { momentListQuerySchema } from '@/shared/moments/momentListQuery.ts';

/** GET /api/moment/list?tab=latest|recommended&nodeId=&tagId=&cursor= → CursorPage<MomentCard>. */
export const GET = apiRoute(
  { summary: m.api_get_moment_list, permission: 'anyone', query: momentListQuerySchema },
  async ({ locals }, parsed) => {
    assertModuleEnabled(locals.config, 'moment');
    return ok(await momentListForQuery(parsed.query()));
  },
);
