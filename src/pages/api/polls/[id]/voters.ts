import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { pollVoters } from '@/server/polls/polls.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { pollPathSchema, pollVotersQuerySchema } from '@/shared/polls/pollSchemas.ts';
import type { PollVotersPage } from '@/shared/polls/pollView.ts';

/** GET /api/polls/{id}/voters?optionId&after: who chose an option, for polls with public votes. */
export const GET = apiRoute(
  {
    summary: m.api_get_polls_id_voters,
    permission: 'anyone',
    params: pollPathSchema,
    query: pollVotersQuerySchema,
    errors: [ErrorCode.notFound, ErrorCode.forbidden],
  },
  async ({ locals }, parsed) =>
    ok<PollVotersPage>(await pollVoters(parsed.params().id, parsed.query(), locals.user)),
);
