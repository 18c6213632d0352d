import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { decideHeldMessage } from '@/server/conversations/heldMessageReview.ts';
import { heldMessageDecisionSchema } from '@/shared/conversations/conversationSchemas.ts';

/** Approve or reject a conversation message held for review ('content.review', checked by the service). */
export const POST = apiRoute(async (context) => {
  const actor = requireUser(context.locals);
  const input = await parseBody(context.request, heldMessageDecisionSchema);
  await decideHeldMessage(input.id, input.decision, {
    actor,
    reason: input.reason,
    ip: requestMeta(context).ip,
  });
  return ok(null);
});
