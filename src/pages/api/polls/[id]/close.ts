import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { closePoll } from '@/server/polls/polls.commands.ts';
import { pollForViewer } from '@/server/polls/polls.queries.ts';
import { pollKindOf } from '@/server/polls/pollKinds.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { pollPathSchema } from '@/shared/polls/pollSchemas.ts';
import type { PollViewerView } from '@/shared/polls/pollView.ts';

/** POST /api/polls/{id}/close: the item's author or staff end the poll now; its results become public. */
export const POST = apiRoute(
  {
    summary: m.api_post_polls_id_close,
    permission: 'member',
    params: pollPathSchema,
    errors: [ErrorCode.notFound],
  },
  async (context, parsed) => {
    const user = requireUser(context.locals);
    const { id } = parsed.params();
    const closed = await closePoll(requestActor(context), id);
    await contentChanged(pollKindOf(closed.entityType), closed.entityId);
    return ok<PollViewerView>(await pollForViewer(id, user));
  },
);
