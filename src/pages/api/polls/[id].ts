import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { pollForViewer } from '@/server/polls/polls.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { pollPathSchema } from '@/shared/polls/pollSchemas.ts';
import type { PollViewerView } from '@/shared/polls/pollView.ts';

/** GET /api/polls/{id}: the poll for the caller, with the counts when they may see them. */
export const GET = apiRoute(
  {
    summary: m.api_get_polls_id,
    permission: 'anyone',
    params: pollPathSchema,
    errors: [ErrorCode.notFound],
  },
  async ({ locals }, parsed) => ok<PollViewerView>(await pollForViewer(parsed.params().id, locals.user)),
);
