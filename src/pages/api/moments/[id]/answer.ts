import type { APIContext } from 'astro';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { assertNotBanned } from '@/server/moderation/assertNotBanned.ts';
import { acceptAnswer, unacceptAnswer } from '@/server/answers/acceptedAnswer.commands.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import {
  acceptAnswerSchema,
  answerParamsSchema,
  type AcceptedAnswerResult,
} from '@/shared/answers/answerSchemas.ts';

/** The member acting; a banned member may read but not choose answers (they pay other members). */
function answerer(context: APIContext) {
  const user = requireUser(context.locals);
  assertNotBanned(user, context.locals.config.timeZone);
  return { actor: { id: user.id, role: user.role }, ip: requestActor(context).ip };
}

/** POST /api/moments/{id}/answer {commentId} — the question's author or staff ('answer.accept.any'). */
export const POST = apiRoute(
  {
    summary: m.api_post_moments_id_answer,
    permission: 'member',
    params: answerParamsSchema,
    body: acceptAnswerSchema,
  },
  async (context, parsed) => {
    const { actor, ip } = answerer(context);
    const { id } = parsed.params();
    const { commentId } = await parsed.body();
    const result = await acceptAnswer(actor, { momentId: id, commentId }, ip);
    // The question's page and the lists that badge it as answered.
    await contentChanged('moment', id);
    return ok<AcceptedAnswerResult>(result);
  },
);

/** DELETE /api/moments/{id}/answer — clears the accepted answer; the same people as POST. */
export const DELETE = apiRoute(
  { summary: m.api_delete_moments_id_answer, permission: 'member', params: answerParamsSchema },
  async (context, parsed) => {
    const { actor, ip } = answerer(context);
    const { id } = parsed.params();
    const result = await unacceptAnswer(actor, id, ip);
    // The question's page and the lists that badge it as answered.
    await contentChanged('moment', id);
    return ok<AcceptedAnswerResult>(result);
  },
);
