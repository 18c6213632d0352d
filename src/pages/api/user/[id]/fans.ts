import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { userFollowList } from '@/server/follows/userFollowList.ts';
import { routeId } from '@/components/moments/routeId.ts';

/** GET /api/user/{id}/fans?cursor= → CursorPage<FollowListUser>, newest follower first. */
export const GET = apiRoute(async ({ params, url }) =>
  ok(await userFollowList('fans', routeId(params.id), url.searchParams.get('cursor') ?? undefined)),
);
