import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { decideHeldMessage } from '@/server/conversations/heldMessageReview.ts';
import { heldMessageDecisionSchema } from '@/shared/conversations/conversationSchemas.ts';

/** Approve or reject a conversation message held for review ('content.review', checked by the service). */
export const POST = apiRoute(
  { summary: m.api_post_admin_review_message, permission: 'content.review', body: heldMessageDecisionSchema },
  async (context, parsed) => {
    const actor = requireUser(context.locals);
    const input = await parsed.body();
    await decideHeldMessage(input.id, input.decision, {
      actor,
      reason: input.reason,
      ip: requestMeta(context).ip,
    });
    return ok(null);
  },
);
