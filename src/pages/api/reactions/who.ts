import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertTargetReadable } from '@/server/entities/assertTargetReadable.ts';
import { reactionWho } from '@/server/reactions/reactionWho.ts';
import { reactionWhoSchema, type ReactionWhoResult } from '@/shared/reactions/reactionSchemas.ts';

export const GET = apiRoute(
  {
    summary: m.api_get_reactions_who,
    permission: 'anyone',
    query: reactionWhoSchema,
    errors: [ErrorCode.notFound],
  },
  async ({ locals }, parsed) => {
    const query = parsed.query();
    await assertTargetReadable(query.entityType, query.entityId, locals.user);
    const result = await reactionWho(query.entityType, query.entityId, query.reaction, query.cursor);
    return ok<ReactionWhoResult>(result);
  },
);
