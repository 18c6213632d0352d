import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { decideSignup } from '@/server/signup/approval.commands.ts';
import { signupDecisionSchema } from '@/shared/signup/signupDecisionSchema.ts';

/** POST /api/admin/users/{id}/approval {decision: approve|reject} — 'user.approve'; audited. */
export const POST = apiRoute(async (context) => {
  const { actor, userId, ip } = adminUserRoute(context, 'user.approve');
  const { decision } = await parseBody(context.request, signupDecisionSchema);
  await decideSignup({ id: actor.id, ip }, userId, decision);
  return ok(null);
});
