import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertReactionModule } from '@/server/reactions/assertReactionModule.ts';
import { enforceReactionRateLimit } from '@/server/reactions/reactionRateLimit.ts';
import { toggleFavorite } from '@/server/reactions/toggleReaction.ts';
import { favoriteToggleSchema, type FavoriteToggleResult } from '@/shared/reactions/reactionSchemas.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseBody(request, favoriteToggleSchema);
  assertReactionModule(locals.config, input.entityType);
  await enforceReactionRateLimit(user.id);
  return ok<FavoriteToggleResult>(await toggleFavorite(user.id, input.entityType, input.entityId));
});
