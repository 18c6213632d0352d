import { z } from 'zod';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { userFollowList } from '@/server/follows/userFollowList.ts';
import { routeId } from '@/components/moments/routeId.ts';

/** GET /api/user/{id}/fans?cursor= → CursorPage<FollowListUser>, newest follower first. */
const followListQuerySchema = z.object({ cursor: z.string().optional() });

export const GET = apiRoute(
  {
    summary: m.api_get_user_id_fans,
    permission: 'anyone',
    query: followListQuerySchema,
    errors: [ErrorCode.notFound],
  },
  async ({ params }, parsed) => ok(await userFollowList('fans', routeId(params.id), parsed.query().cursor)),
);
