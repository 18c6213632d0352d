import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { decideReview } from '@/server/admincontent/moderateContent.ts';
import { reviewDecisionSchema } from '@/shared/admincontent/adminContentKinds.ts';
import { commentChanged, contentChanged } from '@/server/pageCache/pageInvalidation.ts';

/** Approve or reject a pending moment, article or comment ('content.review', checked by decideReview). */
export const POST = apiRoute(
  { summary: m.api_post_admin_review_decide, permission: 'content.review', body: reviewDecisionSchema },
  async (context, parsed) => {
    const actor = requireUser(context.locals);
    const input = await parsed.body();
    await decideReview(input.kind, input.id, input.decision, {
      actor,
      reason: input.reason,
      ip: requestMeta(context).ip,
    });
    await (input.kind === 'comment' ? commentChanged(input.id) : contentChanged(input.kind, input.id));
    return ok(null);
  },
);
