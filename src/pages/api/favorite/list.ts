import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { listFavorites } from '@/server/favorites/favoriteList.queries.ts';
import { cursorQuerySchema } from '@/shared/api/cursorQuery.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { FavoriteItem } from '@/shared/favorites/favoriteItem.ts';

/** GET /api/favorite/list?cursor=… → the caller's favorites, newest first (the favorites page's "Load more"). */
export const GET = apiRoute(
  { summary: m.api_get_favorite_list, permission: 'member', query: cursorQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { cursor } = parsed.query();
    return ok<CursorPage<FavoriteItem>>(await listFavorites(user.id, cursor));
  },
);
