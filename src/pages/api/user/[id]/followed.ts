import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { userFollowList } from '@/server/follows/userFollowList.ts';
import { routeId } from '@/components/moments/routeId.ts';

/** GET /api/user/{id}/followed?cursor= → CursorPage<FollowListUser>, most recent follow first. */
export const GET = apiRoute(async ({ params, url }) =>
  ok(await userFollowList('followed', routeId(params.id), url.searchParams.get('cursor') ?? undefined)),
);
