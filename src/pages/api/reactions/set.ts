import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertReactionModule } from '@/server/reactions/assertReactionModule.ts';
import { enforceReactionRateLimit } from '@/server/reactions/reactionRateLimit.ts';
import { setReaction } from '@/server/reactions/setReaction.ts';
import { announceLikes } from '@/server/liveItems/announceItemChange.ts';
import { reactionSetSchema, type ReactionSetResult } from '@/shared/reactions/reactionSchemas.ts';

export const POST = apiRoute(
  { summary: m.api_post_reactions_set, permission: 'member', body: reactionSetSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const input = await parsed.body();
    assertReactionModule(locals.config, input.entityType);
    await enforceReactionRateLimit(user.id);
    const result = await setReaction(
      user.id,
      input.entityType,
      input.entityId,
      input.reaction,
      locals.config.reactions,
    );
    await announceLikes(input.entityType, input.entityId, result.count);
    return ok<ReactionSetResult>(result);
  },
);
