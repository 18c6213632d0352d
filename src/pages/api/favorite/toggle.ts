import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertReactionModule } from '@/server/reactions/assertReactionModule.ts';
import { enforceReactionRateLimit } from '@/server/reactions/reactionRateLimit.ts';
import { toggleFavorite } from '@/server/reactions/toggleReaction.ts';
import { favoriteToggleSchema, type FavoriteToggleResult } from '@/shared/reactions/reactionSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_favorite_toggle, permission: 'member', body: favoriteToggleSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    assertReactionModule(locals.config, input.entityType);
    await enforceReactionRateLimit(user.id);
    return ok<FavoriteToggleResult>(await toggleFavorite(user.id, input.entityType, input.entityId));
  },
);
