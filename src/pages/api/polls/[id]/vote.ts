import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceReactionRateLimit } from '@/server/reactions/reactionRateLimit.ts';
import { votePoll } from '@/server/polls/polls.commands.ts';
import { pollForViewer } from '@/server/polls/polls.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { pollPathSchema, pollVoteSchema } from '@/shared/polls/pollSchemas.ts';
import type { PollViewerView } from '@/shared/polls/pollView.ts';

/** POST /api/polls/{id}/vote {optionIds}: votes, or replaces the caller's vote, while the poll is open. */
export const POST = apiRoute(
  {
    summary: m.api_post_polls_id_vote,
    permission: 'member',
    params: pollPathSchema,
    body: pollVoteSchema,
    errors: [ErrorCode.notFound, ErrorCode.conflict],
  },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { id } = parsed.params();
    const { optionIds } = await parsed.body();
    await enforceReactionRateLimit(user.id);
    await votePoll(user.id, id, optionIds);
    return ok<PollViewerView>(await pollForViewer(id, user));
  },
);
