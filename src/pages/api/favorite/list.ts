import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listFavorites } from '@/server/favorites/favoriteList.queries.ts';
import { cursorQuerySchema } from '@/shared/api/cursorQuery.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { FavoriteItem } from '@/shared/favorites/favoriteItem.ts';

/** GET /api/favorite/list?cursor=… → the caller's favorites, newest first (the favorites page's "Load more"). */
export const GET = apiRoute(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { cursor } = cursorQuerySchema.parse(Object.fromEntries(url.searchParams));
  return ok<CursorPage<FavoriteItem>>(await listFavorites(user.id, cursor));
});
